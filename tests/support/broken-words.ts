// Where the lines of a page end inside a word or a figure, read from the page's layout as a reader sees it:
// the box of each letter of each visible text node, in order, across the elements between them. A line that
// ends inside a word ends at a hyphenation point with its hyphen drawn (a mark `<i>` whose generated soft
// hyphen has a width there, shared/typography/hyphen-marks.ts, or a U+00AD in the text with a box), or the
// word is cut with no hyphen shown: a mark whose hyphen is not drawn counts as a cut
// (docs/decisions/489-hyphens-as-a-typesetter-would.md). A line that ends at a no-break space, inside a
// figure kept whole (`.keep-figure`) or at a size's sign (its mark `.times`) where its line could hold the size whole
// breaks what is bound. Whether a line could hold a run is measured by the page's own layout (the run laid out on one
// line beside it), never by another measure of the font: the reader judges as the browser broke, to the pixel, whatever
// the fonts. It reads once the page's fonts are loaded (document.fonts.ready), so a layout is never read half-styled.
import type { Page } from 'playwright-core';

export interface WordBreak {
  /** The word as written, soft hyphens left out, with «|» where its line ends (for a joined break: the text around it). */
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
  /** Whether the word with what is bound to it (up to the spaces around it), laid out in its holder, is no wider than its block's line. */
  fitsLine: boolean;
}

export interface WordBreaks {
  /** Lines that end at a hyphenation point with its hyphen drawn: a mark or a soft hyphen. */
  hyphenated: WordBreak[];
  /** Lines that end inside a word elsewhere, or at a mark or soft hyphen whose hyphen is not drawn: the word cut with no hyphen. */
  cut: WordBreak[];
  /**
   * Lines that end at a no-break space (U+00A0, U+202F) or start with one, inside an element that keeps a
   * figure whole (`.keep-figure`: a phone number), or at a size's sign or a `<wbr>` when its line could hold the run:
   * what Typograf binds (a number and its unit, a short word and the next, a day and its month) broken all
   * the same. The `word` is the text around the break.
   */
  joined: WordBreak[];
  /**
   * Lines that end at a box's last resort where its line cannot hold the run: a date's `<wbr>` after its short word, a
   * size's sign mark; `drawn`: a mark's character shows at the line's end. The `word` is the text around the break.
   */
  lastResort: (WordBreak & { drawn: boolean })[];
}

