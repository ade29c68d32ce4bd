// Soft hyphens in the page's visible words (docs/decisions/387-soft-hyphens-in-the-rendered-words.md):
// a long Russian word breaks only at a syllable, with a hyphen shown, in every browser (the
// tests' Chromium has no Russian patterns for `hyphens: auto`). Added to the rendered HTML of
// the page's static parts, after the typography step (typeset.ts) and never to the texts
// themselves: the store's state, the API's answers, the head's tags, attributes and form
// values keep their words whole. An island's HTML is left as rendered (the browser renders
// it again, without the patterns: server/render/render-page.tsx puts it in afterwards).
// Server-only: the patterns are 136 KB of script.
import russian from 'hyphen/ru/index.js';

/** The soft hyphen: an invisible place a word may break, drawn as «-» when a line ends there. */
export const SOFT_HYPHEN = '\u00ad';

/** Shorter words fit any line the layouts leave (docs/decisions/387-…); Chromium's own `hyphens: auto` starts at 5 letters too. */
const FEWEST_LETTERS = 5;
const RUSSIAN_WORD = new RegExp(`(?<![\\p{L}\\p{N}])[а-яё]{${FEWEST_LETTERS},}(?![\\p{L}\\p{N}])`, 'giu');

/** `text` (no markup) with a soft hyphen at each syllable break of its Russian words. */
export const hyphenated = (text: string): string => text.replace(RUSSIAN_WORD, (word) => russian.hyphenateSync(word));

/**
 * Markup and what no visitor reads as text: tags, comments, and the content of the elements
 * whose text is code or a form's value. A text node of React's markup has its `<` and `>`
 * escaped, so every other `<` starts one of these.
 */
const NOT_TEXT = /<!--[\s\S]*?-->|<(script|style|textarea|svg)\b[\s\S]*?<\/\1\s*>|<[^>]*>/gi;

/**
 * The «х» of a size between its numbers («12,5х1200х2500»): a line may end after it, so a
 * product's size never has to be cut inside a number; `<wbr>` adds no character to the text.
 */
const SIZE_TIMES = /(?<=\d)[хx×](?=\d)/g;

/** A text node of rendered markup hyphenated, and its sizes given their places to break. */
const textBreaks = (text: string): string => hyphenated(text).replace(SIZE_TIMES, '$&<wbr>');

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
