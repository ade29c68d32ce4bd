// Where a long Russian word of the page may break, as a typesetter would (docs/decisions/489-hyphens-as-a-typesetter-would.md,
// docs/decisions/489-hyphens-as-a-typesetter-would.md): the page's own elements get their breaks as the server makes them
// (jsx-runtime.ts); the texts themselves never change (state, answers, head, attributes), nor an island's.
// Server-only: the patterns are 136 KB.
import russian from 'hyphen/ru/index.js';
import { Fragment, type ReactNode } from 'react';
import { remembered } from '#shared/remembered.js';
import { MONTH_AFTER_DAY, shownHyphens, SIZE, SOFT_HYPHEN } from './hyphen-marks.js';
import { asMarkup, type Drawn, writable, writtenChildren } from './drawn-markup.js';

/** A word shorter than this stays whole: «баллы», «карте», «акции». */
const FEWEST_LETTERS = 7;
/** Letters a break leaves on each side, at least: no «ак-/ции», no «Петрен-/ко». */
const FEWEST_AT_EDGE = 3;
/**
 * The longest word given breaks («высокопревосходительство», 24 letters). A longer run is no word a reader meets but an
 * upstream text's string of letters: each break is a mark in the page, and a 102 KB review of 40-letter words made law
 * 4.4 times the page a review of short words does (docs/decisions/489-hyphens-as-a-typesetter-would.md). Such a run stays
 * whole, and the line breaks it where it must (`overflow-wrap`).
 */
const LONGEST_HYPHENATED = 24;
/** A run of letters and digits long enough to hyphenate; only one of Cyrillic letters alone is a Russian word. */
const LONG_RUN = new RegExp(`[а-яёa-z\\d]{${FEWEST_LETTERS},}`, 'gi');
const RUSSIAN_WORD = /^[а-яё]+$/i;
/** A day's month after its number: kept whole (hyphen-marks.ts keeps the date with the short word before it). */
const MONTH = new RegExp(`^${MONTH_AFTER_DAY}$`, 'i');
const AFTER_DAY = /\d[\s\u00a0\u202f]+$/;

/** The patterns' breaks of `word` that leave FEWEST_AT_EDGE letters or more on each side. */
function wordBreaks(word: string): string {
  let left = 0;
  return russian.hyphenateSync(word).split(SOFT_HYPHEN).map((syllable, index) => {
    const kept = index > 0 && left >= FEWEST_AT_EDGE && word.length - left >= FEWEST_AT_EDGE;
    left += syllable.length;
    return kept ? SOFT_HYPHEN + syllable : syllable;
  }).join('');
}

/** Words already hyphenated: a lookup costs a small part of the patterns' walk (remembered.ts bounds what is kept). */
const hyphenatedWord = remembered(wordBreaks);

/**
 * `text` (no markup) with a soft hyphen at each place a typesetter would let its words break. Linear in its
 * length, and no dearer than its words' letters: a run longer than a word given breaks stays whole, as the
 * patterns' walk grows faster than a word's length (10,000 letters 0.5 s, 50,000 letters 51 s).
 */
export const hyphenated = (text: string): string => text.replace(LONG_RUN, (run: string, at: number) => {
  if (run.length > LONGEST_HYPHENATED || !RUSSIAN_WORD.test(run)) return run;
  if (MONTH.test(run) && AFTER_DAY.test(text.slice(Math.max(0, at - 4), at))) return run;
  return hyphenatedWord(run);
});

/** What either step has work in: a run of Cyrillic letters as long as a word they hyphenate, a size, or a date bound to a short word. */
const MAY_BREAK = new RegExp(`[а-яё]{${FEWEST_LETTERS}}|${SIZE.source}|\\d\u00a0[а-яё]`, 'i');

/** A text of the page as shown, in a heading (`heading`) or not, drawn as markup (drawn-markup.ts); once per text (remembered.ts). */
const shownAs = (heading: boolean) =>
  remembered((text): ReactNode => (MAY_BREAK.test(text) ? asMarkup(shownHyphens(hyphenated(text), { heading })) : text));
const [shownText, shownHeadingText] = [shownAs(false), shownAs(true)];

/** `children` with each of its texts shown; the very same value when none changes. */
function shownChildren(children: unknown, show: (text: string) => ReactNode): unknown {
  if (typeof children === 'string') return show(children);
  if (!Array.isArray(children)) return children;
  let changed: unknown[] | undefined;
  for (let index = 0; index < children.length; index++) {
    const shown = shownChildren(children[index], show);
    if (shown !== children[index]) (changed ??= children.slice())[index] = shown;
  }
  return changed ?? children;
}

/**
 * How a tag's texts are shown, one lookup an element: not at all (null) where the text is code, a form's value (a text
 * area's, an option's without a value attribute) or a picture's; as written (String) in a data table's cell, whose words
 * stay whole (shared/ui/table.css): marks there would be bytes never used; a heading's as a heading's; any other tag's as text.
 */
const NOT_WORDS = ['script', 'style', 'textarea', 'option', 'svg', 'title', 'desc', 'text', 'tspan'];
const SHOWN_BY_TAG = new Map<string, ((text: string) => ReactNode) | null>([
  ...NOT_WORDS.map((tag) => [tag, null] as const), ...['caption', 'th', 'td'].map((tag) => [tag, String] as const),
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, shownHeadingText] as const),
]);

/** Whether the elements made now are the page's own: only theirs get their breaks. */
let pageWords = false;

/** What `render` answers, the elements made during it given their breaks (`on`) or not (an island's, inside the page's). */
export function withPageWords<T>(render: () => T, on = true): T {
  const outer = pageWords;
  pageWords = on;
  try {
    return render();
  } finally {
    pageWords = outer;
  }
}

/** An element's props inside withPageWords: its child texts shown, then written as markup where they may be (drawn-markup.ts), in place. */
export function shownProps<P>(type: unknown, props: P): P {
  if (!pageWords) return props;
  const held = props as { children?: unknown; dangerouslySetInnerHTML?: unknown };
  const { children } = held;
  if (children === null || (typeof children !== 'object' && typeof children !== 'string')) return props;
  const show = typeof type === 'string' ? SHOWN_BY_TAG.get(type) : type === Fragment ? shownText : null;
  if (show === null) return props;
  const shown = shownChildren(children, show ?? shownText);
  // A tag whose one child is a drawn text holds the markup made once with the text: nothing is written anew a render.
  const markup = typeof shown === 'string' || !writable(type) ? undefined
    : (typeof children === 'string' && (shown as Drawn).whole) || writtenChildren(shown);
  held.children = markup ? undefined : shown;
  if (markup) held.dangerouslySetInnerHTML = markup;
  return props;
}
