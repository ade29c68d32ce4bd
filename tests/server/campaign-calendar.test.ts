// Each phase of a campaign through the real app (docs/product.md §4 "The calendar"): the page,
// the proxy's answers for its slug (404 and 410 never reaching upstream), and the exact
// boundary with a page already in the render cache, crossed by moving an injected clock.
import { afterEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { moscowDayStart } from '#shared/content/calendar.js';
import { CONTENT, campaignById } from '../support/content.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { startApp, type StartAppOptions, type TestApp } from '../support/start-app.js';
import { multipart } from '../support/multipart.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { beforeState } from '../support/page-state.js';

const HOST = 'promo.example.ru';
const DAY_MS = 24 * 60 * 60 * 1000;
/** An instant written in Moscow time. */
const msk = (text: string) => Date.parse(`${text}+03:00`);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appAt(promoNow: string, options: StartAppOptions = {}): Promise<TestApp> {
  t = await startApp({ ...options, env: { PROMO_NOW: promoNow, ...options.env } });
  return t;
}

/** The page text without React's text separators. */
async function pageOf(app: TestApp, campaign: Campaign) {
  const res = await request(app.listener).get(`/promo/${campaign.id}`).set('Host', HOST);
  return { status: res.status, text: res.text.replaceAll('<!-- -->', ''), headers: res.headers };
}

const upstreamCallsFor = (app: TestApp, slug: string) => app.demo.requests.filter((r) => r.path.includes(`/${slug}/`));

/** knauf2025 of the content: 1 March – 31 October 2025 (docs/product.md §4), no announce day. */
const KNAUF = campaignById('knauf2025');

describe('a hidden campaign (before its announce day)', () => {
  test('when its page is asked the day before it starts, then it is the 404 page', async () => {
    // A minute before 00:00: PROMO_NOW's clock runs on while the app starts.
    const app = await appAt('2025-02-28T23:59:00+03:00');
    const res = await pageOf(app, KNAUF);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.text).not.toContain(KNAUF.title);
  });

  test('when the proxy is asked for its products, leaderboard or savings check, then each is 404 and the upstream is never called', async () => {
    const app = await appAt('2025-02-20T12:00:00+03:00');
    const calls = [
      `/api/v1/promo/products/${KNAUF.apiSlug}/`,
      `/api/v1/promo/result/${KNAUF.apiSlug}/?limit=15`,
      `/api/v2/promo/check/${KNAUF.apiSlug}/${DEMO_CARDS.savingsPositive}/`,
    ];
    for (const path of calls) {
      const res = await request(app.listener).get(path);
      expect([res.status, res.body], path).toEqual([404, { message: 'Not found' }]);
    }
    expect(upstreamCallsFor(app, KNAUF.apiSlug)).toEqual([]);
  });

  test('when a well-formed slug belongs to no campaign, then the proxy answers 404 without calling upstream', async () => {
    const app = await appAt('2025-10-15T12:00:00+03:00');
    expect((await request(app.listener).get('/api/v1/promo/products/nosuch2025/')).status).toBe(404);
    expect(upstreamCallsFor(app, 'nosuch2025')).toEqual([]);
  });
});

describe('an upcoming campaign (from its announce day to its start)', () => {
  const announced: Campaign = { ...KNAUF, announce: '2026-02-20', starts: '2026-03-01', ends: '2026-03-31' };
  const content = { ...CONTENT, campaigns: [announced] };

  test('when its page is asked on its announce day, then it says when it starts and shows the products, with no check and no leaderboard', async () => {
    const app = await appAt('2026-02-20T00:00:00+03:00', { content });
    const res = await pageOf(app, announced);

    expect(res.status).toBe(200);
    expect(plainSpaces(res.text)).toContain('Акция начнётся 1 марта 2026');
    expect(plainSpaces(res.text)).toMatch(/class="chip chip--status chip--upcoming">Скоро</);
    expect(plainSpaces(res.text)).toContain(plainSpaces(`Товары ${announced.brand.name}, участвующие в акции`));
    expect(plainSpaces(res.text)).not.toContain('Проверить покупки');
    // The field's label travels in every page's state (content/site.json's cardForm): no field is a label the page does not show.
    expect(plainSpaces(res.text)).not.toContain('>Номер клубной карты</label>');
    expect(res.text).not.toContain('<table');
    expect(res.text).not.toContain('id="leaderboard"');
    expect(app.demo.requests.map((r) => r.path)).toEqual([`/api/v1/promo/products/${announced.apiSlug}/`]);
  });

  test('when the day before its announce day ends, then it is still 404; at 00:00 it is upcoming', async () => {
    let now = msk('2026-02-19T23:59:59.999');
    const app = await appAt('2026-01-01T00:00:00+03:00', { content, clock: { now: () => now } });
    expect((await pageOf(app, announced)).status).toBe(404);
    now = msk('2026-02-20T00:00:00.000');
    expect(plainSpaces((await pageOf(app, announced)).text)).toContain('Акция начнётся 1 марта 2026');
  });
});

