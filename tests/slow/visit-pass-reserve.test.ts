// Card lookups from unlimited addresses beside real visitors (docs/decisions/121-visit-pass.md,
// docs/product.md §8): an attacker asks the savings check from a fresh /24 for every lookup,
// holding no visit pass, 48 at a time, while real visitors load the campaign page, take
// their pass and check their card, one after another in four lines, and two more lines of
// visitors check without asking for a pass (as every visitor did before the pass). The
// upstream takes 100 ms a check, so the attacker fills whatever in-flight places it may
// take. The real app with its default limits (memory counters, real time): the attacker's
// lookups that reach the upstream stay within the ceiling's part open to callers without a
// pass (50 a second: the 180,000 an hour of §8), and the pass holders' checks are answered.
import http from 'node:http';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApp, type TestApp } from '../support/start-app.js';
import { CARD_LOOKUP_CEILING } from '#server/rate-limit/limits.js';

const ATTACKERS = 48;
const VISITOR_LINES = 4;
const PASSLESS_LINES = 2;
/** Checks the visitors with a pass make in all; the flood lasts until they are done. */
const VISITOR_CHECKS = 80;
const UPSTREAM_MS = 100;
const ATTACKER_CARD = /^\/api\/v2\/promo\/check\/knauf2025\/71\d{5}\/$/;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { RATE_LIMITS: 'on', UPSTREAM_CACHE_TTL_MS: '600000' } });
  t.demo.override('GET', /^\/api\/v2\/promo\/check\/knauf2025\/\d{7}\/$/, async (_req, res: ServerResponse) => {
    // The upstream's own time for a check: what makes in-flight places scarce.
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_MS));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"count":3}}');
  });
});
afterAll(() => t.close());

const agent = new http.Agent({ keepAlive: true, maxSockets: ATTACKERS + VISITOR_LINES + PASSLESS_LINES + 4 });
afterAll(() => agent.destroy());

interface Answer { status: number; cookie: string | undefined }

/** GET `path` as a client at `ip`, with `cookie` if given: the status and the pass cookie set, if any. */
const get = (path: string, ip: string, cookie?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) };
    http.get(`${t.url}${path}`, { agent, headers }, (res) => {
      const set = res.headers['set-cookie']?.find((c) => c.startsWith('promo_pass='));
      res.resume().on('end', () => resolve({ status: res.statusCode!, cookie: set?.split(';')[0] }));
    }).on('error', reject);
  });

const check = (card: number) => `/api/v2/promo/check/knauf2025/${card}/`;
const percent = (part: number, whole: number) => `${part}/${whole} (${((100 * part) / Math.max(whole, 1)).toFixed(1)} %)`;

describe('card lookups from a fresh address each, beside real visitors', () => {
  test('when the attacker holds no pass, then its lookups stay within the open 50 a second and visitors holding a pass are answered', async () => {
    await get('/promo/knauf2025', '192.0.2.1');
    let flooding = true;
    const attacker = new Map<number, number>();
    let sent = 0;
    const attack = async () => {
      while (flooding) {
        const n = sent++;
        const { status } = await get(check(7_100_000 + (n % 100_000)), `10.${(n >> 8) & 255}.${n & 255}.${1 + ((n >> 16) & 127)}`);
        attacker.set(status, (attacker.get(status) ?? 0) + 1);
      }
    };
    const started = performance.now();
    const flood = Promise.all(Array.from({ length: ATTACKERS }, attack));

    let visitor = 0;
    const withPass = { tried: 0, answered: 0, pages: 0 };
    const withoutPass = { tried: 0, answered: 0 };
    const visit = async () => {
      while (withPass.tried < VISITOR_CHECKS) {
        const n = visitor++;
        const ip = `100.${64 + (n >> 8)}.${n & 255}.9`;
        if ((await get('/promo/knauf2025', ip)).status === 200) withPass.pages++;
        const { cookie } = await get('/api/pass', ip);
        withPass.tried++;
        if ((await get(check(7_200_000 + n), ip, cookie)).status === 200) withPass.answered++;
      }
    };
    const visitPassless = async () => {
      while (withPass.tried < VISITOR_CHECKS) {
        const n = visitor++;
        withoutPass.tried++;
        if ((await get(check(7_300_000 + n), `100.${100 + (n >> 8)}.${n & 255}.9`)).status === 200) withoutPass.answered++;
      }
    };
    await Promise.all([...Array.from({ length: VISITOR_LINES }, visit), ...Array.from({ length: PASSLESS_LINES }, visitPassless)]);
    flooding = false;
    await flood;
    const seconds = (performance.now() - started) / 1000;

    const reached = t.demo.requests.filter((r) => ATTACKER_CARD.test(r.path)).length;
    const open = CARD_LOOKUP_CEILING.points - CARD_LOOKUP_CEILING.passReserved!;
    const bound = open * (Math.ceil(seconds) + 1);
    console.log(
      `${seconds.toFixed(1)} s: attacker ${sent} lookups asked, ${reached} reached the upstream (bound ${bound}: ${open}/s, ` +
      `${(reached / seconds).toFixed(0)}/s), answers ${JSON.stringify(Object.fromEntries(attacker))}; ` +
      `visitors with a pass: pages ${percent(withPass.pages, withPass.tried)}, ` +
      `checks answered ${percent(withPass.answered, withPass.tried)}; ` +
      `without a pass: checks answered ${percent(withoutPass.answered, withoutPass.tried)}`,
    );

    expect(reached).toBeLessThanOrEqual(bound);
    expect(sent - reached, 'the attacker asked more than it was let through').toBeGreaterThan(reached);
    expect(withPass.pages).toBe(withPass.tried);
    expect(withPass.answered / withPass.tried).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});
