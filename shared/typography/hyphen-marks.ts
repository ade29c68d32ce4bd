// How a text's places to break are drawn (docs/decisions/485-hyphens-as-a-typesetter-would.md): a soft
// hyphen becomes an empty mark `.shy` whose generated content is the soft hyphen (shared/ui/layout.css),
// so the line breaks there with its «-» shown while the page's text holds no invisible character (a
// selection or a copy gives the words as written); a size's «х» between numbers is followed by `<wbr>`.
// No patterns here: the server's page (shared/typography/hyphenate.ts) and an island that draws an
// upstream card's hyphenated text (shared/features/business/helpful-info.tsx) use it alike.
import { createElement, type ReactNode } from 'react';

/** The soft hyphen: in a text, where a word may break (shared/typography/hyphenate.ts puts them). */
export const SOFT_HYPHEN = '\u00ad';

/** A size's «х» between its numbers («12,5х1200х2500»): a line may end after it, never inside a number. */
export const SIZE = /\d[хx×]\d/;
/** The places a shown text is cut: a soft hyphen (taken out), after a size's «х» (kept). */
const BREAKS = /\u00ad|(?<=\d[хx×])(?=\d)/g;

/** `text` with its soft hyphens as marks and its sizes' `<wbr>`; the text itself when it has neither. `key` tells its parts from a sibling's. */
export function shownHyphens(text: string, key: number | string = 0): ReactNode {
  if (!text.includes(SOFT_HYPHEN) && !SIZE.test(text)) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const cut of text.matchAll(BREAKS)) {
    const soft = cut[0] === SOFT_HYPHEN;
    parts.push(text.slice(from, cut.index), createElement(soft ? 'span' : 'wbr', { key: `${key}.${parts.length}`, className: soft ? 'shy' : undefined }));
    from = cut.index + cut[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/** A heading's word that may break, with the punctuation held to it. */
const BREAKABLE_WORD = /([^\s\u00a0]*\u00ad[^\s\u00a0]*)/;

/**
 * A heading's `text` shown: each word that may break in a box of its own (`.word`, shared/ui/layout.css),
 * which goes whole to the next line when it does not fit this one, and breaks at its marks only when the
 * heading's whole line cannot hold it.
 */
export function headingWords(text: string, key: number | string = 0): ReactNode {
  const parts = text.split(BREAKABLE_WORD);
  if (parts.length === 1) return shownHyphens(text, key);
  return parts.map((part, index) => (index % 2 === 1
    ? createElement('span', { key: `${key}.${index}`, className: 'word' }, shownHyphens(part, `${key}.${index}`))
    : shownHyphens(part, `${key}.${index}`)));
}
