// Every campaign page (tests/fixtures/content/campaigns/) through the real app and the real demo
// upstream: server-rendered rows, the `limit` and slug the upstream sees, the footer
// rules, legal text, head tags and banner files.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { CAMPAIGNS, campaignById } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const ALL = CAMPAIGNS;
const CLUB_PRIZE = 'Бонусные баллы могут быть использованы только для получения приза клубной акции на условиях публичной оферты.';
const HOST = 'promo.example.ru';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());
beforeEach(() => t.demo.reset());

/** Body rows per leaderboard table, keyed by the table's caption. */
function leaderboardRows(html: string): Record<string, number> {
  const tables = [...asWritten(html).matchAll(/<table class="[^"]*\bleaderboard__table\b[^"]*"><caption>([^<]+)<\/caption>([\s\S]*?)<\/table>/g)];
  return Object.fromEntries(tables.map(([, caption, body]) => [plainSpaces(caption!), body!.split('<tbody>')[1]!.match(/<tr>/g)?.length ?? 0]));
}

/** The page HTML without React's text separators (`<!-- -->`), so sentences read whole. */
async function getPage(c: Campaign): Promise<{ text: string; headers: Record<string, string> }> {
  const res = await request(t.listener).get(`/promo/${c.id}`).set('Host', HOST).expect(200);
  return { text: res.text.replaceAll('<!-- -->', ''), headers: res.headers };
}

describe.each(ALL)('GET /promo/$id', (campaign) => {
  test('when the upstream answers, then the page is 200 with its products and savings check in the server HTML', async () => {
    const res = await getPage(campaign);

    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`--accent:${campaign.brand.accent}`);
    expect(plainSpaces(res.text)).toContain(plainSpaces(`Товары ${campaign.brand.name}, участвующие в акции`));
    expect(res.text).toMatch(/<li class="products__item">/);
    expect(plainSpaces(res.text)).toContain('Номер клубной карты');
    expect(res.text).toContain(`aria-label="${campaign.brand.name}"`);
  });

  test(`when the page renders, then the upstream is asked for ${campaign.apiSlug} with limit=${campaign.leaderboardLimit}`, async () => {
    await getPage(campaign);

    const rating = t.demo.requests.filter((r) => r.path.startsWith('/api/v1/promo/result/'));
    expect(rating.map((r) => [r.path, r.query.limit])).toEqual([[
      `/api/v1/promo/result/${campaign.apiSlug}/`, String(campaign.leaderboardLimit),
    ]]);
    expect(t.demo.requests.map((r) => r.path)).toContain(`/api/v1/promo/products/${campaign.apiSlug}/`);
  });

  test('when the page renders without a public origin, then the head has its title and description, and no canonical or og:image (nothing absolute is made up)', async () => {
    const res = await getPage(campaign);

    expect(res.text).toContain('<html lang="ru">');
    expect(plainSpaces(res.text)).toContain(plainSpaces(`<title>${campaign.title} | Петрович</title>`));
    expect(res.text).toContain(`<meta name="description" content="${campaign.description}">`);
    expect(res.text).not.toContain('rel="canonical"');
    expect(plainSpaces(res.text)).toContain(plainSpaces(`<meta property="og:title" content="${campaign.title} | Петрович">`));
    expect(res.text, 'no origin configured: no absolute URL is made up').not.toContain('property="og:image"');
  });

  test('when its banner is asked in each size, then the three files exist as SVG and the page refers to all three', async () => {
    const res = await getPage(campaign);

    for (const size of ['small', 'medium', 'large']) {
      const path = `/promo/static/banners/${campaign.id}-${size}.svg`;
      expect(res.text).toContain(path);
      const file = await request(t.listener).get(path).expect(200);
      expect(file.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });
});

describe('GET /promo/rockwool2025', () => {
  test('when both regions have data, then each table shows 32 rows and the legal text says places 1 to 32', async () => {
    const res = await getPage(campaignById('rockwool2025'));

    expect(leaderboardRows(res.text)).toEqual({ 'Санкт-Петербург и Северо-Запад': 32, 'Москва и Центр': 32 });
    expect(plainSpaces(res.text)).toContain('места с 1 по 32 в каждом регионе');
  });
});

describe('GET /promo/saint-gobain25', () => {
  test('when the page renders, then every upstream call uses the slug vetonit25', async () => {
    await getPage(campaignById('saint-gobain25'));

    const paths = t.demo.requests.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/promo/products/vetonit25/', '/api/v1/promo/result/vetonit25/']));
    expect(paths.some((p) => p.includes('saint-gobain'))).toBe(false);
  });
});

describe('GET /promo/tehnonikol25', () => {
  test('when both regions are empty, then the page has no leaderboard footer at all', async () => {
    const res = await getPage(campaignById('tehnonikol25'));

    expect(res.text).not.toContain('id="leaderboard-title"');
    expect(plainSpaces(res.text)).not.toContain('Таблица лидеров');
    expect(plainSpaces(res.text)).toContain('Товары Технониколь');
  });
});

describe('GET /promo/rockwool25', () => {
  test('when only spb has rows, then only the spb table is shown, with 15 rows', async () => {
    const res = await getPage(campaignById('rockwool25'));

    expect(leaderboardRows(res.text)).toEqual({ 'Санкт-Петербург и Северо-Запад': 15 });
    expect(plainSpaces(res.text)).not.toContain('Москва и Центр');
  });

  test('when the rating call fails, then the page is still 200, without the footer but with its products', async () => {
    t.demo.override('GET', /^\/api\/v1\/promo\/result\//, (_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"boom"}');
    });

    const res = await getPage(campaignById('rockwool25'));

    expect(plainSpaces(res.text)).not.toContain('Таблица лидеров');
    expect(plainSpaces(res.text)).toContain('Товары Rockwool');
  });
});

