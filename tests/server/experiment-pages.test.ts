// An experiment on a page with a variant of its own (docs/product.md §12): a test of law's headline, one content file
// and no code, through the real app on both hosts and in two cities (and one of karta-elektrika's, a page the same
// for everyone, from the hit path). Every combination of host, city and version
// renders its own page (the city's phone, the version's heading), a returning visitor keeps its version and city
// from the render cache, and «Оставить вариант Б» written as content (decision "b" over the page's file as it is)
// shows Б to every visitor at once, until that file changes.
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { EXPERIMENT_DAY } from '../support/experiments.js';
import { stateOf } from '../support/page-state.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { throughExpress } from '../support/express-reached.js';
import { signGrant } from '#server/preview/preview-grant.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const HOSTS = [['promo.example.ru', '/promo/law'], ['business.example.ru', '/']] as const;
const PHONES = { spb: '+7 (812) 334-88-88', msk: '+7 (495) 266-88-88' };
const HEADING_A = 'Юридическим лицам — удобная покупка строительных материалов по выгодным ценам';
const HEADING_B = 'Стройматериалы для компаний: доставка в день заказа';
const LAW_TEST = {
  page: 'law', name: 'Заголовок для компаний', key: 'lawHeading1', goal: 'feedback-sent',
  starts: '2025-10-20', ends: '2025-10-25', variant: { hero: { heading: HEADING_B } },
};

