// Text that scales (WCAG 1.4.4, 1.4.10): with the browser's default font size doubled, as
// a phone's font scale does, every page kind at 390 px reflows: no sideways scroll,
// nothing clipped, no fixed or sticky box covering half the screen or cutting its buttons.
import { describe, expect, test } from 'vitest';
import { ONE_PAGE_PER_KIND } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { textZoomProblems, zoomText } from '../support/text-zoom.js';

const suite = useBrowserSuite();

const PATHS = [...ONE_PAGE_PER_KIND, '/promo/no-such-page'];

describe('200 % text at 390 px', () => {
  test.each(PATHS)('when %s is shown with the default font size doubled, then it reflows: nothing wider than the screen, clipped or covered', async (path) => {
    const { page } = await suite.openPage(390, 844);
    await zoomText(page, 2);
    await page.goto(suite.t.url + path);
    await page.waitForLoadState('load');

    const problems = await textZoomProblems(page);
    expect(problems.bodyFontPx).toBe(32);
    expect(problems).toEqual({ bodyFontPx: 32, overflowX: 0, wide: [], clipped: [], covering: [] });
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
