// The hub, /promo/ and /promo (PRODUCT.md §4 "The hub and preview"): every public
// promotion under 'Действующие акции', 'Скоро' and 'Завершённые акции' at the instant
// asked, a heading with nothing under it left out; every campaign page and the 404 page
// link to it.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { CAMPAIGNS, CONTENT, campaignById } from '../support/content.js';
import { startApp, type StartAppOptions, type TestApp } from '../support/start-app.js';

const HOST = 'promo.example.ru';
const msk = (text: string) => Date.parse(`${text}+03:00`);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function hubAt(promoNow: string, options: StartAppOptions = {}, path = '/promo/') {
  t ??= await startApp({ ...options, env: { PROMO_NOW: promoNow, ...options.env } });
  const res = await request(t.app).get(path).set('Host', HOST);
  return { status: res.status, text: res.text.replaceAll('<!-- -->', ''), headers: res.headers };
}

/** The hrefs of the cards under one heading, in order; undefined when the heading is absent. */
function section(html: string, headingId: string): string[] | undefined {
  const at = html.indexOf(`id="${headingId}"`);
  if (at === -1) return undefined;
  const end = html.indexOf('</section>', at);
  return [...html.slice(at, end).matchAll(/class="hub__card" href="([^"]+)"/g)].map((m) => m[1]!);
}

const pathOf = (c: Campaign) => `/promo/${c.id}`;

describe('GET /promo/ and /promo', () => {
  test('when every campaign is running, then both paths answer the hub with all of them, lovecategory and karta-elektrika as current, and no other heading', async () => {
    for (const path of ['/promo/', '/promo']) {
      const res = await hubAt('2025-10-15T12:00:00+03:00', {}, path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<h1>Акции «Петровича»</h1>');
      expect(res.text).toContain('>Действующие акции</h2>');
      expect(section(res.text, 'hub-running')?.sort()).toEqual([...CAMPAIGNS.map(pathOf), '/promo/karta-elektrika', '/promo/lovecategory'].sort());
      expect(section(res.text, 'hub-upcoming')).toBeUndefined();
      expect(section(res.text, 'hub-finished')).toBeUndefined();
      // No PUBLIC_ORIGIN here: no canonical at all (PRODUCT.md §9: never a relative one).
      expect(res.text).not.toContain('rel="canonical"');
    }
  });

  test('when two campaigns have ended, then they are under "Завершённые акции", linking to their results, newest first', async () => {
    const res = await hubAt('2025-11-15T12:00:00+03:00');
    const ended = CAMPAIGNS.filter((c) => c.ends < '2025-11-15').sort((a, b) => b.ends.localeCompare(a.ends) || a.id.localeCompare(b.id));
    expect(ended.map((c) => c.id).sort()).toEqual(['knauf2025', 'rockwool2025']);
    expect(section(res.text, 'hub-finished')).toEqual(ended.map((c) => `${pathOf(c)}#leaderboard`));
    expect(res.text).toContain('>Завершённые акции</h2>');
    expect(section(res.text, 'hub-running')).not.toContain('/promo/knauf2025');
  });

  test('when every campaign has ended (23 November 2026), then the six are finished results and only the lasting programmes are current', async () => {
    const res = await hubAt('2026-11-23T12:00:00+03:00');
    expect(section(res.text, 'hub-finished')).toHaveLength(CAMPAIGNS.length);
    expect(section(res.text, 'hub-running')).toEqual(['/promo/lovecategory', '/promo/karta-elektrika']);
  });

  test('when a campaign is announced, then it is under "Скоро" with its start; a hidden one is nowhere', async () => {
    const announced: Campaign = { ...campaignById('knauf2025'), announce: '2026-02-20', starts: '2026-03-01', ends: '2026-03-31' };
    const hidden: Campaign = { ...campaignById('rockwool25'), announce: '2026-05-25', starts: '2026-06-01', ends: '2026-06-30' };
    const res = await hubAt('2026-02-25T12:00:00+03:00', { content: { ...CONTENT, campaigns: [announced, hidden] } });
    expect(section(res.text, 'hub-upcoming')).toEqual([pathOf(announced)]);
    expect(res.text).toContain('Начнётся 1 марта 2026');
    expect(res.text).not.toContain(pathOf(hidden));
  });

  test('when the hub is in the render cache and a campaign ends at 24:00, then the hub asked at 24:00 lists it as finished', async () => {
    let now = msk('2025-10-31T23:59:59.000');
    const options = { clock: { now: () => now }, env: { UPSTREAM_CACHE_TTL_MS: '10000' } };
    const before = await hubAt('2025-10-15T12:00:00+03:00', options);
    expect(section(before.text, 'hub-running')).toContain('/promo/knauf2025');
    expect(before.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=0');
    now = msk('2025-11-01T00:00:00.000');
    const after = await hubAt('', options);
    expect(section(after.text, 'hub-finished')).toContain('/promo/knauf2025#leaderboard');
  });
});

describe('links to the hub', () => {
  test('when a campaign page or the 404 page is shown, then it links to /promo/', async () => {
    t = await startApp();
    for (const campaign of CAMPAIGNS) {
      const page = await request(t.app).get(pathOf(campaign)).set('Host', HOST);
      expect(page.text, campaign.id).toContain('<a class="site-bar__hub" href="/promo/">Все акции</a>');
    }
    const missing = await request(t.app).get('/promo/no-such-campaign').set('Host', HOST);
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/<a href="\/promo\/">Все акции/);
    for (const campaign of CAMPAIGNS) expect(missing.text, campaign.id).not.toContain(pathOf(campaign));
  });

  test('when lovecategory or karta-elektrika is shown, then its header and its footer say «Все акции» and both lead to /promo/', async () => {
    t = await startApp();
    for (const path of ['/promo/lovecategory', '/promo/karta-elektrika', pathOf(CAMPAIGNS[0]!), '/promo/']) {
      const page = await request(t.app).get(path).set('Host', HOST);
      const targets = [...page.text.matchAll(/<a [^>]*href="([^"]+)"[^>]*>Все акции<\/a>/g)].map((m) => m[1]);
      expect(targets.length, path).toBeGreaterThanOrEqual(path === '/promo/' ? 1 : 2);
      expect(new Set(targets), path).toEqual(new Set(['/promo/']));
    }
  });
});
