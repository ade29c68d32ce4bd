// A page under test through the real app (docs/product.md §12, docs/decisions/490-experiment-assignment.md,
// 741-pages-served-by-the-edge.md), on the fixture's headline test of knauf2025 on its first day, 22 October 2025
// (tests/support/experiments.ts): a browser's first view is given a version and its cookies, later views keep
// it from the render cache (the listener's hit path) with the shared Cache-Control; the version's <title>,
// heading and state are one; crawlers see А without a cookie; pages without an experiment answer exactly as
// an app without experiments does.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { CONTENT } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { stateOf } from '../support/page-state.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';
import { throughExpress } from '../support/express-reached.js';
import { clockStartingAt } from '#server/calendar/clock.js';
import { drawnVersion } from '#server/experiments/assignment.js';
import { visitorIds } from '#server/experiments/visitor-ids.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const PAGE = '/promo/knauf2025';
const { key } = FIXTURE_EXPERIMENT;
const TITLE_B = plainSpaces(FIXTURE_EXPERIMENT.variant.title!);

const SECRET = 'the-experiments-test-secret-0123456789abcdef';
/** The upstream cache on, so a render is stored and a later view is a hit (start-app.ts turns it off). */
const ENV = { PROMO_NOW: EXPERIMENT_DAY, UPSTREAM_CACHE_TTL_MS: '600000', EXPERIMENT_SECRET: SECRET };
/** The app's clock, read around a request to know the seconds its cookies are given. */
const clock = clockStartingAt(Date.parse(EXPERIMENT_DAY));
/** 24:00 Moscow of the experiment's last day, 23 October 2025. */
const ENDS = Date.parse('2025-10-24T00:00:00+03:00');

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: ENV, clock });
});
afterAll(() => t.close());

const words = (html: string, pattern: RegExp) => plainSpaces(pattern.exec(asWritten(html))![1]!);
const titleOf = (html: string) => words(html, /<title>([^<]*)<\/title>/);
const headingOf = (html: string) => words(html, /<h1 class="campaign-header__title">([^<]*)<\/h1>/);
/** The cookies an answer sets, as `name=value` by name. */
const setCookies = (headers: Record<string, unknown>) => (headers['set-cookie'] as string[] | undefined) ?? [];
const cookiePairs = (headers: Record<string, unknown>) => setCookies(headers).map((line) => line.split(';')[0]!).join('; ');

/** A fresh browser's first view, then its cookies. */
async function firstView(agent = BROWSER) {
  const first = await request(t.listener).get(PAGE).set('user-agent', agent).expect(200);
  return { first, cookie: cookiePairs(first.headers) };
}

