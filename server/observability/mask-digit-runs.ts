// A card number is any 7 digits to whoever reads a path: a visitor may send one
// percent-encoded (`%37%30…`), split by separators (`7012+345`, `70-12 345`), or not
// starting with 7, and the card calls carry one in their path. What leaves in a span or
// an access-log path has every run of 7 or more digits masked, read after one level of
// percent-decoding and across the separators between them, as `70•••45` (first and last
// two digits). The log lines' own mask (mask-card-numbers.ts) stays as the second line.

const DIGIT = '(?:[0-9]|%3[0-9])';
/** Space, +, ., -, _ and comma, plain or percent-encoded. */
const SEPARATOR = '(?:[ +._,-]|%2[0BCDEbcde]|%5[Ff])';
/** Never starts inside a percent-escape (the `20` of `%20`). */
const DIGIT_RUN = new RegExp(`(?<!%|%[0-9A-Fa-f])${DIGIT}(?:${SEPARATOR}*${DIGIT}){6,}`, 'g');
const UNITS = /%[0-9A-Fa-f]{2}|[\s\S]/g;

/** The digits of a run, escapes decoded, separators dropped. */
function digitsOf(run: string): string {
  return (run.match(UNITS) ?? []).map((unit) => (/^%3[0-9]$/.test(unit) ? unit[2]! : /^[0-9]$/.test(unit) ? unit : '')).join('');
}

/**
 * Whether `text` may hold a run: seven digits, or a percent-escape (one may be a digit).
 * Most paths (`/promo/knauf2025/`) hold neither, and every access line asks.
 */
function mayHoldRun(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 37 /* % */ || (code >= 48 && code <= 57 && ++digits === 7)) return true;
  }
  return false;
}

/** `/check/x/%37%30%31%32%33%34%35/` → `/check/x/70•••45/`; shorter digit runs stay. */
export function maskDigitRuns(text: string): string {
  if (!mayHoldRun(text)) return text;
  return text.replace(DIGIT_RUN, (run) => {
    const digits = digitsOf(run);
    return `${digits.slice(0, 2)}•••${digits.slice(-2)}`;
  });
}

/** The path part of a URL or request target: a query may hold a preview token or anything else. */
export const withoutQuery = (target: string): string => target.split('?')[0]!.split('#')[0]!;
