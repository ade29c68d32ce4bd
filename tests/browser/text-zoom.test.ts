// Text that scales (WCAG 1.4.4, 1.4.10): with the browser's default font size doubled, as
// a phone's font scale does, every page kind at 320, 390 and 1440 px reflows: no sideways
// scroll, nothing clipped, no fixed or sticky box covering half the screen or cutting its
// buttons, and no word cut in the middle (the tests' Chromium has no Russian hyphenation,
// so the layouts reflow to one column and names wrap between words).
import { describe, expect, test } from 'vitest';
import { ONE_PAGE_PER_KIND } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { textZoomProblems, zoomText } from '../support/text-zoom.js';

const suite = useBrowserSuite();

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