/** Every line end inside a word or a figure of the elements `selector` finds on `page` (the whole body unless told). */
export function wordBreaks(page: Page, selector = 'body'): Promise<WordBreaks> {
  return page.evaluate(async (selector) => {
    await document.fonts.ready;
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
    };
    const breaks: WordBreaks = { hyphenated: [], cut: [], joined: [], lastResort: [] };
    const range = document.createRange();
    const visibleBoxes = () => [...range.getClientRects()].filter((r) => r.width > 0.5);
    /** The middle of the line character `i` of `node` ends on (its last box), undefined for a character with no box. */
    const lineOf = (node: Text, i: number): number | undefined => {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const box = visibleBoxes().at(-1);
      return box && box.top + box.height / 2;
    };
    const plain = (s: string) => s.replaceAll('\u00ad', '');
    /**
     * The block `el` is in (a word's box `.word` is part of its line; any other inline block is a block of its own, as a
     * table cell's prize next to its card number): the text around a break is read within it.
     */
    const inLine = (el: Element) => /^(inline|contents)$/.test(getComputedStyle(el).display) || el.matches('.word');
    const blockOf = (el: Element): Element => {
      let block = el;
      while (inLine(block) && block.parentElement) block = block.parentElement;
      return block;
    };
    const blockText = (block: Element, node: Node, offset: number, side: 'before' | 'after') => {
      range.selectNodeContents(block);
      if (side === 'before') range.setEnd(node, offset);
      else range.setStart(node, offset);
      return plain(range.toString());
    };
    const letters = /[\p{L}\p{N}-]*$/u;
    const inIsland = (el: Element) => el.closest('[data-island], [role="dialog"]') !== null;
    /** What is known of the word broken at `offset` of `node` (the first letter on the next line), `holder` its element. */
    const breakAt = (node: Node, offset: number, holder: Element): WordBreak => {
      const block = blockOf(holder);
      const before = blockText(block, node, offset, 'before');
      const after = blockText(block, node, offset, 'after');
      const head = letters.exec(before)![0].replace(/^-+/, '');
      const tail = /^[\p{L}\p{N}-]*/u.exec(after)![0].replace(/-+$/, '');
      const ahead = before.slice(0, before.length - head.length);
      // The run as the layout sets it on one line, in its holder's style; the line's width to the fraction of a pixel.
      const run = document.createElement('span');
      run.style.whiteSpace = 'nowrap';
      run.textContent = /[^ \t\n]*$/.exec(before)![0] + /^[^ \t\n]*/.exec(after)![0];
      holder.append(run);
      const runWidth = run.getBoundingClientRect().width;
      run.remove();
      const edges = getComputedStyle(block);
      const content = block.getBoundingClientRect().width - ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth']
        .reduce((sum, side) => sum + parseFloat(edges[side as 'paddingLeft']), 0);
      return {
        word: `${head}|${tail}`,
        holder: name(holder),
        inIsland: inIsland(holder),
        startsSentence: /(^|[.!?…]["»)]?)[\s\u00a0«"(]*$/u.test(ahead),
        afterNumber: /\d[\s\u00a0\u202f]+$/.test(ahead),
        inHeading: holder.closest('h1, h2, h3, h4, h5, h6') !== null,
        // What the line must hold unbroken: the word with what is bound to it, up to the spaces around it.
        fitsLine: runWidth <= content,
      };
    };
    const visible = (holder: Element | null): holder is Element =>
      !!holder && !holder.closest('.visually-hidden, [hidden], noscript, script, style, option, select, textarea')
      && holder.getClientRects().length > 0;
    const isWord = (char: string) => /[\p{L}\p{N}]/u.test(char);
    const isSpace = (char: string) => /[ \t\n\r]/.test(char);
    const isBound = (char: string) => char === '\u00a0' || char === '\u202f';
    /**
     * What lies between two characters with boxes: marks (drawn or not), soft hyphens in the text, a box's last resort (a
     * `<wbr>`, a size's sign mark `.times`), a no-break space unseen.
     */
    interface Between { hyphens: boolean[]; wbr: boolean; bound: boolean }
    /** Sorts the line end between `before` and `after` (the next line's first character, at `offset` of `node`). */
    const sort = (before: string, after: string, between: Between, node: Text, offset: number) => {
      const holder = node.parentElement!;
      const found = breakAt(node, offset, holder);
      // A box's last resort (a date's `<wbr>` after its short word, a size's sign) parts it only where its line cannot hold it.
      const joined = between.wbr ? found.fitsLine : isBound(before) || isBound(after) || between.bound || !!holder.closest('.keep-figure');
      const text = (side: 'before' | 'after') => blockText(blockOf(holder), node, offset, side);
      const around = `${text('before').slice(-12)}|${text('after').slice(0, 12)}`;
      if (joined) breaks.joined.push({ ...found, word: around });
      else if (between.wbr) breaks.lastResort.push({ ...found, word: around, drawn: between.hyphens.some((drawn) => drawn) });
      else if (!isWord(before) || !isWord(after)) return;
      else if (between.hyphens.some((drawn) => drawn)) breaks.hyphenated.push(found);
      else breaks.cut.push(found);
    };
    for (const root of document.querySelectorAll(selector)) {
      /** The last character read with a box: where its line is, and what came after it before the next. */
      let last: { node: Text; char: string; line: number; block: Element; between: Between } | undefined;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (!last) continue;
          // A mark (`.shy`: as the marks were once written, so this reader judges that markup too).
          if (node.matches('.times, wbr')) last.between.wbr = true;
          if (node.matches('i:empty, .shy')) last.between.hyphens.push(visible(node) && node.getBoundingClientRect().width > 0.5);
          else if (node.tagName === 'BR') last = undefined;
          continue;
        }
        const text = node as Text;
        const holder = text.parentElement;
        if (!visible(holder)) continue;
        const block = blockOf(holder);
        if (last && last.block !== block) last = undefined;
        range.selectNodeContents(text);
        // A text on one line: only its first and last characters can meet a line end (at its edges).
        const oneLine = new Set(visibleBoxes().map((box) => Math.round(box.top + box.height / 2))).size <= 1;
        for (let i = 0; i < text.length; i += 1) {
          const char = text.data[i]!;
          if (isSpace(char)) {
            last = undefined;
            continue;
          }
          if (char === '\u00ad') {
            // A soft hyphen in the text: a box of its own only where its line ends on it (the hyphen drawn).
            if (last) last.between.hyphens.push(lineOf(text, i) !== undefined);
            continue;
          }
          if (oneLine && i > 0 && i < text.length - 1 && !isBound(char)) continue;
          const line = lineOf(text, i);
          if (line === undefined) {
            if (last && isBound(char)) last.between.bound = true;
            continue;
          }
          if (last && line - last.line > 1) sort(last.char, char, last.between, text, i);
          last = { node: text, char, line, block, between: { hyphens: [], wbr: false, bound: false } };
        }
      }
    }
    return breaks;
  }, selector);
}
