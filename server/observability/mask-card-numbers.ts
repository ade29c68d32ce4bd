// Card numbers are personal data and must not be kept in logs, yet they travel in the
// paths of the card calls (`/api/v2/promo/check/knauf2025/7012345/`), so every line that
// names a path would carry one. Masking at the point where lines are written catches
// them all: access-log paths, upstream-failure warnings, anything added later.

/**
 * A retailer card number: 7 digits starting with 7, standing alone (not part of a longer
 * number or a word) or right after a percent-escape such as `%20`.
 */
const CARD_NUMBER = /(?<=^|[^\p{L}\p{N}]|%[0-9A-Fa-f]{2})7\d{6}(?![\p{L}\p{N}])/gu;

/** A JSON string literal, escapes included. */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** `7012345` → `70•••45`: enough to tell two cards apart in a trace, not enough to use one. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_NUMBER, (card) => `${card.slice(0, 2)}•••${card.slice(-2)}`);
}

/**
 * Seven digits starting with 7 anywhere but in the line's own time (pino's `"time":` in
 * milliseconds, which always holds such a run): every card number is one. A line without
 * any, most access lines, is written as it is without looking at its strings one by one,
 * which cost a render-cache hit more than its own answer did (docs/decisions/133-access-line-batched.md).
 */
const CANDIDATE = /(?<!"time":\d*)7\d{6}/;

/**
 * The same inside the string values of a serialised JSON line only, so a number such as
 * a byte count of 7 340 032 stays a valid JSON number.
 */
export function maskCardNumbersInJson(line: string): string {
  return CANDIDATE.test(line) ? line.replace(JSON_STRING, maskCardNumbers) : line;
}