describe('the clock', () => {
  test('when PROMO_NOW is set, then a start-up line says where the clock started and that it runs on', async () => {
    const app = await appAt('2025-10-15T12:00:00+03:00');
    const line = app.logs.map((text) => JSON.parse(text) as { msg: string; promoNow?: string }).find(
      (l) => l.msg.startsWith('PROMO_NOW is set'),
    );
    expect(line?.promoNow).toBe('2025-10-15T09:00:00.000Z');
    expect(line?.msg).toBe('PROMO_NOW is set: the clock started at 2025-10-15T09:00:00.000Z and runs on');
  });
});

describe('a running campaign', () => {
  test('when its page is asked, then it has the status chip, the savings check and the leaderboard', async () => {
    const app = await appAt('2025-10-15T12:00:00+03:00');
    const res = await pageOf(app, KNAUF);
    expect(plainSpaces(res.text)).toMatch(/class="chip chip--status chip--running">Идёт</);
    expect(plainSpaces(res.text)).toContain('Проверить покупки');
    expect(plainSpaces(res.text)).toContain('>Номер клубной карты</label>');
    expect(plainSpaces(res.text)).toContain('Таблица лидеров');
    expect(plainSpaces(res.text)).not.toContain('Итоги акции');
  });
});

describe('a finished campaign', () => {
  test('when its page is asked after its end, then the hero says it ended and when, the check is gone and the leaderboard is the final results', async () => {
    const app = await appAt('2025-11-01T00:00:00+03:00');
    const res = await pageOf(app, KNAUF);

    expect(res.status).toBe(200);
    expect(plainSpaces(res.text)).toContain('Акция завершена 31 октября 2025');
    expect(plainSpaces(res.text)).toMatch(/class="chip chip--status chip--finished">Завершена</);
    expect(plainSpaces(res.text)).not.toContain('Проверить покупки');
    // The field's label travels in every page's state (content/site.json's cardForm): no field is a label the page does not show.
    expect(plainSpaces(res.text)).not.toContain('>Номер клубной карты</label>');
    expect(res.text).not.toContain(`id="savings"`);
    expect(plainSpaces(res.text)).toContain('<h2 id="leaderboard-title">Итоги акции</h2>');
    expect(plainSpaces(res.text)).toMatch(/<tr><td><span class="leaderboard__medal">1<\/span><\/td><td>7\d{6}<span class="leaderboard__prize">золото<\/span><\/td>/);
    expect(plainSpaces(res.text)).toContain(
      'Акция проводилась с 1 марта по 31 октября 2025 года. ' +
      'Участники, занявшие места с 1 по 50 в каждом регионе, получили дополнительные баллы на клубную карту.',
    );
    // Once finished, the page speaks in the past tense: no invitation to buy, in the hero or the meta tags.
    expect(plainSpaces(res.text)).toContain(plainSpaces(`Товары ${KNAUF.brand.name}, участвовавшие в акции`));
    const visible = plainSpaces(beforeState(res.text));
    expect(visible).not.toContain('участвующие в акции');
    expect(visible).not.toContain(plainSpaces(KNAUF.description));
    expect(plainSpaces(res.text)).toContain(
      `<meta property="og:description" content="Акция ${KNAUF.brand.name} прошла с 1 марта по 31 октября 2025 года.`,
    );
  });

  test('when its savings check is called, then it answers 410 "Акция завершена" and the upstream is never asked', async () => {
    const app = await appAt('2025-11-01T00:00:00+03:00');
    const res = await request(app.listener).get(`/api/v2/promo/check/${KNAUF.apiSlug}/${DEMO_CARDS.savingsPositive}/`);
    expect([res.status, res.body]).toEqual([410, { message: 'Акция завершена' }]);
    expect(upstreamCallsFor(app, KNAUF.apiSlug)).toEqual([]);
  });

  test('when its leaderboard is polled through /api, then it is not there: the results are in the page (the proxy serves only what browser code calls)', async () => {
    const app = await appAt('2025-11-01T00:00:00+03:00');
    expect((await request(app.listener).get(`/api/v1/promo/products/${KNAUF.apiSlug}/`)).status).toBe(404);
    expect((await request(app.listener).get(`/api/v1/promo/result/${KNAUF.apiSlug}/?limit=15`)).status).toBe(404);
    expect(upstreamCallsFor(app, KNAUF.apiSlug)).toEqual([]);
  });

  test('when the form posts a card to a finished page (no JS), then the page renders without asking the upstream to check it', async () => {
    const app = await appAt('2025-11-01T00:00:00+03:00');
    const res = await request(app.listener).get(`/promo/${KNAUF.id}?card=${DEMO_CARDS.savingsPositive}`).set('Host', HOST);
    expect(res.status).toBe(200);
    expect(app.demo.requests.filter((r) => r.path.startsWith('/api/v2/promo/check/'))).toEqual([]);
  });
});

