// How a text's places to break are drawn (docs/decisions/489-hyphens-as-a-typesetter-would.md): a soft hyphen becomes an
// empty mark `<i>` whose soft hyphen is generated (shared/ui/layout.css); what a typesetter breaks only when nothing else
// fits is a box (`.word`). No patterns here: the server's page and an island (helpful-info.tsx) use it alike.
import { createContext, createElement, type ReactNode } from 'react';

/** The soft hyphen: in a text, where a word may break (shared/typography/hyphenate.ts puts them). */
export const SOFT_HYPHEN = '\u00ad';

/** A day's month, in the case a date gives it («31 октября», «1 мая»). */
export const MONTH_AFTER_DAY = '(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-яё]*';
/** A unit or ₽ after a number (a regular expression's source, flag `u`): bound to it, never parted from it. */
export const UNIT = '(?:₽|кг|г|т|мм|см|м|км|л|мл|шт|м²|м³|м2|м3)(?![\\p{L}\\d])';
/** A size's «х» between its numbers («12,5х1200х2500»). */
export const SIZE = /\d[хx×]\d/;
/**
 * Where a size wider than its line breaks: before a sign, at a mark that draws the sign at the line's end (`.times`,
 * shared/ui/layout.css), so the next line starts with it again, as a typesetter breaks a formula at its sign
 * (docs/decisions/489-hyphens-as-a-typesetter-would.md): «12,5х1200х» over «х2500 мм», never a figure cut.
 */
const SIZE_SIGN = /(?<=\d)(?=[хx×]\d)/;
/**
 * Where a box may also break when wider than its line (a `<wbr>`): after a no-break space before a word not a unit, and
 * only before the box's first mark. A line ends at the last place that fits it, so a `<wbr>` after a mark would be taken
 * before the mark: «участвуют» over «ли» where «участ-» over «вуют ли» fits; before the first mark it is taken only where
 * what it binds with the first syllable cannot fit («до 2 000» over «дополнительных» on the narrowest line, not a cut).
 */
const BOUND_WORD = new RegExp(`(?<=\u00a0)(?!${UNIT})(?=[\\p{L}«(])`, 'u');
/**
 * What is drawn otherwise than as written: a date after a short word bound to it («по\u00a031\u00a0декабря»:
 * groups 1 and 2), or a run with soft hyphens or a size (group 3) and what no-break spaces bind to it: the
 * text between two spaces a line may end at. Tried only where a run starts (after such a space or at the
 * text's start): a long run costs its length once, not once a letter.
 */
const DATE_AFTER_SHORT_WORD = `(?<![а-яё\\d])([а-яё]{1,3})\u00a0(\\d{1,2}\u00a0${MONTH_AFTER_DAY})(?![а-яё])`;
const RUN_WITH_BREAKS = `(?<![^ \\t\\n\\r])([^ \\t\\n\\r]*(?:\u00ad|${SIZE.source})[^ \\t\\n\\r]*)`;
const DRAWN = new RegExp(`${DATE_AFTER_SHORT_WORD}|${RUN_WITH_BREAKS}`, 'gi');
const CAPITAL = /[A-ZА-ЯЁ]/;

// Children are given as arguments, not a list: React asks no keys of them.
/** A box kept whole unless the line cannot hold it. */
const whole = (...children: ReactNode[]) => createElement('span', { className: 'word' }, ...children);

/** `parts` with `added` after them: a text joined to a text before it (one text node, not two), an empty one left out. */
function add(parts: ReactNode[], ...added: ReactNode[]): ReactNode[] {
  for (const part of added) {
    if (part === '') continue;
    if (typeof part === 'string' && typeof parts.at(-1) === 'string') parts[parts.length - 1] = `${parts.at(-1) as string}${part}`;
    else parts.push(part);
  }
  return parts;
}

/**
 * `text`'s soft hyphens as marks (an empty `<i>`: 7 bytes, against 25 for a span with a class); in a box, its sizes'
 * SIZE_SIGN marks and, before its first mark, its BOUND_WORD `<wbr>`s.
 */
function marked(text: string, inBox = false): ReactNode[] {
  const parts: ReactNode[] = [];
  for (const [index, piece] of text.split(SOFT_HYPHEN).entries()) {
    if (index > 0) parts.push(createElement('i'));
    for (const [at, size] of (inBox ? piece.split(SIZE_SIGN) : [piece]).entries()) {
      if (at > 0) parts.push(createElement('i', { className: size.startsWith('×') ? 'times sign' : 'times' }));
      for (const [after, part] of (inBox && index === 0 ? size.split(BOUND_WORD) : [size]).entries()) {
        add(parts, ...(after > 0 ? [createElement('wbr'), part] : [part]));
      }
    }
  }
  return parts;
}

/**
 * `text` as shown, in a heading (`heading`) or not: the text itself when nothing in it is drawn otherwise,
 * else one span `.words` (in a flex box, one item as the text was) holding its parts.
 */
export function shownHyphens(text: string, { heading = false } = {}): ReactNode {
  if (!text.includes(SOFT_HYPHEN) && !SIZE.test(text) && !text.includes('\u00a0')) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const found of text.matchAll(DRAWN)) {
    const [, shortWord, date, run] = found;
    add(parts, ...marked(text.slice(from, found.index)));
    // A line ends after the short word (at the `<wbr>`, its no-break space kept) only when the line cannot hold both.
    if (run === undefined) add(parts, whole(`${shortWord}\u00a0`, createElement('wbr'), date));
    else if (heading || CAPITAL.test(run) || SIZE.test(run)) add(parts, whole(...marked(run, true)));
    else add(parts, ...marked(run));
    from = found.index + found[0].length;
  }
  if (from === 0) return text;
  add(parts, ...marked(text.slice(from)));
  // In a list of its own: a key of its own among the element's other children.
  return [createElement('span', { key: 'words', className: 'words' }, ...parts)];
}

/**
 * What gives a text an island draws its soft hyphens (its answers, from the content), where the patterns are: the
 * server's render gives shared/typography/hyphenate.ts's (server/render/render-page.tsx); a browser drawing a page's
 * components (the studio's preview) has none, and shows the text as written.
 */
export const IslandWordsContext = createContext<(text: string) => string>(String);

/** `text` with its soft hyphens taken out: the words as written (an upstream card's title where it is read, not shown). */
export const withoutHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '');
