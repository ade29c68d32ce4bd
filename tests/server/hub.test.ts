// The hub, /promo/ and /promo (docs/product.md §4 "The hub"): every public
// promotion under 'Действующие акции', 'Скоро' and 'Завершённые акции' at the instant
// asked, a heading with nothing under it left out; every campaign page and the 404 page
// link to it.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { addMonths } from '#shared/content/calendar.js';
import { CAMPAIGNS, CONTENT, campaignById } from '../support/content.js';
import { startApp, type StartAppOptions, type TestApp } from '../support/start-app.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const HOST = 'promo.example.ru';
const msk = (text: string) => Date.parse(`${text}+03:00`);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The campaigns and the lasting pages, without the landings (tests/server/landings.test.ts lists those). */
const CAMPAIGNS_ONLY = { ...CONTENT, folders: {} };

async function hubAt(promoNow: string, options: StartAppOptions = {}, path = '/promo/') {
  t ??= await startApp({ content: CAMPAIGNS_ONLY, ...options, env: { PROMO_NOW: promoNow, ...options.env } });
  const res = await request(t.listener).get(path).set('Host', HOST);
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
/** The text under the hub's headline, with plain spaces. */
const lead = (html: string) => plainSpaces(/<p class="hero__lead">([^<]*)<\/p>/.exec(asWritten(html))?.[1] ?? null);

describe('GET /promo/ and /promo', () => {
  test('when every campaign is running, then both paths answer the hub with all of them, lovecategory and karta-elektrika as current, and no other heading', async () => {
    for (const path of ['/promo/', '/promo']) {
      const res = await hubAt('2025-10-15T12:00:00+03:00', {}, path);
      expect(res.status, path).toBe(200);
      expect(asWritten(res.text)).toContain('<h1>Акции «Петровича»</h1>');
      expect(asWritten(res.text)).toContain('>Действующие акции</h2>');
      expect(section(res.text, 'hub-running')?.sort()).toEqual(
        [...CAMPAIGNS.map(pathOf), '/promo/karta-elektrika', '/promo/lovecategory'].sort(),
      );
      expect(section(res.text, 'hub-upcoming')).toBeUndefined();
      expect(section(res.text, 'hub-finished')).toBeUndefined();
      // Nothing announced: the lead promises no upcoming promotions (content/hub.json's withoutUpcoming).
      expect(lead(res.text))
        .toBe('Дополнительные баллы по клубной карте за покупки у наших партнёров: действующие акции и итоги прошедших.');
      // No PUBLIC_ORIGIN here: no canonical at all (docs/product.md §9: never a relative one).
      expect(res.text).not.toContain('rel="canonical"');
    }
  });

  test('when two campaigns have ended, then they are under "Завершённые акции", linking to their results, newest first', async () => {
    const res = await hubAt('2025-11-15T12:00:00+03:00');
    const ended = CAMPAIGNS.filter((c) => c.ends < '2025-11-15').sort((a, b) => b.ends.localeCompare(a.ends) || a.id.localeCompare(b.id));
    expect(ended.map((c) => c.id).sort()).toEqual(['knauf2025', 'rockwool2025']);
    expect(section(res.text, 'hub-finished')).toEqual(ended.map((c) => `${pathOf(c)}#leaderboard`));
    expect(asWritten(res.text)).toContain('>Завершённые акции</h2>');
    expect(section(res.text, 'hub-running')).not.toContain('/promo/knauf2025');
  });

  test('when every campaign has ended and none ended 12 months ago (15 October 2026), then all are finished results and only the lasting programmes are current', async () => {
    expect(CAMPAIGNS.every((c) => c.ends < '2026-10-15' && addMonths(c.ends, 12) >= '2026-10-15')).toBe(true);
    const res = await hubAt('2026-10-15T12:00:00+03:00');
    expect(section(res.text, 'hub-finished')).toHaveLength(CAMPAIGNS.length);
    expect(section(res.text, 'hub-running')).toEqual(['/promo/lovecategory', '/promo/karta-elektrika']);
  });

  test('when 12 months have passed since some campaigns ended (23 November 2026), then those leave the hub and their pages stay', async () => {
    const day = '2026-11-23';
    const left = CAMPAIGNS.filter((c) => addMonths(c.ends, 12) < day);
    const staying = CAMPAIGNS.filter((c) => !left.includes(c));
    expect(left.length > 0 && staying.length > 0).toBe(true);
    const res = await hubAt(`${day}T12:00:00+03:00`);
    expect(section(res.text, 'hub-finished')?.toSorted()).toEqual(staying.map((c) => `${pathOf(c)}#leaderboard`).toSorted());
    for (const campaign of left) expect((await request(t!.listener).get(pathOf(campaign)).set('Host', HOST)).status, campaign.id).toBe(200);
  });

  test('when a campaign sets hubMonths, then it leaves the hub that many months after its end, at 24:00 Moscow', async () => {
    const brief: Campaign = { ...campaignById('knauf2025'), hubMonths: 1 };
    const options = { content: { ...CAMPAIGNS_ONLY, campaigns: [brief] } };
    let now = msk('2025-11-30T23:59:59.000');
    const before = await hubAt('', { ...options, clock: { now: () => now } });
    expect(section(before.text, 'hub-finished')).toEqual([`${pathOf(brief)}#leaderboard`]);
    now = msk('2025-12-01T00:00:00.000');
    const after = await hubAt('', options);
    expect(section(after.text, 'hub-finished')).toBeUndefined();
  });

  test('when campaigns set order, then they come first in their section, 1 before 2; archived and draft ones are not on the hub', async () => {
    const [a, b, c, d, e] = CAMPAIGNS as [Campaign, Campaign, Campaign, Campaign, Campaign];
    const campaigns = [
      a, { ...b, order: 2 }, c, { ...d, order: 1 }, { ...e, status: 'archived' as const }, { ...CAMPAIGNS[5]!, status: 'draft' as const },
    ];
    const res = await hubAt('2025-10-15T12:00:00+03:00', { content: { ...CAMPAIGNS_ONLY, campaigns } });
    const running = section(res.text, 'hub-running')!;
    expect(running.slice(0, 2)).toEqual([pathOf(d), pathOf(b)]);
    expect(running).toContain(pathOf(a));
    expect(running).not.toContain(pathOf(e));
    expect(running).not.toContain(pathOf(CAMPAIGNS[5]!));
  });

  test('when a campaign sets hubTitle, then its card reads it; without it, the brand and the year it starts', async () => {
    const own: Campaign = { ...campaignById('knauf2025'), hubTitle: 'Knauf: баллы за смеси' };
    const plain: Campaign = { ...campaignById('rockwool25'), hubTitle: undefined };
    const res = await hubAt('2025-10-15T12:00:00+03:00', { content: { ...CAMPAIGNS_ONLY, campaigns: [own, plain] } });
    expect(asWritten(res.text)).toContain('<span class="hub__name">Knauf: баллы за смеси</span>');
    expect(asWritten(res.text)).toContain(`<span class="hub__name">Акция ${plain.brand.name} ${plain.starts.slice(0, 4)}</span>`);
  });

  test('when cards are shown, running (15 October 2025) or finished (15 October 2026), then no lead repeats its card’s name, nor a finished one its dates', async () => {
    /** Each card's name and lead, with plain spaces. */
    const cards = (html: string) => [...asWritten(html).matchAll(/<span class="hub__name">([^<]*)<\/span><span class="hub__lead">([^<]*)<\/span>/g)]
      .map((m) => ({ name: plainSpaces(m[1]!), lead: plainSpaces(m[2]!) }));
    const running = cards((await hubAt('2025-10-15T12:00:00+03:00')).text);
    await t?.close();
    t = undefined;
    const finished = cards((await hubAt('2026-10-15T12:00:00+03:00')).text);

    const leadOf = (list: typeof running, name: string) => list.find((card) => card.name === name)?.lead;
    expect(leadOf(running, 'Акция Knauf 2025')).toBe('Покупайте материалы Knauf и получайте дополнительные баллы');
    expect(leadOf(running, 'Акция Rockwool: осень 2025')).toBe('Дополнительные баллы за теплоизоляцию');
    // The dates are the card's chip beside it: the lead says no period again.
    expect(leadOf(finished, 'Акция Knauf 2025')).toBe('Акция Knauf завершена, итоги подведены. Спасибо всем участникам!');
    expect(running.length + finished.length).toBeGreaterThan(8);
    for (const { name, lead } of [...running, ...finished]) expect(lead.toLowerCase(), name).not.toContain(name.toLowerCase());
    for (const { name, lead } of finished) expect(lead, name).not.toMatch(/\d{4}|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря/);
  });

  test('when a campaign is announced, then it is under "Скоро" with its start and the lead speaks of upcoming promotions; a hidden one is nowhere', async () => {
    const announced: Campaign = { ...campaignById('knauf2025'), announce: '2026-02-20', starts: '2026-03-01', ends: '2026-03-31' };
    const hidden: Campaign = { ...campaignById('rockwool25'), announce: '2026-05-25', starts: '2026-06-01', ends: '2026-06-30' };
    const res = await hubAt('2026-02-25T12:00:00+03:00', { content: { ...CAMPAIGNS_ONLY, campaigns: [announced, hidden] } });
    expect(section(res.text, 'hub-upcoming')).toEqual([pathOf(announced)]);
    expect(plainSpaces(res.text)).toContain('Начнётся 1 марта 2026');
    expect(res.text).not.toContain(pathOf(hidden));
    expect(lead(res.text)).toContain('действующие и предстоящие акции');
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
      const page = await request(t.listener).get(pathOf(campaign)).set('Host', HOST);
      expect(asWritten(page.text), campaign.id).toContain('<a class="site-bar__hub" href="/promo/">Все акции</a>');
    }
    const missing = await request(t.listener).get('/promo/no-such-campaign').set('Host', HOST);
    expect(missing.status).toBe(404);
    expect(asWritten(missing.text)).toMatch(/<a href="\/promo\/">Все акции/);
    for (const campaign of CAMPAIGNS) expect(missing.text, campaign.id).not.toContain(pathOf(campaign));
  });

  test('when lovecategory or karta-elektrika is shown, then its header and its footer say «Все акции» and both lead to /promo/', async () => {
    t = await startApp();
    for (const path of ['/promo/lovecategory', '/promo/karta-elektrika', pathOf(CAMPAIGNS[0]!), '/promo/']) {
      const page = await request(t.listener).get(path).set('Host', HOST);
      const targets = [...asWritten(page.text).matchAll(/<a [^>]*href="([^"]+)"[^>]*>Все акции<\/a>/g)].map((m) => m[1]);
      expect(targets.length, path).toBeGreaterThanOrEqual(path === '/promo/' ? 1 : 2);
      expect(new Set(targets), path).toEqual(new Set(['/promo/']));
    }
  });
});
