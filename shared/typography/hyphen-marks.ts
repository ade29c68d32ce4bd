// How a text's places to break are drawn (docs/decisions/489-hyphens-as-a-typesetter-would.md). A soft
// hyphen becomes an empty mark `.shy` whose generated content is the soft hyphen (shared/ui/layout.css),
// so the line breaks there with its «-» shown while the page's text holds no invisible character (a
// selection or a copy gives the words as written). What a typesetter breaks only when nothing else
// fits is a box of its own (`.word`, inline-block): a name, a brand or a sentence's first word (a word
// with a capital), any word of a heading, a date with the short word before it («по 31 декабря»); it
// goes whole to the next line and breaks inside only when the whole line cannot hold it. A size's «х»
// between numbers is followed by `<wbr>`. No patterns here: the server's page
// (shared/typography/hyphenate.ts) and an island that draws an upstream card's hyphenated text
// (shared/features/business/helpful-info.tsx) use it alike.
import { createElement, type ReactNode } from 'react';

/** The soft hyphen: in a text, where a word may break (shared/typography/hyphenate.ts puts them). */
export const SOFT_HYPHEN = '\u00ad';

/** A day's month, in the case a date gives it («31 октября», «1 мая»). */
export const MONTH_AFTER_DAY = '(?:январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-яё]*';
/** A size's «х» between its numbers («12,5х1200х2500»): a line may end after it, never inside a number. */
export const SIZE = /\d[хx×]\d/;
const AFTER_SIZE_TIMES = /(?<=\d[хx×])(?=\d)/;
/**
 * What is drawn otherwise than as written: a date after a short word bound to it («по\u00a031\u00a0декабря»:
 * groups 1 and 2), or a word with soft hyphens (group 3).
 */
const DATE_AFTER_SHORT_WORD = `(?<![а-яё\\d])([а-яё]{1,3})\u00a0(\\d{1,2}\u00a0${MONTH_AFTER_DAY})(?![а-яё])`;
/** Tried only where a word starts (after a space or at the text's start): a long run costs its length once, not once a letter. */
const WORD_WITH_BREAKS = '(?<![^\\s\u00a0])([^\\s\u00a0]*\u00ad[^\\s\u00a0]*)';
const DRAWN = new RegExp(`${DATE_AFTER_SHORT_WORD}|${WORD_WITH_BREAKS}`, 'gi');
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

/** `text`'s soft hyphens as marks, its sizes' «х» followed by `<wbr>`: a list of parts. */
function marked(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  for (const [index, piece] of text.split(SOFT_HYPHEN).entries()) {
    if (index > 0) parts.push(createElement('span', { className: 'shy' }));
    for (const [at, part] of piece.split(AFTER_SIZE_TIMES).entries()) add(parts, ...(at > 0 ? [createElement('wbr'), part] : [part]));
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
    const [, shortWord, date, word] = found;
    add(parts, ...marked(text.slice(from, found.index)));
    // A line ends after the short word (at the `<wbr>`, its no-break space kept) only when the line cannot hold both.
    if (word === undefined) add(parts, whole(`${shortWord}\u00a0`, createElement('wbr'), date));
    else if (heading || CAPITAL.test(word)) add(parts, whole(...marked(word)));
    else add(parts, ...marked(word));
    from = found.index + found[0].length;
  }
  if (from === 0 && !SIZE.test(text)) return text;
  add(parts, ...marked(text.slice(from)));
  // In a list of its own: a key of its own among the element's other children.
  return [createElement('span', { key: 'words', className: 'words' }, ...parts)];
}

/** `text` with its soft hyphens taken out: the words as written (an upstream card's title where it is read, not shown). */
export const withoutHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '');
