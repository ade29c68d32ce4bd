// Soft hyphens in the page's visible words (docs/decisions/387-soft-hyphens-in-the-rendered-words.md):
// a long Russian word breaks only at a syllable, with a hyphen shown, in every browser (the
// tests' Chromium has no Russian patterns for `hyphens: auto`). Added to the rendered HTML of
// the page's static parts, after the typography step (typeset.ts) and never to the texts
// themselves: the store's state, the API's answers, the head's tags, attributes and form
// values keep their words whole. An island's HTML is left as rendered (the browser renders
// it again, without the patterns: server/render/render-page.tsx puts it in afterwards).
// Server-only: the patterns are 136 KB of script.
import russian from 'hyphen/ru/index.js';
import { remembered } from './remembered.js';

/** The soft hyphen: an invisible place a word may break, drawn as «-» when a line ends there. */
export const SOFT_HYPHEN = '\u00ad';

/**
 * The package's own default; with 8, words of 7 letters bound to a number stayed cut
 * (docs/decisions/387-soft-hyphens-in-the-rendered-words.md).
 */
const FEWEST_LETTERS = 5;
/** A run of letters and digits long enough to hyphenate; only one of Cyrillic letters alone is a Russian word. */
const LONG_RUN = new RegExp(`[а-яёa-z\\d]{${FEWEST_LETTERS},}`, 'gi');
const RUSSIAN_WORD = /^[а-яё]+$/i;

/**
 * Words already hyphenated: a render meets the same few thousand words again and again, and a
 * lookup costs a small part of the patterns' walk. Bounded: the catalogue's names bring new words.
 */
const hyphenatedWord = remembered((word) => russian.hyphenateSync(word));

/** `text` (no markup) with a soft hyphen at each syllable break of its Russian words. */
export const hyphenated = (text: string): string => text.replace(LONG_RUN, (run) => (RUSSIAN_WORD.test(run) ? hyphenatedWord(run) : run));

/**
 * Markup and what no visitor reads as text: tags, comments, and the content of the elements
 * whose text is code or may be a form's value (a text area's, an option's without a value
 * attribute; a select's options never wrap). A text node of React's markup has its `<` and
 * `>` escaped, so every other `<` starts one of these.
 */
const NOT_TEXT = /<!--[\s\S]*?-->|<(script|style|textarea|option|svg)\b[\s\S]*?<\/\1\s*>|<[^>]*>/gi;

/**
 * The «х» of a size between its numbers («12,5х1200х2500»): a line may end after it, so a
 * product's size never has to be cut inside a number; `<wbr>` adds no character to the text.
 */
const SIZE_TIMES = /(?<=\d)[хx×](?=\d)/g;

/** What either step has work in: a run of Cyrillic letters as long as a word they hyphenate, or a size. */
const MAY_BREAK = new RegExp(`[а-яё]{${FEWEST_LETTERS}}|\\d[хx×]\\d`, 'i');

/**
 * Text nodes already broken: a page's texts come back render after render, and a lookup here
 * skips the word-by-word walk (it halved hyphenateHtml on knauf2025's page, 84 → 45 µs, in
 * docs/performance.md's terms a render's share). Bounded like the words.
 */
const brokenText = remembered((text) => hyphenated(text).replace(SIZE_TIMES, '$&<wbr>'));

/** A text node of rendered markup hyphenated, and its sizes given their places to break (most nodes have neither). */
const textBreaks = (text: string): string => (MAY_BREAK.test(text) ? brokenText(text) : text);

/** `html` (a rendered body) with its text nodes hyphenated; tags, attributes and the elements NOT_TEXT names as they are. */
export function hyphenateHtml(html: string): string {
  let result = '';
  let from = 0;
  for (const markup of html.matchAll(NOT_TEXT)) {
    result += textBreaks(html.slice(from, markup.index)) + markup[0];
    from = markup.index + markup[0].length;
  }
  return result + textBreaks(html.slice(from));
}
