// Regions during a flood (server/upstream/region-lookup.ts): fresh /64s of one provider's
// block (an IPv6 /32) take at most their network's share of the region-lookup ceiling, so
// real visitors from other networks arriving in the same seconds still get their region.
// The built server as a process (REGION_LOOKUPS_PER_SECOND=20: a share of 2 a second),
// behind loopback as its trusted proxy, against a demo upstream on its own port that
// counts the determine calls.
import http from 'node:http';
import { afterAll, describe, expect, test } from 'vitest';
import { serverOnDemo } from '../support/server-on-demo.js';

const CEILING = 20;
const SHARE = 2;
const DETERMINE = '/api/v1/business/cities/determine/';
/** The demo upstream's addresses with a city, each in a network of its own. */
const VISITORS: [ip: string, city: string][] = [
  ['5.18.0.1', 'spb'], ['95.161.0.1', 'vyborg'], ['178.70.0.1', 'petrozavodsk'], ['31.173.0.1', 'novgorod'], ['2a02:6b8::feed:ff', 'msk'],
];

const processes = serverOnDemo({ UPSTREAM_CACHE_TTL_MS: '600000', REGION_LOOKUPS_PER_SECOND: String(CEILING) });

const agent = new http.Agent({ keepAlive: true, maxSockets: 60 });
afterAll(() => agent.destroy());

/** The law page as a visitor from `ip`: its status and the region code it was rendered with. */
const lawFrom = (ip: string) =>
  new Promise<{ status: number; region: string | undefined }>((resolve, reject) => {
    http.get(`${processes.server.base}/promo/law`, { agent, headers: { 'x-forwarded-for': ip } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, region: /"userRegion":\{[^}]*"code":"([a-z-]+)"/.exec(text)?.[1] }));
    }).on('error', reject);
  });

describe('a flood of fresh /64s from one IPv6 /32', () => {
  test('when real visitors from five other networks arrive during it, then each gets its region, and the flood gets at most its share', async () => {
    processes.demo.reset();
    let flooding = true;
    let sent = 0;
    let floodStarted!: () => void;
    const started = new Promise<void>((resolve) => (floodStarted = resolve));
    const t0 = performance.now();
    const flooder = async () => {
      while (flooding) {
        const n = sent++;
        await lawFrom(`2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`);
        if (sent >= 200) floodStarted();
      }
    };
    const flood = Promise.all(Array.from({ length: 50 }, flooder));
    await started;

    const seen = [];
    for (const [ip] of VISITORS) seen.push(await lawFrom(ip));
    flooding = false;
    await flood;
    const seconds = (performance.now() - t0) / 1000;

    expect(seen.map((s) => [s.status, s.region])).toEqual(VISITORS.map(([, city]) => [200, city]));
    const floodCalls = processes.demo.requests.filter((r) => r.path === DETERMINE && r.query.ip!.startsWith('2001:db8:')).length;
    expect(sent).toBeGreaterThan(200);
    expect(floodCalls).toBeLessThanOrEqual(SHARE * (Math.ceil(seconds) + 1));
  }, 120_000);
});