describe('lovecategory finished', () => {
  const lovecategory = { ...(CONTENT.kindFiles.lovecategory as object), starts: '2024-11-01', ends: '2025-09-30' };
  const ended = { ...CONTENT, kindFiles: { ...CONTENT.kindFiles, lovecategory } };

  test.each([
    ['its end day in content/lovecategory.json has passed', { content: ended }],
    ['LOVECATEGORY_FINISHED is set', { env: { LOVECATEGORY_FINISHED: 'true' } }],
  ])('when %s, then the page says so and categories/add answers 410 without reaching upstream', async (_why, options: StartAppOptions) => {
    const app = await appAt('2025-10-15T12:00:00+03:00', options);
    const page = await request(app.listener).get('/promo/lovecategory').set('Host', HOST);
    expect(plainSpaces(page.text)).toContain('Акция завершена');

    const form = await multipart({ card: DEMO_CARDS.registeredEligible, categories: '1' });
    const res = await request(app.listener)
      .post('/api/v2/promo_categories/categories/add/')
      .set('content-type', form.contentType)
      .send(form.bytes);
    expect([res.status, res.body]).toEqual([410, { message: 'Акция завершена' }]);
    expect(app.demo.requests.filter((r) => r.path.includes('categories/add'))).toEqual([]);
  });
});

describe('the boundary at 24:00 of the last day', () => {
  const lastSecond = msk('2025-10-31T23:59:58.000');
  const end = moscowDayStart(KNAUF.ends) + DAY_MS;

  test('when a running page is already in the render cache, then the first request at 24:00 gets the finished page, and Cache-Control never reached past it', async () => {
    let now = lastSecond;
    const app = await appAt('2025-10-15T12:00:00+03:00', { clock: { now: () => now }, env: { UPSTREAM_CACHE_TTL_MS: '10000' } });
    const first = await pageOf(app, KNAUF);
    expect(plainSpaces(first.text)).toContain('Проверить покупки');
    // Two seconds left: no shared cache may keep it longer, stale or not.
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=0');

    now = end - 1;
    const cached = await pageOf(app, KNAUF);
    expect(plainSpaces(cached.text)).toContain('Проверить покупки');
    expect(cached.headers.etag, 'the second answer came from the render cache').toBe(first.headers.etag);
    expect(cached.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');

    now = end;
    const after = await pageOf(app, KNAUF);
    expect(plainSpaces(after.text)).toContain('Акция завершена 31 октября 2025');
    expect(plainSpaces(after.text)).toContain('Итоги акции');
    expect(plainSpaces(after.text)).not.toContain('Проверить покупки');
    expect(after.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
  });

  test('when the change is further away than a shared cache may keep the page, then Cache-Control is the usual one; within reach it shrinks to the seconds left', async () => {
    let now = msk('2025-10-15T12:00:00');
    const app = await appAt('2025-10-15T12:00:00+03:00', { clock: { now: () => now }, env: { UPSTREAM_CACHE_TTL_MS: '10000' } });
    expect((await pageOf(app, KNAUF)).headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    now = end - 30_500;
    expect((await pageOf(app, KNAUF)).headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
  });
});
