// Soft hyphens in the page's visible words (docs/decisions/400-soft-hyphens-as-the-page-is-made.md):
// a long Russian word breaks only at a syllable, with a hyphen shown, in every browser (the
// tests' Chromium has no Russian patterns for `hyphens: auto`). Added to the texts of the
// page's own elements as the server makes them (shared/typography/jsx-runtime.ts), inside
// the render of the page's static parts (withPageWords, server/render/render-page.tsx), and
// never to the texts themselves: the store's state, the API's answers, the head's tags,
// attributes and form values keep their words whole. An island is rendered without them
// (the browser renders it again, without the patterns). Server-only: the patterns are 136 KB of script.
import russian from 'hyphen/ru/index.js';
import { createElement, Fragment, type ReactNode } from 'react';
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

/** Texts already hyphenated: a page's texts come back render after render, and a lookup skips the word-by-word walk. */
const hyphenatedText = remembered(hyphenated);

/**
 * After the «х» of a size between its numbers («12,5х1200х2500»): a line may end there, so a
 * product's size never has to be cut inside a number; `<wbr>` adds no character to the text.
 */
const SIZE = /\d[хx×]\d/;
const AFTER_SIZE_TIMES = /(?<=\d[хx×])(?=\d)/;

/** What either step has work in: a run of Cyrillic letters as long as a word they hyphenate, or a size (most texts have neither). */
const MAY_BREAK = new RegExp(`[а-яё]{${FEWEST_LETTERS}}|${SIZE.source}`, 'i');

/** A text of the page as shown: its words hyphenated, its sizes given their places to break. */
function shownText(text: string): ReactNode {
  if (!MAY_BREAK.test(text)) return text;
  const words = hyphenatedText(text);
  if (!SIZE.test(words)) return words;
  return words.split(AFTER_SIZE_TIMES).flatMap((part, index) => (index === 0 ? [part] : [createElement('wbr', { key: index }), part]));
}

/** `children` with each of its texts shown; the very same value when none changes. */
function shownChildren(children: unknown): unknown {
  if (typeof children === 'string') return shownText(children);
  if (!Array.isArray(children)) return children;
  let changed: unknown[] | undefined;
  for (let index = 0; index < children.length; index++) {
    const child: unknown = children[index];
    const shown = shownChildren(child);
    if (shown !== child) (changed ??= children.slice())[index] = shown;
  }
  return changed ?? children;
}

/** Elements whose text is code, a form's value (a text area's, an option's without a value attribute) or a picture's. */
const NOT_WORDS = new Set(['script', 'style', 'textarea', 'option', 'svg', 'title', 'desc', 'text', 'tspan']);

/** Whether the elements made now are the page's own: only theirs get soft hyphens. */
let pageWords = false;

/** What `render` answers, the elements made during it hyphenated (`on`) or not (an island's, inside the page's). */
export function withPageWords<T>(render: () => T, on = true): T {
  const outer = pageWords;
  pageWords = on;
  try {
    return render();
  } finally {
    pageWords = outer;
  }
}

/**
 * An element's props as the server makes it: inside withPageWords, the texts of a tag's or a fragment's children shown.
 * The props are the object the compiled JSX has just made for this element alone: its children are set in place.
 */
export function shownProps<P>(type: unknown, props: P): P {
  if (!pageWords) return props;
  const held = props as { children?: unknown };
  const { children } = held;
  if (typeof children !== 'string' && !Array.isArray(children)) return props;
  if (typeof type === 'string' ? NOT_WORDS.has(type) : type !== Fragment) return props;
  held.children = shownChildren(children);
  return props;
}