const heading = (html: string) =>
  plainSpaces(asWritten(/<h1 id="biz-banner-title" class="biz-banner__title">(.*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
const headerPhone = (html: string) =>
  plainSpaces((/class="biz-header__phone" href="tel:\+\d+">(.*?)<\/a>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
const PREVIEW_TOKEN = 'preview-token-of-the-law-test-0123456789';
const bar = (html: string) => plainSpaces(asWritten(/<div class="preview-mark"[^>]*><p>(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ''));
const cookiesOf = (headers: Record<string, unknown>) =>
  ((headers['set-cookie'] as string[] | undefined) ?? []).map((line) => line.split(';')[0]!).join('; ');

let dir: string;
let t: TestApp;
const hits = async () => (await t.metrics.renderCache.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;

const KARTA_TEST = {
  page: 'karta-elektrika', name: 'Заголовок с бонусами', key: 'kartaHeading1', goal: 'check-card',
  starts: '2025-10-20', ends: '2025-10-25', variant: { hero: { heading: 'Бонусы электрику за каждую покупку' } },
};

async function withApp(experiment: object, others: Record<string, object> = {}) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promo-law-test-'));
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  writeFileSync(path.join(dir, 'experiments', 'law-heading.json'), JSON.stringify(experiment));
  for (const [id, other] of Object.entries(others)) writeFileSync(path.join(dir, 'experiments', `${id}.json`), JSON.stringify(other));
  t = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, CONTENT_DIR: dir, UPSTREAM_CACHE_TTL_MS: '600000', PREVIEW_TOKEN } });
}
const closeApp = async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
};

describe('one content file a test: law\'s headline, karta-elektrika\'s', () => {
  beforeAll(() => withApp(LAW_TEST, { 'karta-heading': KARTA_TEST }));
  afterAll(closeApp);

  test('when the site starts with law and karta-elektrika under test, then the render cache holds each of their variants in '
    + 'both versions, as the fixture\'s campaign under test', () => {
    const { routes } = t.server.site;
    // Every page once per site it is on and variant of one city's list; the two under test once more per version.
    const own = (id: string) => {
      const page = routes.byId(id)!;
      return (page.descriptor.variant?.count(1) ?? 1) * Object.keys(page.paths).length;
    };
    const pages = routes.pages.reduce((sum, page) => sum + own(page.id), 0);
    // knauf2025's is the fixture's own test (tests/support/experiments.ts).
    expect(t.renderCache.maxEntries).toBe(pages + own('law') + own('karta-elektrika') + own('knauf2025'));
  });

  test.each(HOSTS.flatMap(([host, page]) => (['spb', 'msk'] as const).map((city) => [host, page, city] as const)))(
    'when browsers come to %s%s in %s, then each gets its version in its city, and a returning one the same from the cache',
    async (host, page, city) => {
      const get = (cookie?: string) => {
        const asked = request(t.listener).get(`${page}?city_code=${city}`).set('host', host).set('user-agent', BROWSER);
        return cookie ? asked.set('cookie', cookie) : asked;
      };
      const returning = new Map<string, string>();
      // Enough fresh visitors that both versions show up (the chance of one version alone in 30 is 2 × 2^-30).
      for (let visitor = 0; visitor < 30 && returning.size < 2; visitor += 1) {
        const first = await get();
        expect(first.status).toBe(200);
        const { version } = stateOf(first.text).page.experiment!;
        expect(heading(first.text)).toBe(version === 'b' ? HEADING_B : HEADING_A);
        expect(headerPhone(first.text)).toBe(PHONES[city]);
        // The edge's cookie goes to the page's address on this host.
        const edge = new RegExp(`^promo_v=lawHeading1~${version}; .*Path=${page};`);
        expect(first.headers['set-cookie']).toContainEqual(expect.stringMatching(edge));
        returning.set(version, cookiesOf(first.headers));
      }
      expect([...returning.keys()].toSorted()).toEqual(['a', 'b']);
      for (const [version, cookie] of returning) {
        const before = await hits();
        const again = await get(cookie);
        expect(again.status).toBe(200);
        expect(stateOf(again.text).page.experiment).toEqual({ version });
        expect(heading(again.text)).toBe(version === 'b' ? HEADING_B : HEADING_A);
        expect(headerPhone(again.text)).toBe(PHONES[city]);
        expect(await hits()).toBe(before + 1);
      }
    },
  );

  test('when browsers come to karta-elektrika (one page for everyone), then each gets its version\'s heading, and a returning one '
    + 'the same from the hit path', async () => {
    const h1 = (html: string) => plainSpaces(asWritten(/<h1 class="karta-hero__title">(.*?)<\/h1>/.exec(html)?.[1] ?? ''));
    const returning = new Map<string, string>();
    for (let visitor = 0; visitor < 30 && returning.size < 2; visitor += 1) {
      const first = await request(t.listener).get('/promo/karta-elektrika').set('user-agent', BROWSER).expect(200);
      const { version } = stateOf(first.text).page.experiment!;
      expect(h1(first.text)).toBe(version === 'b' ? KARTA_TEST.variant.hero.heading : 'Карта электрика');
      returning.set(version, cookiesOf(first.headers));
    }
    expect([...returning.keys()].toSorted()).toEqual(['a', 'b']);
    for (const [version, cookie] of returning) {
      const { answer, reached } = await throughExpress(t.listener, () =>
        request(t.listener).get('/promo/karta-elektrika').set('user-agent', BROWSER).set('cookie', cookie));
      expect(reached).toBe(0);
      expect(h1(answer.text)).toBe(version === 'b' ? KARTA_TEST.variant.hero.heading : 'Карта электрика');
    }
  });

  test('when a supplier opens law\'s link to a version, then on either host and in either city the page is that version, '
    + 'its bar says which with its styles (never in a public page\'s bytes), and nothing is drawn or kept', async () => {
    const link = `preview=${signGrant(PREVIEW_TOKEN, 'law', Date.now() + 3_600_000)}`;
    for (const [host, page] of HOSTS) {
      const entered = await request(t.listener).get(`${page}?${link}`).set('host', host).set('user-agent', BROWSER).expect(303);
      const cookie = cookiesOf(entered.headers);
      expect(cookie).toMatch(/^promo_preview_law=/);
      for (const [version, words, shown] of [['b', 'Б', HEADING_B], ['a', 'А', HEADING_A]] as const) {
        for (const city of ['spb', 'msk'] as const) {
          const res = await request(t.listener).get(`${page}?city_code=${city}&version=${version}&experiment=law-heading`)
            .set('host', host).set('user-agent', BROWSER).set('cookie', cookie).expect(200);
          expect(heading(res.text)).toBe(shown);
          expect(headerPhone(res.text)).toBe(PHONES[city]);
          expect(bar(res.text)).toContain(`Вариант ${words} эксперимента «${LAW_TEST.name}»`);
          expect(res.text).toMatch(/<style>\.preview-mark\{position:sticky;[^<]*background:#ffd54a;[^<]*<\/style><\/head>/);
          expect(res.headers['cache-control']).toBe('private, no-store');
          const open = await request(t.listener).get(`${page}?city_code=${city}`).set('host', host).expect(200);
          expect(heading(open.text)).toBe(HEADING_A);
          expect(open.text).not.toContain('preview-mark');
          expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^promo_(ab|v)=/));
        }
      }
    }
  });
});

describe('Б kept on law', () => {
  beforeAll(async () => {
    const law = readFileSync(path.join(FIXTURE_CONTENT_DIR, 'law.json'));
    await withApp({ ...LAW_TEST, decision: 'b', keptOver: createHash('sha256').update(law).digest('hex') });
  });
  afterAll(closeApp);

  test('when Б was kept over the page as published, then every visitor, crawler or not, sees Б at once and none is drawn', async () => {
    for (const [host, page] of HOSTS) {
      for (const agent of [BROWSER, 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)']) {
        const res = await request(t.listener).get(page).set('host', host).set('user-agent', agent).expect(200);
        expect(heading(res.text)).toBe(HEADING_B);
        expect(stateOf(res.text).page.experiment).toBeUndefined();
        expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^promo_/));
      }
    }
  });
});