describe('a page under test', () => {
  test('when a browser comes the first time, then it is given a random id and its signed draw (version, share of Б, day) in cookies, and the answer is its own', async () => {
    const secondsLeft = () => Math.ceil((ENDS - clock.now()) / 1000);
    const atMost = secondsLeft();
    const { first } = await firstView();
    const atLeast = secondsLeft();
    const [visitor, edge] = setCookies(first.headers);
    // Max-Age alone, no Expires: every browser the site is built for keeps a cookie by it
    // (docs/decisions/490-experiment-assignment.md).
    const yearLong = 'Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax';
    expect(visitor).toMatch(new RegExp(`^promo_ab=[A-Za-z0-9_-]{16}\\.${key}~[ab]~50~20251022\\.[A-Za-z0-9_-]{22}; ${yearLong}$`));
    const version = /~([ab])/.exec(visitor!)![1];
    // The edge's cookie reaches this page alone and ends with the experiment (24:00 Moscow of its last day).
    const [, maxAge] = new RegExp(`^promo_v=${key}~${version}; Max-Age=(\\d+); Path=${PAGE}; HttpOnly; SameSite=Lax$`).exec(edge!)!;
    expect(Number(maxAge)).toBeGreaterThanOrEqual(atLeast);
    expect(Number(maxAge)).toBeLessThanOrEqual(atMost);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(stateOf(first.text).page.experiment).toEqual({ version });
  });

  test('when a visitor comes back with its cookies, then it keeps its version from the hit path, shared, no cookie set again', async () => {
    const seen = new Map<string, string>();
    // Enough fresh visitors that both versions show up (the chance of one version alone in 40 is 2 × 2^-40).
    for (let visitor = 0; visitor < 40; visitor += 1) {
      const { first, cookie } = await firstView();
      const version = stateOf(first.text).page.experiment!.version;
      const again1 = () => request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', cookie);
      const { answer: again, reached } = await throughExpress(t.listener, again1);
      expect(reached).toBe(0);
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(again.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
      expect(stateOf(again.text).page.experiment).toEqual({ version });
      seen.set(version, again.text);
    }
    expect([...seen.keys()].toSorted()).toEqual(['a', 'b']);
    const a = seen.get('a')!;
    const b = seen.get('b')!;
    const campaignA = CONTENT.campaigns.find((campaign) => campaign.id === 'knauf2025')!;
    // The server decided before rendering: Б's <title>, heading and the state the browser hydrates are Б's.
    expect(titleOf(b)).toBe(`${TITLE_B} | Петрович`);
    expect(headingOf(b)).toBe(TITLE_B);
    expect(plainSpaces(asWritten(JSON.stringify(stateOf(b).page.kindState)))).toContain(TITLE_B);
    expect(headingOf(a)).toBe(plainSpaces(campaignA.title));
    expect(plainSpaces(asWritten(a))).not.toContain(TITLE_B);
    // One canonical address for both.
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(canonical(b)).toBe(canonical(a));
  });

  test('when fresh browsers come, then each is drawn by the hash of the experiment key and the id it was given', async () => {
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 64; visitor += 1) {
      const { first } = await firstView();
      const [, id, version] = /^promo_ab=([\w-]{16})\.\w+~([ab])~/.exec(setCookies(first.headers)[0]!)!;
      expect(version).toBe(drawnVersion(key, id!, FIXTURE_EXPERIMENT.share));
      seen.add(version!);
    }
    expect([...seen].toSorted()).toEqual(['a', 'b']);
  });

  test('when a visitor with an id of ours comes to a test it was never drawn in, then its version is the hash of the key and its id, in every tab', async () => {
    const ids = visitorIds(SECRET);
    const seen = new Set<string>();
    for (let visitor = 0; visitor < 16; visitor += 1) {
      const id = `known-visitor-${String(visitor).padStart(2, '0')}`;
      const cookie = `promo_ab=${id}.${ids.sign(id)}`;
      const tabs = await Promise.all([0, 1].map(() => request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', cookie)));
      const versions = tabs.map((tab) => stateOf(tab.text).page.experiment!.version);
      expect(versions).toEqual([drawnVersion(key, id, FIXTURE_EXPERIMENT.share), drawnVersion(key, id, FIXTURE_EXPERIMENT.share)]);
      expect(setCookies(tabs[0]!.headers)[0]).toMatch(new RegExp(`^promo_ab=${id}\\.${key}~${versions[0]}~`));
      seen.add(versions[0]!);
    }
    expect([...seen].toSorted()).toEqual(['a', 'b']);
  });

  test('when a crawler or a browser that asks not to be tracked comes, then it sees А and gets no cookie', async () => {
    for (const headers of [{ 'user-agent': CRAWLER }, { 'user-agent': BROWSER, 'sec-gpc': '1' }, { 'user-agent': BROWSER, dnt: '1' }, {}]) {
      const answer = await request(t.listener).get(PAGE).set(headers).expect(200);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(stateOf(answer.text).page.experiment).toEqual({ version: 'a' });
      expect(plainSpaces(asWritten(answer.text))).not.toContain(TITLE_B);
    }
  });

  test('when the edge\'s cookie is out of step with the visitor\'s (a forged or an old one), then the answer sets it again and is the visitor\'s own', async () => {
    const { cookie } = await firstView();
    const version = /promo_v=\w+~([ab])/.exec(cookie)![1]!;
    const other = version === 'a' ? 'b' : 'a';
    const forged = cookie.replace(/promo_v=[^;]*/, `promo_v=${key}~${other}`);
    const answer = await request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', forged).expect(200);
    expect(setCookies(answer.headers).map((line) => line.split(';')[0])).toEqual([`promo_v=${key}~${version}`]);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(stateOf(answer.text).page.experiment).toEqual({ version });
  });
});

describe('a version chosen by cookies the server did not sign', () => {
  test('when a visitor writes cookies that name Б with no signature of ours, then it is shown Б\'s shared page, the bytes a drawn Б '
    + 'visitor gets, and neither its view nor its goal counts', async () => {
    // Which page a returning visitor sees is read unsigned, as the edge reads it (docs/decisions/1070-a-version-chosen-unsigned.md).
    let drawnB: { cookie: string; text: string } | undefined;
    while (!drawnB) {
      const { first, cookie } = await firstView();
      if (stateOf(first.text).page.experiment!.version === 'b') drawnB = { cookie, text: first.text };
    }
    const sharedB = await request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', drawnB.cookie).expect(200);
    const total = async () => (await t.server.readExperimentResults(key)).days
      .reduce((sum, day) => sum + day.a.visitors + day.b.visitors + day.a.conversions + day.b.conversions, 0);
    const before = await total();
    const forged = `promo_ab=AAAAAAAAAAAAAAAA.${key}~b~50~20251022; promo_v=${key}~b`;
    const answer = await request(t.listener).get(PAGE).set('user-agent', BROWSER).set('cookie', forged).expect(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe(sharedB.headers['cache-control']);
    expect(answer.text).toBe(sharedB.text);
    await request(t.listener).get(`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`).set('user-agent', BROWSER)
      .set('cookie', forged).expect(200);
    expect(await total()).toBe(before);
  });
});

describe('pages without an experiment', () => {
  test('when the app has an experiment on another page, then every other page answers the same bytes and headers as an app with none', async () => {
    const without = await startApp({ env: ENV, content: { ...CONTENT, experiments: [] } });
    try {
      const pages = ['/promo/rockwool25', '/promo/', '/promo/lovecategory', '/promo/karta-elektrika'];
      for (const path of pages) {
        for (const app of [t, without]) await request(app.listener).get(path).set('user-agent', BROWSER); // fill the render caches
        const [withIt, plain] = await Promise.all([t, without].map((app) =>
          throughExpress(app.listener, () => request(app.listener).get(path).set('user-agent', BROWSER).set('accept-encoding', 'br'))));
        const headers = ({ headers: { 'x-request-id': _id, date: _date, ...rest } }: request.Response) => rest;
        expect(headers(withIt!.answer), path).toEqual(headers(plain!.answer));
        expect(withIt!.answer.body, path).toEqual(plain!.answer.body);
        expect(withIt!.reached, path).toBe(plain!.reached);
      }
    } finally {
      await without.close();
    }
  });
});
