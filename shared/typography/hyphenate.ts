// Where a long Russian word of the page may break, as a typesetter would
// (docs/decisions/485-hyphens-as-a-typesetter-would.md): a common word of 7 letters or more, at a
// syllable that leaves 3 letters or more on each side; never a name or a brand, a date's month,
// a run too long to be a word. The page's own elements get their breaks as the server makes them
// (jsx-runtime.ts) inside withPageWords (server/render/render-page.tsx), as marks whose soft hyphen
// is drawn by the stylesheet (`.shy`, shared/ui/layout.css): no character in the page's text, so a
// copied text is its words. The texts themselves never change (state, answers, head, attributes,
// form values), nor an island's. Server-only: the patterns are 136 KB.
import russian from 'hyphen/ru/index.js';
import { Fragment, type ReactNode } from 'react';
import { remembered } from '#shared/remembered.js';
import { headingWords, shownHyphens, SIZE, SOFT_HYPHEN } from './hyphen-marks.js';
import { LONGEST_WORD } from './typeset.js';

/** A word shorter than this stays whole: «баллы», «карте», «акции». */
const FEWEST_LETTERS = 7;
/** Letters a break leaves on each side, at least: no «ак-/ции», no «Петрен-/ко». */
const FEWEST_AT_EDGE = 3;
/** A run of letters and digits long enough to hyphenate; only one of Cyrillic letters alone is a Russian word. */
const LONG_RUN = new RegExp(`[а-яёa-z\\d]{${FEWEST_LETTERS},}`, 'gi');
const RUSSIAN_WORD = /^[а-яё]+$/i;
/** A day's month, in the case a date gives it («31 октября», «1 мая»); kept with its day. */
const MONTH = /^(январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)[а-яё]*$/i;
const AFTER_DAY = /\d[\s\u00a0\u202f]+$/;
/** Before a sentence's first word: a sentence's end and its spaces, quotes or brackets, or those alone at the text's start. */
const AFTER_SENTENCE = /[.!?…]["»)]?[\s\u00a0«"„(]*$/;
const TEXT_START = /^[\s\u00a0«"„(]*$/;
/** After a sentence's first word, a word of its own (not a name's number or another name: «Технониколь 2026»). */
const LOWERCASE_WORD_NEXT = /^[\s\u00a0]+[а-яё]/;

/**
 * Whether the word `run` at `at` of `text` is a name, a brand or an abbreviation: a capital inside a
 * sentence, or capitals in it. A sentence's first word is one unless a lowercase word follows it (a
 * heading or label of a name alone: «Технониколь 2026», «Санкт-Петербург»).
 */
function isName(run: string, text: string, at: number): boolean {
  if (run.slice(1) !== run.slice(1).toLowerCase()) return true;
  if (run[0] === run[0]!.toLowerCase()) return false;
  const before = text.slice(Math.max(0, at - 8), at);
  const startsSentence = AFTER_SENTENCE.test(before) || (at <= 8 && TEXT_START.test(before));
  return !startsSentence || !LOWERCASE_WORD_NEXT.test(text.slice(at + run.length, at + run.length + 2));
}

/** The patterns' breaks of `word` that leave FEWEST_AT_EDGE letters or more on each side. */
function wordBreaks(word: string): string {
  const syllables = russian.hyphenateSync(word).split(SOFT_HYPHEN);
  let result = syllables[0]!;
  for (const syllable of syllables.slice(1)) {
    const left = result.length - (result.split(SOFT_HYPHEN).length - 1);
    result += left >= FEWEST_AT_EDGE && word.length - left >= FEWEST_AT_EDGE ? SOFT_HYPHEN + syllable : syllable;
  }
  return result;
}

/** Words already hyphenated: a lookup costs a small part of the patterns' walk (remembered.ts bounds what is kept). */
const hyphenatedWord = remembered(wordBreaks);

/**
 * `text` (no markup) with a soft hyphen at each place a typesetter would let its words break. Linear in its
 * length: a run longer than any word (typeset.ts's LONGEST_WORD) stays whole, as the patterns' walk grows
 * faster than a word's length (10,000 letters 0.5 s, 50,000 letters 51 s).
 */
export const hyphenated = (text: string): string => text.replace(LONG_RUN, (run: string, at: number) => {
  if (run.length > LONGEST_WORD || !RUSSIAN_WORD.test(run) || isName(run, text, at)) return run;
  if (MONTH.test(run) && AFTER_DAY.test(text.slice(Math.max(0, at - 4), at))) return run;
  return hyphenatedWord(run);
});

/** What either step has work in: a run of Cyrillic letters as long as a word they hyphenate, or a size (most texts have neither). */
const MAY_BREAK = new RegExp(`[а-яё]{${FEWEST_LETTERS}}|${SIZE.source}`, 'i');

/** A text of the page as shown, in a heading (`heading`) or not; once per text (remembered.ts). */
const shownText = remembered((text): ReactNode => (MAY_BREAK.test(text) ? shownHyphens(hyphenated(text)) : text));
const shownHeadingText = remembered((text): ReactNode => (MAY_BREAK.test(text) ? headingWords(hyphenated(text)) : text));

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

/** Elements whose text is code, a form's value (a text area's, an option's without a value attribute) or a picture's. */
const NOT_WORDS = new Set(['script', 'style', 'textarea', 'option', 'svg', 'title', 'desc', 'text', 'tspan']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

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

/** An element's props inside withPageWords: a tag's or fragment's child texts shown, set in place (compiled JSX made the props anew). */
export function shownProps<P>(type: unknown, props: P): P {
  if (!pageWords) return props;
  const held = props as { children?: unknown };
  const { children } = held;
  if (typeof children !== 'string' && !Array.isArray(children)) return props;
  if (typeof type === 'string' ? NOT_WORDS.has(type) : type !== Fragment) return props;
  held.children = shownChildren(children, typeof type === 'string' && HEADINGS.has(type) ? shownHeadingText : shownText);
  return props;
}
