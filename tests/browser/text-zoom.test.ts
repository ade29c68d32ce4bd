// Text that scales (WCAG 1.4.4, 1.4.10): with the browser's default font size doubled, as
// a phone's font scale does, every page kind at 320, 390 and 1440 px reflows: no sideways
// scroll, nothing clipped, no fixed or sticky box covering half the screen or cutting its
// buttons, and no word cut in the middle (the tests' Chromium has no Russian hyphenation,
// so the layouts reflow to one column and names wrap between words).
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { ONE_PAGE_PER_KIND } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { RUNNING_DAY } from '../support/start-app.js';
import { textZoomProblems, zoomText } from '../support/text-zoom.js';

/** The site's clock: the tests' running day; the leaderboard's test moves it to a day every campaign has finished. */
let now = Date.parse(RUNNING_DAY);
const suite = useBrowserSuite({ clock: { now: () => now } });

const PATHS = [...ONE_PAGE_PER_KIND, '/promo/no-such-page'];

/** A small phone, a common one, a desktop: each with its screen's height. */
const SCREENS = [[320, 568], [390, 844], [1440, 900]] as const;
const CASES = SCREENS.flatMap(([width, height]) => PATHS.map((path) => [width, height, path] as const));

describe('200 % text', () => {
  test.each(CASES)('when at %i px (%i high) %s is shown with the default font size doubled, then it reflows: nothing wider than the screen, clipped, covered or cut in the middle of a word', async (width, height, path) => {
    const { page } = await suite.openPage(width, height);
    await zoomText(page, 2);
    await page.goto(suite.t.url + path);
    await page.waitForLoadState('load');

    const problems = await textZoomProblems(page);
    expect(problems.bodyFontPx).toBe(32);
    expect(problems).toEqual({ bodyFontPx: 32, overflowX: 0, wide: [], clipped: [], covering: [], cutWords: [] });
  });
});

describe('200 % text on a phone', () => {
  test.each([320, 390])('when at %i px a campaign is shown with the default font size doubled, then its products are one column, each as wide as the list', async (width) => {
    const { page } = await suite.openPage(width, 844);
    await zoomText(page, 2);
    await page.goto(`${suite.t.url}/promo/knauf2025`);
    await page.waitForLoadState('load');

    const boxes = await page.locator('.products__item').evaluateAll((items) => items.map((item) => {
      const box = item.getBoundingClientRect();
      const list = item.parentElement!.getBoundingClientRect();
      return { left: Math.round(box.left - list.left), width: Math.round(box.width - list.width) };
    }));
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes.filter((box) => box.left !== 0 || box.width !== 0)).toEqual([]);
  });

  test('when at 320 px the leaderboard is shown with the default font size doubled, then each of the top three\'s medals is '
    + 'drawn behind its place number, not apart from it', async () => {
    // Finished: each of the top three's rows also names its prize, and is the tallest.
    now = Date.parse('2026-01-15T12:00:00+03:00');
    const { page } = await suite.openPage(320, 844);
    await zoomText(page, 2);
    await page.goto(`${suite.t.url}/promo/knauf2025`).finally(() => {
      now = Date.parse(RUNNING_DAY);
    });
    await page.waitForLoadState('load');
    const places = page.locator('.leaderboard__table').first().locator('tbody tr td:first-child');
    for (let place = 0; place < 3; place += 1) {
      const cell = places.nth(place);
      await cell.scrollIntoViewIfNeeded();
      // Just left of the number's glyphs, at their middle: the medal's colour there, whatever draws it.
      const { x, y, medal } = await cell.evaluate((td) => {
        const text = document.createTreeWalker(td, NodeFilter.SHOW_TEXT).nextNode()!;
        const range = document.createRange();
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        const medal = getComputedStyle(td).getPropertyValue('--medal');
        return { x: Math.round(box.left - 3), y: Math.round(box.top + box.height / 2), medal };
      });
      const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
      const { data } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
      const want = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(medal.trim())!.slice(1).map((hex) => parseInt(hex, 16));
      const near = [...data.subarray(0, 3)].map((value, n) => Math.abs(value - want[n]!) <= 12);
      expect(near, `place ${place + 1}`).toEqual([true, true, true]);
    }
  });
});

describe('nothing cut off', () => {
  test('when a campaign\'s products are shown 320 px wide, then every name is whole: no line clamp, no ellipsis, nothing hidden', async () => {
    const { page } = await suite.visit('/promo/knauf2025', 320);
    const names = await page.locator('.products__name').evaluateAll((els) => els.map((el) => {
      const style = getComputedStyle(el);
      const cut = el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;
      return { clamp: style.getPropertyValue('-webkit-line-clamp'), cut };
    }));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => n.clamp !== 'none' || n.cut)).toEqual([]);
  });

  test('when the hub is shown, then every promotion\'s picture is whole (scaled to fit its box, never cropped)', async () => {
    const { page } = await suite.visit('/promo/', 390);
    const fits = await page.locator('.hub__image').evaluateAll((els) => els.map((el) => getComputedStyle(el).objectFit));
    expect(fits.length).toBeGreaterThan(0);
    expect(fits.every((fit) => fit === 'contain' || fit === 'scale-down')).toBe(true);
  });
});
