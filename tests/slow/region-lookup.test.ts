// The visitor's region (determineCity) lives in a cache of its own,
// keyed by network (/24 IPv4, /64 IPv6), with a ceiling on upstream determine calls per
// second. A flood of new visitors can no longer push the campaign pages' data out of the
// shared upstream cache.
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const CEILING_PER_SECOND = 50;
const DETERMINE = '/api/v1/business/cities/determine/';

let t: TestApp;
beforeAll(async () => {
  // The longest TTL: the campaign page's data must outlive the flood however slow the machine.
  t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '600000', REGION_LOOKUPS_PER_SECOND: String(CEILING_PER_SECOND) } });
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

const renderCacheCount = async (result: 'hit' | 'miss') =>
  (await t.metrics.renderCache.get()).values.find((v) => v.labels.result === result)?.value ?? 0;
const determineIps = () => t.demo.requests.filter((r) => r.path === DETERMINE).map((r) => r.query.ip!);

/** Keep-alive sockets, so the flood costs requests rather than connections. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
afterAll(() => agent.destroy());

/** HEAD of a page as a visitor from `ip` (a HEAD is the full chain's work without a body to read). */
const headFrom = (path: string, ip: string) =>
  new Promise<number>((resolve, reject) => {
    http.request(t.url + path, { method: 'HEAD', agent, headers: { 'x-forwarded-for': ip } }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode!));
    }).on('error', reject).end();
  });

/** Runs `each` over `items`, `concurrency` at a time. */
async function inParallel<T>(items: readonly T[], concurrency: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** 4,000 IPv4 addresses in as many /24s, and 1,000 inside one IPv6 /64. */
const FLOOD = [
  ...Array.from({ length: 4000 }, (_, i) => `10.${(i >> 8) & 255}.${i & 255}.7`),
  ...Array.from({ length: 1000 }, (_, i) => `2001:db8:1:2::${(i + 1).toString(16)}`),
];

describe('5,000 new visitors on a business page', () => {
  // First: the flood below spends the ceiling of the seconds it runs in.
  test('when two visitors come from one /24, then the region is asked once and both see it', async () => {
    const first = await request(t.listener).get('/promo/law').set('X-Forwarded-For', '77.88.8.8').expect(200);
    const second = await request(t.listener).get('/promo/law').set('X-Forwarded-For', '77.88.8.200').expect(200);

    expect(determineIps()).toEqual(['77.88.8.8']);
    for (const res of [first, second]) expect(res.text).toMatch(/"userRegion":\{[^}]*"code":"msk"/);
  });

  test('when they arrive from 5,000 addresses, then the campaign page is still a render-cache hit with no upstream call, and determine calls stay under the ceiling', async () => {
    await request(t.listener).get('/promo/knauf2025').expect(200);
    const hitsBefore = await renderCacheCount('hit');
    t.demo.reset();

    const started = performance.now();
    const statuses = new Map<number, number>();
    await inParallel(FLOOD, 50, async (ip) => {
      const status = await headFrom('/promo/law', ip);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;

    expect([...statuses]).toEqual([[200, FLOOD.length]]);
    const asked = determineIps();
    expect(asked.length).toBeLessThanOrEqual(CEILING_PER_SECOND * (Math.ceil(seconds) + 1));
    const askedFromOneNetwork = asked.filter((ip) => ip.startsWith('2001:db8:1:2:')).length;
    expect(askedFromOneNetwork, 'one /64 is one network').toBeLessThanOrEqual(1 + Math.ceil(seconds));
    const campaignMisses = await renderCacheCount('miss');

    const campaign = await request(t.listener).get('/promo/knauf2025').expect(200);

    expect(campaign.text).toContain('Knauf');
    expect(await renderCacheCount('hit')).toBeGreaterThan(hitsBefore);
    expect(await renderCacheCount('miss'), 'no re-render of the campaign page').toBe(campaignMisses);
    expect(t.demo.requests.filter((r) => r.path.startsWith('/api/v1/promo/')), 'products and leaderboard still cached').toEqual([]);
  }, 300_000);

});
