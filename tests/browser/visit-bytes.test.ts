// One React per visit (docs/decisions/064-pages-without-islands.md): a visitor going through
// several kinds of page downloads React, React DOM and the store once. Real Chromium at
// 390 px, one context whose HTTP cache stays warm between pages as a visitor's does, every
// campaign of the tests' content running (start-app.ts's RUNNING_DAY). The DevTools
// protocol counts the bytes each response took on the wire (a cache hit takes none): the
// visit's script bytes have a budget; the documents (their CSS inlined) and images are
// printed beside them.
import { describe, expect, test } from 'vitest';
import type { CDPSession } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';

const VISIT = ['/promo/', '/promo/knauf2025', '/promo/rockwool25', '/promo/karta-elektrika', '/promo/lovecategory'];
/** The visit's script, in bytes on the wire. */
const VISIT_SCRIPT_BUDGET = 150 * 1024;

const suite = useBrowserSuite();

type Received = Record<string, number>;

/** Bytes received by resource type (Document, Script, Image…) since the last `take`. */
function countBytes(cdp: CDPSession): { take: () => Received } {
  const types = new Map<string, string>();
  let received: Received = {};
  cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => void types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    const type = types.get(event.requestId) ?? 'Other';
    received[type] = (received[type] ?? 0) + event.encodedDataLength;
  });
  return { take: () => [received, received = {}][0]! };
}

describe('a visit through the kinds of page', () => {
  test(`when a visitor goes hub → knauf2025 → rockwool25 → karta-elektrika → lovecategory, then the visit's script moves at most ${VISIT_SCRIPT_BUDGET / 1024} KB`, async () => {
    const { page, context, problems } = await suite.openPage(390);
    // No route stubs the outside network here: Playwright turns the HTTP cache off in a
    // context with routes. The visit must ask for nothing beyond the app.
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(suite.t.url) && !url.startsWith('data:')) outside.push(url);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytes = countBytes(cdp);
    const perPage: Record<string, Received> = {};
    for (const path of VISIT) {
      await page.goto(suite.t.url + path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      perPage[path] = bytes.take();
    }
    const scripts = Object.values(perPage).map((received) => received.Script ?? 0);
    const total = scripts.reduce((sum, n) => sum + n, 0);
    // For the record: the figures docs/decisions/064-pages-without-islands.md quotes.
    console.info(`visit bytes per page: ${JSON.stringify(perPage)}; script in all ${total}`);

    expect(scripts[0]).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(VISIT_SCRIPT_BUDGET);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });
});
