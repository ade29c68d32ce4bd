// The hits' access lines sampled (server/observability/hit-lines.ts, docs/configuration.md
// LOG_HIT_SAMPLE), on the real app: of the listener's hits one line in LOG_HIT_SAMPLE, counted
// in turn; a hit refused while the server sheds load (503) and a slow hit always; every
// request the chain answers always. Slow for real: the thread pool is kept busy, so a
// malformed card's form (its page compressed again in the pool) waits for a thread.
import { pbkdf2 } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { SLOW_HIT_MS } from '#server/observability/hit-lines.js';
import { startApp, type TestApp } from '../support/start-app.js';

const SAMPLE = 4;
const lines = (t: TestApp) => t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === 'request');
const lineOf = (t: TestApp, requestId: string) => lines(t).filter((l) => l.requestId === requestId);
const get = (t: TestApp, path: string, requestId: string) => request(t.listener).get(path).set('x-request-id', requestId);

let t: TestApp;
beforeAll(async () => {
  // SHED_MAX_IN_FLIGHT=1: one render held on the upstream makes the listener refuse a miss.
  t = await startApp({ env: { LOG_HIT_SAMPLE: String(SAMPLE), UPSTREAM_CACHE_TTL_MS: '60000', SHED_MAX_IN_FLIGHT: '1' } });
});
afterAll(() => t.close());

describe('a run of hits with LOG_HIT_SAMPLE=4', () => {
  test('when nine hits are answered, then the 1st, 5th and 9th have a line, and the chain\'s miss and 404 have theirs', async () => {
    await get(t, '/promo/knauf2025', 'miss').expect(200);
    await get(t, '/promo/no-such-page', 'not-found').expect(404);
    for (let n = 1; n <= 9; n += 1) await get(t, '/promo/knauf2025', `hit-${n}`).expect(200);

    expect(lineOf(t, 'miss')).toHaveLength(1);
    expect(lineOf(t, 'not-found')).toMatchObject([{ status: 404 }]);
    const hits = lines(t).filter((l) => String(l.requestId).startsWith('hit-'));
    expect(hits.map((l) => [l.requestId, l.status, l.path])).toEqual([
      ['hit-1', 200, '/promo/knauf2025'], ['hit-5', 200, '/promo/knauf2025'], ['hit-9', 200, '/promo/knauf2025'],
    ]);
  });

  test('when the listener refuses misses while a render is held, then each 503 has its line, and the count of hits goes on where it was', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    t.demo.override('GET', /^\/api\/v1\/promo\/products\/rockwool25\/$/, async (_req, res: ServerResponse) => {
      arrived();
      await released;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
    const slowRender = get(t, '/promo/rockwool25', 'held-render').then((res) => res);
    await held;
    for (const id of ['busy-1', 'busy-2', 'busy-3']) await get(t, '/promo/tehnonikol25', id).expect(503);
    release();
    expect((await slowRender).status).toBe(200);
    // Three hits counted after the ninth: the 10th, 11th and 12th have no line, the 13th has.
    for (let n = 10; n <= 13; n += 1) await get(t, '/promo/knauf2025', `hit-${n}`).expect(200);

    expect(['busy-1', 'busy-2', 'busy-3'].map((id) => lineOf(t, id).map((l) => l.status))).toEqual([[503], [503], [503]]);
    expect(lines(t).filter((l) => /^hit-1\d$/.test(String(l.requestId))).map((l) => l.requestId)).toEqual(['hit-13']);
  });

  test(`when a hit takes longer than ${SLOW_HIT_MS} ms, then it has its line wherever the count is`, async () => {
    // After the 13th hit the next one sampled is the 17th: a hit now is written only for being slow.
    await get(t, '/promo/knauf2025', 'hit-14').expect(200);
    const pool = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    // Each thread of the pool busy for a while (pbkdf2 runs there): the form's compression waits for one.
    const busy = Array.from({ length: pool }, () => promisify(pbkdf2)('held', 'pool', 300_000, 64, 'sha512'));
    const started = performance.now();
    const slow = await get(t, '/promo/knauf2025?card=12', 'slow-1').expect(200);
    const waited = performance.now() - started;
    await Promise.all(busy);
    await get(t, '/promo/knauf2025', 'hit-15').expect(200);

    expect(slow.text).toContain('12');
    expect(waited, 'the form waited for the pool').toBeGreaterThan(SLOW_HIT_MS);
    const [line] = lineOf(t, 'slow-1');
    expect(line).toMatchObject({ status: 200, path: '/promo/knauf2025' });
    expect(Number(line!.ms)).toBeGreaterThan(SLOW_HIT_MS);
    expect(lineOf(t, 'hit-14')).toEqual([]);
    expect(lineOf(t, 'hit-15')).toEqual([]);
  });

  test('when a hit waited before it reached the instance (the proxy\'s X-Request-Start says it was passed on 2.5 s ago), then it has its line with that wait, wherever the count is', async () => {
    // The 16th hit: not one of those sampled (the 13th, the 17th).
    const passedOn = (Date.now() - 2500) / 1000;
    await get(t, '/promo/knauf2025', 'waited-1').set('x-request-start', `t=${passedOn.toFixed(3)}`).expect(200);

    const [line] = lineOf(t, 'waited-1');
    expect(line).toMatchObject({ status: 200, path: '/promo/knauf2025' });
    expect(Number(line!.ms)).toBeGreaterThanOrEqual(2500);
  });
});
