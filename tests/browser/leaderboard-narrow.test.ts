// Amounts and places read whole on the narrowest phone (docs/product.md §4): at 320 px no
// leaderboard cell breaks inside a sum («1 220 428,00 ₽» never leaves its kopecks or ₽ on
// the next line), a card number or a word of a column heading («Мес/то»). A row's cell is
// one line; a heading may wrap, but only between its words.
import { describe, expect, test } from 'vitest';
import { LEADERBOARDS } from '#demo-upstream/data-campaigns.js';
import { CAMPAIGNS } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';

const suite = useBrowserSuite();

/** The campaigns whose upstream has rows (tehnonikol25's are empty, so it shows no table). */
const BOARDS = CAMPAIGNS
  .filter((c) => Object.values(LEADERBOARDS[c.apiSlug as keyof typeof LEADERBOARDS] ?? {}).some((rows) => rows.length > 0))
  .map((c) => `/promo/${c.id}`);

describe('the leaderboard at 320 px', () => {
  test.each(BOARDS)('when %s is shown 320 px wide, then every row\'s cell is one line and no heading breaks inside a word', async (path) => {
    const { page } = await suite.visit(path, 320);
    const cells = await page.locator('.leaderboard__table th, .leaderboard__table td').evaluateAll((els) => els.map((el) => {
      // The cell's own text (the prize chip beside a card number may take a line of its own),
      // a "word" being what lies between ordinary spaces: a sum's groups and ₽ are joined by
      // no-break spaces, so a sum is one word.
      const lineTops = new Set<number>();
      const brokenWords: string[] = [];
      // The place's number stands in its medal's circle (a top three's), the cell's own text all the same.
      const own = [...el.childNodes].flatMap((node) => (node instanceof Element && node.classList.contains('leaderboard__medal')
        ? [...node.childNodes] : [node]));
      for (const node of own) {
        const text = node.nodeType === Node.TEXT_NODE ? node.textContent ?? '' : '';
        for (const match of text.matchAll(/[^ ]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size !== 1) brokenWords.push(match[0]);
          for (const top of tops) lineTops.add(top);
        }
      }
      return { heading: el.tagName === 'TH', text: el.textContent ?? '', lines: lineTops.size, brokenWords };
    }));
    expect(cells.filter((cell) => !cell.heading).length).toBeGreaterThan(3);
    expect(cells.filter((cell) => cell.brokenWords.length > 0 || (!cell.heading && cell.lines !== 1))).toEqual([]);
  });
});
