// Visit passes are a budget of their own (docs/decisions/221-a-pass-paid-per-lookup.md): GET /api/pass gives
// so many an hour per network (/24) and per provider block (/16); past them it answers 429 with Retry-After and
// no cookie, while a visitor already holding a pass is answered without spending one.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const PER_NETWORK = 3;
const PER_HOLDER = 5;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({
    env: { RATE_LIMITS: 'on', PASSES_PER_NETWORK_HOUR: String(PER_NETWORK), PASSES_PER_HOLDER_HOUR: String(PER_HOLDER) },
  });
});
afterAll(() => t.close());

const cookieOf = (res: request.Response, name = 'promo_pass') =>
  (res.headers['set-cookie'] as unknown as string[] | undefined)?.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0];

/** As a visitor's page asks: after a page view of its own (docs/decisions/223-a-pass-after-a-page-view.md). */
const ask = async (ip: string, cookie?: string) => {
  const view = cookieOf(await request(t.listener).get('/promo/knauf2025').set('X-Forwarded-For', ip), 'promo_view')!;
  return request(t.listener).get('/api/pass').set('X-Forwarded-For', ip).set('Cookie', cookie ? `${view}; ${cookie}` : view);
};

describe('GET /api/pass, counted', () => {
  test('when fresh addresses of one /24 ask past PASSES_PER_NETWORK_HOUR, then the next gets 429, no cookie and Retry-After;'
    + ' another /24 of the /16 gets passes until PASSES_PER_HOLDER_HOUR', async () => {
    const network = [];
    for (let i = 0; i <= PER_NETWORK; i++) network.push(await ask(`100.64.1.${i + 1}`));
    const holder = [];
    for (let i = 0; i <= PER_HOLDER - PER_NETWORK; i++) holder.push(await ask(`100.64.${10 + i}.1`));

    expect(network.slice(0, PER_NETWORK).map((res) => res.status)).toEqual(Array(PER_NETWORK).fill(204));
    expect(network[PER_NETWORK]!.status).toBe(429);
    expect(cookieOf(network[PER_NETWORK]!)).toBeUndefined();
    expect(Number(network[PER_NETWORK]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(network[PER_NETWORK]!.headers['cache-control']).toBe('no-store');
    expect(holder.slice(0, PER_HOLDER - PER_NETWORK).map((res) => res.status)).toEqual(Array(PER_HOLDER - PER_NETWORK).fill(204));
    expect(holder.at(-1)!.status, 'the /16 spent').toBe(429);
    expect((await ask('100.65.1.1')).status, 'another /16').toBe(204);
  });

  test('when a visitor holding a valid pass asks again, then it is answered 204 without a new pass and spends none', async () => {
    const first = await ask('100.70.1.1');
    const cookie = cookieOf(first)!;
    const again = [];
    for (let i = 0; i < PER_NETWORK + 2; i++) again.push(await ask('100.70.1.1', cookie));

    expect(first.status).toBe(204);
    expect(again.map((res) => res.status)).toEqual(Array(PER_NETWORK + 2).fill(204));
    expect(again.map((res) => cookieOf(res))).toEqual(Array(PER_NETWORK + 2).fill(undefined));
    expect((await ask('100.70.1.2')).status, 'the /24 still has passes').toBe(204);
  });
});
