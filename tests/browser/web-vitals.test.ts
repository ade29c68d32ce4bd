// Real-user web vitals in real Chromium (docs/product.md §10): the page loads the
// web-vitals reporter only after every island is live (on pages whose islands wait for the
// visitor, without waiting for them: docs/decisions/003-islands.md), and when the visitor leaves, one
// beacon reaches POST /api/rum and the page's rum_* histograms get its samples (LCP, FCP,
// TTFB and CLS, which every view has; INP only follows some interactions).
import { describe, expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { FULL_CHROMIUM, openPage, waitForHydration } from '../support/browser.js';
import { RUM_WATCHING_MARK } from '#shared/rum/vitals.js';

// The full browser: web-vitals measures what visitors' browsers report.
const suite = useBrowserSuite({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } }, FULL_CHROMIUM);

const count = async (metric: string, page: string) => {
  const text = await suite.t.metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${metric}_count{page="${page}"} `));
  return Number(line?.split(' ')[1] ?? 0);
};

describe.each([
  // Its islands wait for the visitor (docs/decisions/003-islands.md).
  ['knauf2025', '/promo/knauf2025', 'with the islands still waiting'],
  ['law', '/promo/law', 'with the islands still waiting'],
  // No islands: its script is the page start alone, without React (bundle-budget.test.ts).
  ['hub', '/promo/', 'after the islands were live'],
] as const)('the %s page in Chromium', (id, path, when) => {
  test(`when a visitor views the page, clicks and leaves, then the reporter loaded ${when} and its beacon fed the page's histograms`, async () => {
    const watched = await openPage(suite.browser, 1280);
    suite.opened.push(watched);
    const { page, problems } = watched;
    const reporter = page.waitForResponse((response) => /\/vitals-reporter-[A-Z0-9]+\.js$/.test(new URL(response.url()).pathname));
    const before = Object.fromEntries(await Promise.all(['rum_lcp_seconds', 'rum_fcp_seconds', 'rum_ttfb_seconds', 'rum_cls'].map(
      async (m) => [m, await count(m, id)] as const,
    )));

    await page.goto(suite.t.url + path);
    if (when === 'after the islands were live') await waitForHydration(page);
    const loaded = await reporter;
    // The reporter watches CLS from the first paint's report on: leaving before that would send no CLS.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, RUM_WATCHING_MARK);
    const timing = await page.evaluate((url) => ({
      live: performance.getEntriesByName('islands:live')[0]?.startTime ?? -1,
      reporter: performance.getEntriesByName(url)[0]?.startTime ?? -1,
    }), loaded.url());
    await page.mouse.click(10, 10);
    // Leaving fires pagehide and visibilitychange (hidden): the reporter's beacon goes then.
    await page.goto('about:blank');

    if (when === 'after the islands were live') {
      expect(timing.live).toBeGreaterThan(0);
      expect(timing.reporter).toBeGreaterThanOrEqual(timing.live);
    } else {
      expect(timing.live).toBe(-1);
      expect(timing.reporter).toBeGreaterThan(0);
    }
    for (const metric of Object.keys(before)) {
      await expect.poll(() => count(metric, id), { message: metric }).toBe(before[metric]! + 1);
    }
    expect(problems).toEqual([]);
  });
});
