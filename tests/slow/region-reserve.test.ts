// Regions during a flood from many providers' blocks (server/upstream/region-lookup.ts):
// fresh /24s spread over twelve IPv4 /16s, each /16 within its tenth of the region-lookup
// ceiling, together want more than the whole ceiling every second. Once each of them has
// taken a few lookups it is no longer quiet and is held to the part open to everyone, so
// real visitors from other providers' blocks, arriving while it goes on, find the quarter
// kept for quiet holders and get their region. The real app in process, with
// REGION_LOOKUPS_PER_SECOND=10 (a share of 1 a second, 2 kept for quiet holders).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startApp, type TestApp } from '../support/start-app.js';

const CEILING = 10;
const HOLDERS = 12;
const DETERMINE = '/api/v1/business/cities/determine/';
/** The demo upstream's addresses with a city, each in a provider's block of its own. */
const VISITORS: [ip: string, city: string][] = [
  ['5.18.0.1', 'spb'], ['95.161.0.1', 'vyborg'], ['178.70.0.1', 'petrozavodsk'], ['31.173.0.1', 'novgorod'], ['2a02:6b8::feed:ff', 'msk'],
];

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '600000', REGION_LOOKUPS_PER_SECOND: String(CEILING) } });
});
afterAll(() => t.close());

const agent = new http.Agent({ keepAlive: true, maxSockets: 40 });
afterAll(() => agent.destroy());

/** The law page as a visitor from `ip`: its status and the region code it was rendered with. */
const lawFrom = (ip: string) =>
  new Promise<{ status: number; region: string | undefined }>((resolve, reject) => {
    http.get(`${t.url}/promo/law`, { agent, headers: { 'x-forwarded-for': ip } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, region: /"userRegion":\{[^}]*"code":"([a-z-]+)"/.exec(text)?.[1] }));
    }).on('error', reject);
  });

/**
 * The `n`th address of the flood, in one of HOLDERS /16s (11.1 to 22.1) whatever its length:
 * a fresh /24 each time until a /16's 256 are used, then the same /24s again (each refused
 * one is asked again once its failure memory ends, so the flood keeps wanting more than
 * its share). Moving on to the next /16s instead would make the flood's fresh blocks quiet
 * again, a flood from unlimited blocks that no reserve by block can tell from visitors
 * (docs/decisions/120-fair-admission.md): a faster app reached them before the visitors came.
 */
const floodAddress = (n: number) => {
  const round = Math.floor(n / HOLDERS);
  return `${11 + (n % HOLDERS)}.1.${round & 255}.7`;
};

describe('a flood of fresh /24s from many /16s', () => {
  test('when real visitors from five other providers\' blocks arrive during it, then each gets its region', async () => {
    let flooding = true;
    let sent = 0;
    const flooder = async () => {
      while (flooding) await lawFrom(floodAddress(sent++));
    };
    const started = performance.now();
    const flood = Promise.all(Array.from({ length: 30 }, flooder));
    const floodCalls = () => t.demo.requests.filter((r) => r.path === DETERMINE && !VISITORS.some(([ip]) => r.query.ip === ip)).length;
    // Until every /16 of the flood has spent its quiet lookups: it is then held to the open part.
    // Counted per /16: a total of HOLDERS × 6 can leave a /16 that took fewer still quiet.
    const fewestBySixteen = () => {
      const counts = new Map<string, number>();
      for (const r of t.demo.requests) {
        if (r.path !== DETERMINE || VISITORS.some(([ip]) => r.query.ip === ip)) continue;
        const sixteen = r.query.ip!.split('.').slice(0, 2).join('.');
        counts.set(sixteen, (counts.get(sixteen) ?? 0) + 1);
      }
      return counts.size < HOLDERS ? 0 : Math.min(...counts.values());
    };
    await vi.waitFor(() => expect(fewestBySixteen()).toBeGreaterThanOrEqual(6), { timeout: 60_000, interval: 50 });

    const seen = [];
    for (const [ip] of VISITORS) seen.push(await lawFrom(ip));
    flooding = false;
    await flood;
    const seconds = (performance.now() - started) / 1000;
    console.log(`${seconds.toFixed(1)} s: flood ${sent} pages, ${floodCalls()} region lookups; visitors ${JSON.stringify(seen)}`);

    expect(seen.map((s) => [s.status, s.region])).toEqual(VISITORS.map(([, city]) => [200, city]));
    expect(floodCalls()).toBeLessThanOrEqual(CEILING * (Math.ceil(seconds) + 1));
  }, 120_000);
});
