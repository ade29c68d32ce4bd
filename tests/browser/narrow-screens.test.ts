// SPEC.md §9 names 320 px among the layout widths: no page may scroll sideways there,
// which is what a long Russian word or a wide table quietly does.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { PAGES } from '#shared/pages/registry.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { launchBrowser, openPage, waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  [t, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('every page at 320 px', () => {
  test.each(PAGES.map((page) => [page.paths.promo!]))('when %s is shown 320 px wide, then nothing is wider than the screen', async (path) => {
    const { page, context } = await openPage(browser, 320);
    await stubOutsideNetwork(context);
    try {
      await page.goto(t.url + path);
      await waitForHydration(page);

      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));

      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    } finally {
      await context.close();
    }
  });
});
