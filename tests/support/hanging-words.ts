// Short words left at the end of a rendered line («в», «и», «за»… with the next word on
// the line below): what the typography step (shared/typography/typeset.ts) prevents. Read
// from the page's layout: each word's boxes, in document order within its block.
import type { Page } from 'playwright-core';

/** The prepositions, conjunctions and particles that must not end a line. */
export const SHORT_WORDS = [
  'а', 'в', 'во', 'и', 'к', 'ко', 'о', 'об', 'обо', 'от', 'с', 'со', 'у', 'до', 'за', 'из', 'на', 'не', 'ни', 'но', 'по',
  'для', 'без', 'под', 'над', 'при', 'про', 'или', 'из-за',
];

export interface HangingWord {
  word: string;
  /** The line's text around it, to find it on the page. */
  context: string;
}

/** Every visible line of `page` that ends in a short word. */
export function hangingWords(page: Page): Promise<HangingWord[]> {
  return page.evaluate((shortWords) => {
    const short = new Set(shortWords);
    const blockOf = (element: Element | null): Element | null => {
      for (let el = element; el; el = el.parentElement) {
        const display = getComputedStyle(el).display;
        if (!display.startsWith('inline') && display !== 'contents') return el;
      }
      return null;
    };
    interface Word { text: string; block: Element; first: DOMRect; last: DOMRect }
    const words: Word[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    /** Whether the text read last ended inside a word: a text that goes on with no space goes on with it (after a mark, a box's edge). */
    let inWord = false;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const block = blockOf(parent);
      // A visually hidden text (1 px wide) breaks after every word: it is read, not seen.
      if (!block || block.getBoundingClientRect().width < 20) continue;
      // Words are what a space separates, a no-break one too: «по» bound to «выгодным» still ends its line when they part.
      for (const match of node.data.matchAll(/[^ \t\n\r\u00a0\u202f]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue;
        const before = words.at(-1);
        const goesOn = inWord && match.index === 0 && before?.block === block;
        if (goesOn) Object.assign(before, { text: before.text + match[0], last: rects.at(-1)! });
        else words.push({ text: match[0], block, first: rects[0]!, last: rects.at(-1)! });
      }
      inWord = /[^ \t\n\r\u00a0\u202f]$/.test(node.data);
    }
    const found: { word: string; context: string }[] = [];
    for (let i = 0; i + 1 < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1]!;
      if (next.block !== word.block || next.first.top < word.last.bottom - 2) continue;
      const bare = word.text.toLowerCase().replace(/^[«"(„]+|[»",.:;!?)]+$/g, '');
      if (short.has(bare)) found.push({ word: word.text, context: words.slice(Math.max(0, i - 3), i + 2).map((w) => w.text).join(' ') });
    }
    return found;
  }, SHORT_WORDS);
}