describe('GET /promo/{campaign} legal text', () => {
  const withFooter = ALL.filter((c) => c.id !== 'tehnonikol25');

  test.each(withFooter)('when $id renders its footer, then it names the organiser and its places, 15 rows per region unless 32', async (campaign) => {
    const res = await getPage(campaign);

    // The characters as written; the hyphenated name is kept on one line by markup only.
    expect(plainSpaces(res.text).replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1')).toContain(plainSpaces(`Организатор акции — ${campaign.organiser}.`));
    expect(plainSpaces(res.text)).toContain(plainSpaces(`Участники, занявшие места с 1 по ${campaign.places} в каждом регионе`));
    expect(Object.values(leaderboardRows(res.text)).every((n) => n === campaign.leaderboardLimit)).toBe(true);
  });

  test('when the places are read per campaign, then each has the places of its legal text and its leaderboard row limit', () => {
    const places = Object.fromEntries(ALL.map((c) => [c.id, [c.places, c.leaderboardLimit]]));
    expect(places).toEqual({
      knauf2025: [50, 15], rockwool2025: [32, 32], rockwool25: [25, 15],
      'saint-gobain25': [15, 15], tehnonikol2025: [50, 15], tehnonikol25: [25, 15],
    });
  });

  test('when tehnonikol2025 renders, then only it says points go only toward the club prize under a public offer', async () => {
    for (const campaign of withFooter) {
      const res = await getPage(campaign);
      expect(plainSpaces(res.text).includes(CLUB_PRIZE), campaign.id).toBe(campaign.id === 'tehnonikol2025');
    }
  });
});

describe('analytics tags of the campaign and loyal pages', () => {
  const PATHS = ['/promo/tehnonikol2025', '/promo/karta-elektrika'];
  const ANALYTICS_MARKS = ['googletagmanager', 'mc.yandex', 'dataLayer', 'window.ym'];

  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const externalScripts = (html: string) => (html.match(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g) ?? []);

  test.each(PATHS)('when GTM_ID and YANDEX_METRIKA_ID are set, then %s loads both tags, each inline snippet allowed by its hash', async (path) => {
    const withTags = await startApp({ env: { GTM_ID: 'GTM-TEST42', YANDEX_METRIKA_ID: '12345678' } });
    try {
      const res = await request(withTags.listener).get(path).set('Host', HOST).expect(200);
      const csp = res.headers['content-security-policy']!;
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!;

      expect(res.text).toContain('<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST42"></script>');
      expect(res.text).toContain(`window.ym(12345678,'init'`);
      expect(res.text).toContain('<script async src="https://mc.yandex.ru/metrika/tag.js"></script>');
      // Every inline snippet is allowed by its hash; every other script has a src the CSP allows.
      const inline = inlineScripts(res.text);
      expect(inline).toHaveLength(2);
      for (const snippet of inline) expect(scriptSrc).toContain(sha256(snippet));
      expect(externalScripts(res.text).length).toBeGreaterThanOrEqual(3);
      expect(scriptSrc).not.toContain('nonce-');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/mc\.yandex\.ru/);
      // The browser learns the ids from the state, so goals are sent (shared/analytics/goals.ts).
      expect(res.text).toContain('"analytics":{"gtmId":"GTM-TEST42","yandexMetrikaId":"12345678"}');
    } finally {
      await withTags.close();
    }
  });

  test.each(PATHS)('when neither is set, then %s has no analytics script, host or setting at all', async (path) => {
    const res = await request(t.listener).get(path).set('Host', HOST).expect(200);

    for (const mark of ANALYTICS_MARKS) expect(res.text).not.toContain(mark);
    expect(res.headers['content-security-policy']).not.toMatch(/googletagmanager|yandex/);
    // Only the page's own scripts: the boot guard and the page's entry.
    expect(externalScripts(res.text)).toHaveLength(2);
    for (const tag of externalScripts(res.text)) expect(tag).toMatch(/^<script type="module" src="\/promo\/assets\//);
    expect(inlineScripts(res.text)).toEqual([]);
    expect(res.text).toContain('"analytics":{}');
  });
});
