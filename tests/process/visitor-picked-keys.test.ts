// A visitor picks the city of /api/v1/business/info/<code>/, and nothing else a visitor
// picks reaches the upstream cache (server/proxy/known-city.ts, server/upstream/upstream-cache.ts):
// a code outside the cities list is 404 without an upstream call, so thousands of invented
// codes neither cost the upstream anything nor push the campaigns' data out of the cache.
// The built server as a process with its upstream cache on, against a demo upstream on its
// own port that counts every call.
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { get } from '../support/server-process.js';
import { serverOnDemo } from '../support/server-on-demo.js';

const INVENTED_CODES = 2500;

const processes = serverOnDemo({ UPSTREAM_CACHE_TTL_MS: '600000' });

const callsTo = (pattern: RegExp) => processes.demo.requests.filter((r) => pattern.test(r.path)).length;

/** Every path asked over 50 keep-alive sockets, their statuses in order. */
async function statusesOf(paths: string[]): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  const one = (path: string) => new Promise<number>((resolve, reject) => {
    http.get(processes.server.base + path, { agent }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', reject);
  });
  try {
    return await Promise.all(paths.map(one));
  } finally {
    agent.destroy();
  }
}

describe('business info for codes a visitor invents', () => {
  test(`when one address asks ${INVENTED_CODES} invented city codes, then each is 404, the upstream gets no info call and one cities call, and the campaign's data is still served from the cache`, async () => {
    expect((await get(`${processes.server.base}/promo/knauf2025`)).status).toBe(200);
    const productCalls = callsTo(/^\/api\/v1\/promo\/products\/knauf2025\/$/);
    processes.demo.reset();

    const statuses = await statusesOf(Array.from({ length: INVENTED_CODES }, (_, i) => `/api/v1/business/info/x${i.toString(36)}-city/`));

    expect(statuses.filter((s) => s !== 404)).toEqual([]);
    expect(callsTo(/^\/api\/v1\/business\/info\//)).toBe(0);
    expect(callsTo(/^\/api\/v1\/business\/cities\/$/)).toBe(1);
    // The campaign's products, read again by a card form's render, come from the cache.
    expect((await get(`${processes.server.base}/promo/knauf2025?card=7000002`)).status).toBe(200);
    expect(productCalls).toBe(1);
    expect(callsTo(/^\/api\/v1\/promo\/products\/knauf2025\/$/)).toBe(0);
  });

  test('when a code of the cities list is asked, then its info comes from the upstream once', async () => {
    processes.demo.reset();

    const statuses = await statusesOf(Array.from({ length: 20 }, () => '/api/v1/business/info/msk/'));

    expect(statuses).toEqual(Array<number>(20).fill(200));
    expect(callsTo(/^\/api\/v1\/business\/info\/msk\/$/)).toBe(1);
  });
});
