// Phones as narrow as 320 px are among the layout widths: no page may scroll sideways
// there, which is what a long Russian word or a wide table quietly does.
import { describe, expect, test } from 'vitest';
import { PAGES } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

const suite = useBrowserSuite();

describe('every page at 320 px', () => {
  test.each(PAGES.map((page) => [page.paths.promo!]))('when %s is shown 320 px wide, then nothing is wider than the screen', async (path) => {
    const { page, context } = await suite.openPage(320);
    await stubOutsideNetwork(context);
    await page.goto(suite.t.url + path);
    await waitForHydration(page);

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth,
    }));

    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});
