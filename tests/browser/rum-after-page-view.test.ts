// A real visitor's web-vitals beacon with the rate limits on (docs/decisions/223-a-pass-after-a-page-view.md):
// the beacon is taken only with the page-view stamp of the visitor's block, which the page's own answer set, so
// the browser's sendBeacon carries it and the page's histograms get the visit's samples; none is refused for want
// of a view.
import { expect, test, vi } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { FULL_CHROMIUM, openPage } from '../support/browser.js';
import { RUM_WATCHING_MARK } from '#shared/rum/vitals.js';

// The full browser, as tests/browser/web-vitals.test.ts: web-vitals measures what visitors' browsers report.
const suite = useBrowserSuite({ env: { RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '60000' } }, FULL_CHROMIUM);

const lcpCount = async () => {
  const line = (await suite.t.metrics.registry.metrics()).split('\n').find((l) => l.startsWith('rum_lcp_seconds_count{page="knauf2025"} '));
  return Number(line?.split(' ')[1] ?? 0);
};

test('when a visitor views a campaign page and leaves, then its beacon is taken, none refused for want of a view', async () => {
  const watched = await openPage(suite.browser, 1280);
  suite.opened.push(watched);
  const { page, problems } = watched;
  const before = await lcpCount();

  await page.goto(`${suite.t.url}/promo/knauf2025`);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, RUM_WATCHING_MARK);
  await page.mouse.click(10, 10);
  await page.goto('about:blank');

  // Taken: with the rate limits on, only a beacon carrying its block's stamp is (a refused one counts below).
  await vi.waitFor(async () => expect(await lcpCount()).toBe(before + 1), { timeout: 10_000 });
  const refused = (await suite.t.metrics.rateLimitRefusals.get()).values.filter((v) => v.labels.call === 'rum');
  expect(refused).toEqual([]);
  expect(problems).toEqual([]);
});
