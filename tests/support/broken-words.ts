// Where the lines of a page end inside a word: at a soft hyphen (U+00AD, drawn as «-» at the
// line's end; shared/typography/hyphenate.ts), or cut with no hyphen shown (what
// docs/decisions/387-soft-hyphens-in-the-rendered-words.md prevents). Read from the page's
// layout: the box of each letter of each visible text node, in order.
import type { Page } from 'playwright-core';

export interface WordBreak {
  /** The word as written, soft hyphens left out, with «|» where its line ends. */
  word: string;
  /** The element that holds it: tag, id and classes. */
  holder: string;
  /**
   * Whether it is an island's (shared/ui/island.tsx), a modal's included (shared/ui/dialog.tsx
   * draws it outside its island): rendered by the browser, which has no patterns.
   */
  inIsland: boolean;
}

export interface WordBreaks {
  /** Lines that end at a soft hyphen. */
  hyphenated: WordBreak[];
  /** Lines that end inside a word elsewhere: the word cut with no hyphen. */
  cut: WordBreak[];
  /**
   * Lines that end at a no-break space (U+00A0, U+202F), or inside an element that keeps a
   * figure whole (`.keep-figure`: a phone number): what Typograf binds (a number and its unit,
   * a sum's groups and ₽, a day and its month) broken all the same. The `word` is the text
   * around the break.
   */
  joined: WordBreak[];
}

/** Every line end inside a word of the elements `selector` finds on `page` (the whole body unless told). */
export function wordBreaks(page: Page, selector = 'body'): Promise<WordBreaks> {
  return page.evaluate((selector) => {
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
    };
    const breaks: WordBreaks = { hyphenated: [], cut: [], joined: [] };
    const range = document.createRange();
    /**
     * The middle of the line character `i` of `node` lies on (undefined for a character with no
     * box). The letter after a line's soft hyphen has the hyphen's box on the line before as well: its last box counts.
     */
    const lineOf = (node: Text, i: number): number | undefined => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = [...range.getClientRects()].filter((r) => r.width > 0.5).at(-1);
      return box && box.top + box.height / 2;
    };
    const plain = (s: string) => s.replaceAll('\u00ad', '');
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const holder = node.parentElement;
        if (!holder || holder.closest('.visually-hidden, [hidden], noscript, script, style, option, select, textarea')) continue;
        if (holder.getClientRects().length === 0) continue;
        const inIsland = holder.closest('[data-island], [role="dialog"]') !== null;
        const keptWhole = holder.closest('.keep-figure') !== null;
        for (let i = 1; i < node.data.length - 1; i += 1) {
          if (!keptWhole && node.data[i] !== '\u00a0' && node.data[i] !== '\u202f') continue;
          const before = lineOf(node, i - 1);
          const after = lineOf(node, i + 1);
          if (before !== undefined && after !== undefined && after - before > 1) {
            const around = node.data.slice(Math.max(0, i - 12), i + 12).replaceAll('\u00ad', '');
            breaks.joined.push({ word: around, holder: name(holder), inIsland });
          }
        }
        // A word: letters and digits, with soft hyphens between them.
        for (const match of node.data.matchAll(/[\p{L}\p{N}][\p{L}\p{N}\u00ad]*/gu)) {
          const word = match[0];
          range.setStart(node, match.index);
          range.setEnd(node, match.index + word.length);
          if ([...range.getClientRects()].filter((r) => r.width > 0.5).length < 2) continue;
          let previous = lineOf(node, match.index);
          for (let i = 1; i < word.length; i += 1) {
            if (word[i] === '\u00ad') continue;
            const line = lineOf(node, match.index + i);
            if (line === undefined) continue;
            if (previous !== undefined && line - previous > 1) {
              const found = {
                word: `${plain(word.slice(0, i))}|${plain(word.slice(i))}`,
                holder: name(holder),
                inIsland,
              };
              (word[i - 1] === '\u00ad' ? breaks.hyphenated : breaks.cut).push(found);
            }
            previous = line;
          }
        }
      }
    }
    return breaks;
  }, selector);
}
