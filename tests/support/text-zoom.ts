// Text-only zoom, as Android's font scale or Firefox's «zoom text only» gives it: the
// browser's default font size raised (through the DevTools protocol, which the headless
// shell obeys as the full browser does), and what such a page must not do (WCAG 1.4.4,
// 1.4.10): scroll sideways, clip a text, or cover the screen with a fixed or sticky box.
import type { Page } from 'playwright-core';

/** Chromium's default font size: 16 px; `factor` 2 is the 200 % text of WCAG 1.4.4. */
export async function zoomText(page: Page, factor: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * factor, fixed: 13 * factor } });
}

export interface TextZoomProblems {
  /** The body's font size in px (32 at 200 %). */
  bodyFontPx: number;
  /** How far the page is wider than the screen, px (0 when it reflows). */
  overflowX: number;
  /** The innermost elements that reach past the screen's right edge, and by how much. */
  wide: string[];
  /** Elements whose text is cut: overflow hidden or clipped, or cut with an ellipsis or a line clamp. */
  clipped: string[];
  /** Fixed or sticky boxes taller than half the screen, or whose controls leave it. */
  covering: string[];
  /**
   * Words cut in the middle: a word (text between the places a line may break: ordinary
   * spaces, after a hyphen, dash or slash; a no-break space joins) whose letters lie on two
   * lines, with the element that holds it, when its line could have held it whole (a word
   * wider than the whole line can only be hyphenated or cut). A word the browser hyphenates (`hyphens: auto`
   * where it has the language's patterns) is split at a syllable with a hyphen shown: not
   * counted then; the Chromium of the tests has no Russian patterns, so there every split counts
   * but at a soft hyphen (docs/decisions/489-hyphens-as-a-typesetter-would.md), where a line may break as after a hyphen.
   */
  cutWords: string[];
}

export function textZoomProblems(page: Page): Promise<TextZoomProblems> {
  return page.evaluate(() => {
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const hasText = (el: Element) => (el.textContent ?? '').trim() !== '';
    const clipped: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el) || !hasText(el) || el.closest('.visually-hidden, [hidden], noscript, script, style')) continue;
      const style = getComputedStyle(el);
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      const ellipsis = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
      const clamp = style.getPropertyValue('-webkit-line-clamp') !== 'none' && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY || ellipsis || clamp) {
        clipped.push(`${name(el)} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
      }
    }
    const screenWidth = document.documentElement.clientWidth;
    const screenHeight = window.innerHeight;
    const covering: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const position = getComputedStyle(el).position;
      if ((position !== 'fixed' && position !== 'sticky') || !visible(el) || el.classList.contains('progress-bar')) continue;
      const box = el.getBoundingClientRect();
      if (box.height > screenHeight / 2) covering.push(`${name(el)}: ${Math.round(box.height)} px of ${screenHeight}`);
      for (const control of el.querySelectorAll('a, button, input')) {
        if (!visible(control)) continue;
        const r = control.getBoundingClientRect();
        const outside = r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1;
        if (outside || r.right > screenWidth + 1) {
          covering.push(`${name(control)} leaves ${name(el)}`);
        }
      }
    }
    // Whether this browser hyphenates Russian at all: a long word in a narrow box with `hyphens: auto`.
    const probe = document.createElement('p');
    probe.lang = 'ru';
    probe.style.cssText = 'position:absolute;visibility:hidden;width:4em;hyphens:auto;margin:0;font-size:16px';
    probe.textContent = 'гидроизоляцию гидроизоляцию';
    document.body.append(probe);
    const lineHeight = parseFloat(getComputedStyle(probe).lineHeight) || 19;
    const hyphenates = probe.getBoundingClientRect().height > 2.5 * lineHeight;
    probe.remove();
    /** The width a line of `el`'s text may take: its nearest block's content box. */
    const lineWidth = (el: Element): number => {
      let block: Element = el;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      const style = getComputedStyle(block);
      return block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const cutWords: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      const text = node.textContent ?? '';
      if (!holder || text.trim() === '' || !visible(holder)) continue;
      if (holder.closest('.visually-hidden, [hidden], noscript, script, style, option, select, textarea')) continue;
      if (hyphenates && getComputedStyle(holder).hyphens === 'auto') continue;
      // Words: broken where a line may break (a no-break space, U+00A0 or U+202F, joins).
      for (const match of text.matchAll(/[^ \t\n\r\u200b]+?(?:[-‐–—/\u00ad]+|(?=[ \t\n\r\u200b])|$)/g)) {
        const word = match[0];
        if (word.replace(/[-‐–—/\u00ad]/g, '').length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + word.length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
        // Each letter's line: its last box (the letter after a line's soft hyphen has the drawn hyphen's box on the line before too).
        const letterTops = Array.from({ length: word.length }, (_, i) => i).flatMap((i) => {
          if (word[i] === '\u00ad') return [];
          const letterRange = document.createRange();
          letterRange.setStart(node, match.index + i);
          letterRange.setEnd(node, match.index + i + 1);
          const box = [...letterRange.getClientRects()].filter((r) => r.width > 0.5).at(-1);
          return box ? [Math.round(box.top / 4)] : [];
        });
        const tops = [...new Set(letterTops)].sort((a, b) => a - b);
        const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 1);
        if (lines.length < 2) continue;
        // A word wider than its whole line can only be hyphenated or cut: only a word the line could hold counts.
        const wordWidth = rects.reduce((sum, r) => sum + r.width, 0);
        if (wordWidth <= lineWidth(holder) + 0.5) cutWords.push(`«${word}» in ${name(holder)}`);
      }
    }
    const past = (el: Element) => el.getBoundingClientRect().right > screenWidth + 1 && visible(el);
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => past(el) && ![...el.children].some(past) && !el.closest('.visually-hidden'))
      .map((el) => `${name(el)} +${Math.round(el.getBoundingClientRect().right - screenWidth)}`);
    return {
      wide,
      bodyFontPx: parseFloat(getComputedStyle(document.body).fontSize),
      overflowX: Math.max(0, document.documentElement.scrollWidth - screenWidth),
      clipped,
      covering,
      cutWords,
    };
  });
}
