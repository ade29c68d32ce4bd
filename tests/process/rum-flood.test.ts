// A flood of web-vitals beacons from one network (server/routes/rum-route.ts, server/rate-limit/):
// the beacons count in a limiter of their own, so they never spend the card checks' budgets,
// and one network's beacons are capped, so it cannot fill the histograms with its samples.
// The built server as a process with the rate limits on in memory, behind loopback as its
// trusted proxy, against a demo upstream on its own port.
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { get } from '../support/server-process.js';
import { serverOnDemo } from '../support/server-on-demo.js';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';

const BEACONS = 1500;
/** limits.ts's rum budget per network (/48, /24) per minute. */
const PER_NETWORK = DEFAULT_LIMITS.rum.perNetwork.points;
/** Within one address's card-lookup budget (server/rate-limit/limit-settings.ts's default). */
const CARD_CHECKS = DEFAULT_LIMITS.cardCheck.perAddress.points;
const BEACON = JSON.stringify({ page: 'knauf2025', metrics: [{ name: 'LCP', value: 1500 }] });

const processes = serverOnDemo({ RATE_LIMITS: 'on' });

/** A request through the keep-alive agent, as from `address` (loopback is the trusted proxy that says so): its status. */
function send(agent: http.Agent, method: string, path: string, address: string, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-forwarded-for': address };
    if (body !== undefined) headers['content-type'] = 'text/plain;charset=UTF-8';
    const req = http.request(processes.server.base + path, { method, agent, headers }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject).end(body);
  });
}

const lcpSamples = async () =>
  Number(/^rum_lcp_seconds_count\{page="knauf2025"\} (\d+)$/m.exec((await get(`${processes.server.base}/metrics`)).text)?.[1] ?? 0);

describe(`${BEACONS} beacons from the /56s of one /48`, () => {
  test('when they arrive, then the network\'s budget is accepted and observed, and two visitors of one /24 still get every card check', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    try {
      const beacons = await Promise.all(Array.from({ length: BEACONS }, (_, i) => send(
        agent, 'POST', '/api/rum', `2001:db8:77:${((i % 256) << 8).toString(16)}::1`, BEACON,
      )));
      const accepted = beacons.filter((status) => status === 204).length;

      const checks: number[] = [];
      for (const visitor of ['198.51.100.1', '198.51.100.2']) {
        for (let i = 0; i < CARD_CHECKS; i++) {
          checks.push(await send(agent, 'GET', `/api/v2/promo/check/knauf2025/${7100000 + checks.length}/`, visitor));
        }
      }

      expect(accepted, 'the /48\'s budget, whatever its /56s').toBe(PER_NETWORK);
      expect(beacons.filter((status) => status !== 204 && status !== 429)).toEqual([]);
      expect(await lcpSamples()).toBe(accepted);
      expect(checks.filter((status) => status === 429)).toEqual([]);
    } finally {
      agent.destroy();
    }
  });
});
