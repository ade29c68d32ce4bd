// Soft hyphens in the page's visible words (docs/decisions/400-soft-hyphens-as-the-page-is-made.md): a long Russian
// word breaks only at a syllable, with a hyphen shown, in every browser. Added to the texts of the page's own elements
// as the server makes them (jsx-runtime.ts) inside withPageWords (server/render/render-page.tsx), never to the texts
// themselves (state, answers, head, attributes, form values) nor to an island's. Server-only: the patterns are 136 KB.
import russian from 'hyphen/ru/index.js';
import { createElement, Fragment, type ReactNode } from 'react';
import { remembered } from '#shared/remembered.js';

/** The soft hyphen: an invisible place a word may break, drawn as «-» when a line ends there. */
export const SOFT_HYPHEN = '\u00ad';

// The package's default; with 8, 7-letter words bound to a number stayed cut (docs/decisions/387-soft-hyphens-in-the-rendered-words.md).
const FEWEST_LETTERS = 5;
/** A run of letters and digits long enough to hyphenate; only one of Cyrillic letters alone is a Russian word. */
const LONG_RUN = new RegExp(`[а-яёa-z\\d]{${FEWEST_LETTERS},}`, 'gi');
const RUSSIAN_WORD = /^[а-яё]+$/i;

/** Words already hyphenated: a lookup costs a small part of the patterns' walk (remembered.ts bounds what is kept). */
const hyphenatedWord = remembered((word) => russian.hyphenateSync(word));

/** `text` (no markup) with a soft hyphen at each syllable break of its Russian words. */
export const hyphenated = (text: string): string => text.replace(LONG_RUN, (run) => (RUSSIAN_WORD.test(run) ? hyphenatedWord(run) : run));

/** After the «х» of a size between its numbers («12,5х1200х2500») a line may end (`<wbr>`), never inside a number. */
const SIZE = /\d[хx×]\d/;
const AFTER_SIZE_TIMES = /(?<=\d[хx×])(?=\d)/;

/** What either step has work in: a run of Cyrillic letters as long as a word they hyphenate, or a size (most texts have neither). */
const MAY_BREAK = new RegExp(`[а-яё]{${FEWEST_LETTERS}}|${SIZE.source}`, 'i');

/** A text of the page as shown: its words hyphenated, its sizes given their places to break; once per text (remembered.ts). */
const shownText = remembered((text): ReactNode => {
  if (!MAY_BREAK.test(text)) return text;
  const words = hyphenated(text);
  if (!SIZE.test(words)) return words;
  return words.split(AFTER_SIZE_TIMES).flatMap((part, index) => (index === 0 ? [part] : [createElement('wbr', { key: index }), part]));
});

/** `children` with each of its texts shown; the very same value when none changes. */
function shownChildren(children: unknown): unknown {
  if (typeof children === 'string') return shownText(children);
  if (!Array.isArray(children)) return children;
  let changed: unknown[] | undefined;
  for (let index = 0; index < children.length; index++) {
    const shown = shownChildren(children[index]);
    if (shown !== children[index]) (changed ??= children.slice())[index] = shown;
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

/** An element's props inside withPageWords: a tag's or fragment's child texts shown, set in place (compiled JSX made the props anew). */
export function shownProps<P>(type: unknown, props: P): P {
  if (!pageWords) return props;
  const held = props as { children?: unknown };
  const { children } = held;
  if (typeof children !== 'string' && !Array.isArray(children)) return props;
  if (typeof type === 'string' ? NOT_WORDS.has(type) : type !== Fragment) return props;
  held.children = shownChildren(children);
  return props;
}
