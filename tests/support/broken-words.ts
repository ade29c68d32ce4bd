// Where the lines of a page end inside a word: at a hyphenation point (a soft hyphen drawn as «-» at the
// line's end: the page's mark `.shy`, whose generated content is one, shared/typography/hyphenate.ts, or a
// U+00AD in the text), or cut with no hyphen shown (what docs/decisions/387-soft-hyphens-in-the-rendered-words.md
// prevents). Read from the page's layout: the box of each letter of each visible text node, in order.
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
  /** Whether the word starts its sentence: nothing but spaces or a closing mark since the block's start or a «.», «!», «?», «…». */
  startsSentence: boolean;
  /** Whether the word follows a number (a day before its month: «31 октября»). */
  afterNumber: boolean;
  /** Whether it is in a heading (h1–h6). */
  inHeading: boolean;
  /** Whether the word with what is bound to it (up to the spaces around it), in its holder's font, is no wider than its block's line. */
  fitsLine: boolean;
}

export interface WordBreaks {
  /** Lines that end at a hyphenation point: a mark or a soft hyphen. */
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
    const canvas = document.createElement('canvas').getContext('2d')!;
    /** The middle of the line the box of `node` from `start` to `end` ends on (its last box: a soft hyphen's letter has one on each). */
    const lineOfBox = (node: Node, start: number, end: number): number | undefined => {
      range.setStart(node, start);
      range.setEnd(node, end);
      const box = [...range.getClientRects()].filter((r) => r.width > 0.5).at(-1);
      return box && box.top + box.height / 2;
    };
    /** The line character `i` of `node` lies on (undefined for a character with no box). */
    const lineOf = (node: Text, i: number): number | undefined => lineOfBox(node, i, i + 1);
    const plain = (s: string) => s.replaceAll('\u00ad', '');
    const isBlock = (el: Element) => !/^(inline|contents)/.test(getComputedStyle(el).display);
    /** The block `el` is in: the text around a break is read within it. */
    const blockOf = (el: Element): Element => {
      let block = el;
      while (!isBlock(block) && block.parentElement) block = block.parentElement;
      return block;
    };
    const blockText = (block: Element, node: Node, offset: number, side: 'before' | 'after') => {
      range.selectNodeContents(block);
      if (side === 'before') range.setEnd(node, offset);
      else range.setStart(node, offset);
      return plain(range.toString());
    };
    const letters = /[\p{L}\p{N}-]*$/u;
    /** What is known of the word broken at `offset` of `node` (a point between two of its letters), `holder` its element. */
    const breakAt = (node: Node, offset: number, holder: Element, inIsland: boolean): WordBreak => {
      const block = blockOf(holder);
      const before = blockText(block, node, offset, 'before');
      const after = blockText(block, node, offset, 'after');
      const head = letters.exec(before)![0].replace(/^-+/, '');
      const tail = /^[\p{L}\p{N}-]*/u.exec(after)![0].replace(/-+$/, '');
      const ahead = before.slice(0, before.length - head.length);
      const style = getComputedStyle(holder);
      canvas.font = style.font;
      const blockStyle = getComputedStyle(block);
      const content = block.clientWidth - parseFloat(blockStyle.paddingLeft) - parseFloat(blockStyle.paddingRight);
      return {
        word: `${head}|${tail}`,
        holder: name(holder),
        inIsland,
        startsSentence: /(^|[.!?…]["»)]?)[\s\u00a0«"(]*$/u.test(ahead),
        afterNumber: /\d[\s\u00a0\u202f]+$/.test(ahead),
        inHeading: holder.closest('h1, h2, h3, h4, h5, h6') !== null,
        // What the line must hold unbroken: the word with what is bound to it, up to the spaces around it.
        fitsLine: canvas.measureText(/[^ \t\n]*$/.exec(before)![0] + /^[^ \t\n]*/.exec(after)![0]).width <= content,
      };
    };
    const visible = (holder: Element | null): holder is Element =>
      !!holder && !holder.closest('.visually-hidden, [hidden], noscript, script, style, option, select, textarea')
      && holder.getClientRects().length > 0;
    for (const root of document.querySelectorAll(selector)) {
      // The page's marks: a line that ends at one ends at its hyphen.
      for (const mark of root.querySelectorAll('.shy')) {
        const holder = mark.parentElement;
        const [previous, next] = [mark.previousSibling, mark.nextSibling];
        if (!visible(holder) || !(previous instanceof Text) || !(next instanceof Text)) continue;
        if (previous.length === 0 || next.length === 0) continue;
        const before = lineOf(previous, previous.length - 1);
        const after = lineOfBox(next, 0, 1);
        if (before !== undefined && after !== undefined && after - before > 1) {
          breaks.hyphenated.push(breakAt(next, 0, holder, holder.closest('[data-island], [role="dialog"]') !== null));
        }
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const holder = node.parentElement;
        if (!visible(holder)) continue;
        const inIsland = holder.closest('[data-island], [role="dialog"]') !== null;
        const keptWhole = holder.closest('.keep-figure') !== null;
        for (let i = 1; i < node.data.length - 1; i += 1) {
          if (!keptWhole && node.data[i] !== '\u00a0' && node.data[i] !== '\u202f') continue;
          const before = lineOf(node, i - 1);
          const after = lineOf(node, i + 1);
          if (before !== undefined && after !== undefined && after - before > 1) {
            const around = node.data.slice(Math.max(0, i - 12), i + 12).replaceAll('\u00ad', '');
            breaks.joined.push({ ...breakAt(node, i, holder, inIsland), word: around });
          }
        }
        // A word: letters and digits, with soft hyphens between them (a mark splits it into text nodes of its own).
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
              const found = breakAt(node, match.index + i, holder, inIsland);
              if (word[i - 1] === '\u00ad') breaks.hyphenated.push(found);
              else breaks.cut.push({ ...found, word: `${plain(word.slice(0, i))}|${plain(word.slice(i))}` });
            }
            previous = line;
          }
        }
      }
    }
    return breaks;
  }, selector);
}
