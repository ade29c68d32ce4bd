// knauf2025 in real Chromium against the real app and the demo upstream: server data
// hydrates without a refetch or a console problem, the savings check behaves as the card
// number rules say, the banner picks its size by width (axe on it at 375, 768 and 1440 px is
// tests/browser/campaigns.test.ts's, as for every campaign of the tests' content). Under its
// headline test (tests/support/experiments.ts), the server counts a visitor's view and its card
// check once, in its version (server/experiments/counting.ts). The tests that only read the page
// as it loaded share one load of it per width (tests/support/browser-suite.ts's `visit`).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration, watchPage, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { LEADERBOARDS } from '#demo-upstream/data-campaigns.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { EXPERIMENT_DAY, FIXTURE_EXPERIMENT } from '../support/experiments.js';
import { stateOf } from '../support/page-state.js';
import { signGrant } from '#server/preview/preview-grant.js';
import type { Version } from '#shared/experiments/versions.js';

const PATH = '/promo/knauf2025';
const CHECK_CALL = /^\/api\/v2\/promo\/check\/knauf2025\/\d{7}\/$/;
const POSITIVE = 'По карте есть покупки, участвующие в акции. Баллы будут начислены.';
const NEGATIVE = 'По этой карте пока нет покупок, участвующих в акции.';
const FAILED = 'Не удалось проверить карту, попробуйте ещё раз';

const suite = useBrowserSuite();

async function watch(width: number): Promise<WatchedPage & { external: string[] }> {
  const watched = await suite.openPage(width);
  const external = await stubOutsideNetwork(watched.context);
  return { ...watched, external };
}

async function open(width: number): Promise<WatchedPage & { external: string[] }> {
  const watched = await watch(width);
  await watched.page.goto(suite.t.url + PATH);
  await waitForHydration(watched.page);
  return watched;
}

/** Place, card and sum of every leaderboard row in the server's HTML, per table. */
function rowsInHtml(html: string): string[][] {
  const tbodies = [...html.matchAll(/<tbody>(.*?)<\/tbody>/gs)].map((m) => m[1]!);
  return tbodies.map((tbody) =>
    [...tbody.matchAll(/<tr>(.*?)<\/tr>/gs)].map((tr) =>
      // A cell's text: its markup (a top three's medal around the place) and React's separators left out.
      [...tr[1]!.matchAll(/<td>(.*?)<\/td>/gs)].map((td) => td[1]!.replace(/<!-- -->|<[^>]+>/g, '')).join(' | ')),
  );
}

function rowsInPage(page: Page): Promise<string[][]> {
  return page.$$eval('.leaderboard__table tbody', (tbodies) =>
    tbodies.map((tbody) =>
      [...tbody.querySelectorAll('tr')]
        .filter((tr) => (tr as HTMLElement).offsetParent !== null) // visible
        .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent).join(' | '))),
  );
}

function form(page: Page) {
  const input = page.getByLabel('Номер клубной карты');
  return {
    input,
    submit: page.getByRole('button', { name: /Проверить|Проверяем/ }),
    clear: page.getByRole('button', { name: 'Очистить номер карты' }),
    message: page.locator('.card-field p[id$="-message"]'),
    result: page.locator('.savings__result'),
  };
}

/** Every savings-check call the upstream received. */
function upstreamChecks(): string[] {
  return suite.t.demo.requests.filter((r) => CHECK_CALL.test(r.path)).map((r) => r.path);
}

describe.each([375, 1440])('knauf2025 at %i px wide', (width) => {
  test('when loaded, then it hydrates with no console error or warning and no /api request', async () => {
    const { page, problems, apiCalls, external } = await open(width);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
    expect(external).toEqual([]);
    // The server's render is what the visitor sees: title and products came with the HTML.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Knauf 2025');
    expect(await page.locator('.products__item').count()).toBeGreaterThan(0);
  });

  test('when loaded, then the leaderboard rows were in the server HTML and are the ones shown', async () => {
    const html = await (await fetch(suite.t.url + PATH)).text();
    const serverRows = rowsInHtml(html);
    // Both regions, the first 15 of each, in the upstream's order.
    const expectedCards = [LEADERBOARDS.knauf2025.spb!, LEADERBOARDS.knauf2025.msk!].map((rows) =>
      rows.slice(0, 15).map((row, i) => `${i + 1} | ${row.cardId}`));
    expect(serverRows.map((rows) => rows.map((r) => r.split(' | ').slice(0, 2).join(' | ')))).toEqual(expectedCards);

    const { page, apiCalls } = await suite.visit(PATH, width);
    expect(await rowsInPage(page)).toEqual(serverRows);
    await expect(page.getByRole('table', { name: 'Санкт-Петербург и Северо-Запад' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('table', { name: 'Москва и Центр' }).isVisible()).resolves.toBe(true);
    expect(apiCalls).toEqual([]);
  });

  test('when loaded, then the banner shows the file of its size', async () => {
    const { page } = await watch(width);
    const bannerRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/banners/') && bannerRequests.push(new URL(r.url()).pathname));
    await page.goto(suite.t.url + PATH);
    await waitForHydration(page);
    const img = page.locator('img.banner__img');
    await page.waitForFunction(() => {
      const el = document.querySelector<HTMLImageElement>('img.banner__img');
      return !!el && el.complete && el.naturalWidth > 0;
    });
    const expected = width < 768 ? 'knauf2025-small.svg' : 'knauf2025-large.svg';
    const currentSrc = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(new URL(currentSrc).pathname).toMatch(new RegExp(`/banners/${expected}$`));
    // Only the chosen size was downloaded: a phone never fetches the desktop image.
    expect(bannerRequests.map((p) => p.split('/').pop())).toEqual([expected]);
  });

  test('when loaded, then the layout fits the width (the 1320 px container and its side padding) with no sideways scroll', async () => {
    const { page } = await suite.visit(PATH, width);
    const layout = await page.evaluate(() => {
      const container = document.querySelector('.container')!;
      return {
        scrollWidth: document.documentElement.scrollWidth,
        containerWidth: Math.round(container.getBoundingClientRect().width),
        padding: getComputedStyle(container).paddingLeft,
      };
    });
    expect(layout).toEqual(width < 768
      ? { scrollWidth: width, containerWidth: width, padding: '20px' }
      : { scrollWidth: width, containerWidth: Math.min(width, 1320), padding: '30px' });
  });

  test('when the visitor checks a card with purchases, then the positive answer shows; without, the negative', async () => {
    const { page, problems, apiCalls } = await open(width);
    const f = form(page);
    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.click();
    await expect(f.result.getByText(POSITIVE).waitFor()).resolves.toBeUndefined();
    await expect(f.result.textContent().then(plainSpaces)).resolves.toBe(POSITIVE);

    await f.input.fill(DEMO_CARDS.savingsNegative);
    // Editing the number withdraws the previous answer.
    await expect(f.result.textContent()).resolves.toBe('');
    await f.input.press('Enter');
    await expect(f.result.getByText(NEGATIVE).waitFor()).resolves.toBeUndefined();
    await expect(f.result.textContent().then(plainSpaces)).resolves.toBe(NEGATIVE);

    expect(apiCalls).toEqual([
      `/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`,
      `/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsNegative}/`,
    ]);
    expect(upstreamChecks()).toEqual(apiCalls);
    expect(problems).toEqual([]);
  });
});

describe('knauf2025 savings check form', () => {
  test('when submitted empty, then it says "Введите номер карты" and asks nothing', async () => {
    const { page, apiCalls } = await open(375);
    const f = form(page);
    // No error before a submit attempt.
    await expect(f.input.getAttribute('aria-invalid')).resolves.toBeNull();
    await f.submit.click();
    await expect(f.message.textContent()).resolves.toBe('Введите номер карты');
    await expect(f.input.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(apiCalls).toEqual([]);
  });

  test('when submitted with 3 digits, then it says "Некорректный номер карты" and asks nothing', async () => {
    const { page, apiCalls } = await open(375);
    const f = form(page);
    await f.input.pressSequentially('700');
    await expect(f.message.textContent()).resolves.toBe('');
    await f.submit.click();
    await expect(f.message.textContent()).resolves.toBe('Некорректный номер карты');
    // Completing the number clears the error.
    await f.input.pressSequentially('0002');
    await expect(f.message.textContent()).resolves.toBe('');
    await expect(f.input.getAttribute('aria-invalid')).resolves.toBeNull();
    expect(apiCalls).toEqual([]);
  });

  test('when the empty field is focused, then it shows the helper "Обязательное поле", and not once it has a value', async () => {
    const { page } = await open(375);
    const f = form(page);
    await expect(f.message.textContent()).resolves.toBe('');
    await f.input.focus();
    await expect(f.message.textContent()).resolves.toBe('Обязательное поле');
    await f.input.pressSequentially('7');
    await expect(f.message.textContent()).resolves.toBe('');
    await f.input.press('Backspace');
    await expect(f.message.textContent()).resolves.toBe('Обязательное поле');
    await f.input.blur();
    await expect(f.message.textContent()).resolves.toBe('');
  });

  test('when letters are typed, then the numeric mask keeps only digits, at most 7', async () => {
    const { page } = await open(375);
    const f = form(page);
    await f.input.pressSequentially('abcЖ -');
    await expect(f.input.inputValue()).resolves.toBe('');
    await f.input.pressSequentially('70a0 0-0x02999');
    await expect(f.input.inputValue()).resolves.toBe('7000002');
    await expect(f.input.getAttribute('inputmode')).resolves.toBe('numeric');
  });

  test('when the clear button is pressed, then the field is empty and the button gone', async () => {
    const { page } = await open(375);
    const f = form(page);
    await expect(f.clear.count()).resolves.toBe(0);
    await f.input.pressSequentially('70000');
    await f.clear.click();
    await expect(f.input.inputValue()).resolves.toBe('');
    await expect(f.clear.count()).resolves.toBe(0);
  });

  test('when the check is slow, then the button shows progress and a second submit sends nothing', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    suite.t.demo.override('GET', CHECK_CALL, async (_req, res) => {
      await released;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { count: 3 } }));
    });
    const { page, apiCalls } = await open(1440);
    const f = form(page);
    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.click();
    await page.getByRole('button', { name: 'Проверяем…' }).waitFor();
    await expect(f.submit.isDisabled()).resolves.toBe(true);
    await expect(f.submit.getAttribute('aria-busy')).resolves.toBe('true');
    // Enter in the field and a forced click while in flight must not send a second request.
    await f.input.press('Enter');
    await f.input.press('Enter');
    await f.submit.click({ force: true });
    await page.evaluate(() => document.querySelector('form')!.requestSubmit());
    release();
    await f.result.getByText(POSITIVE).waitFor();
    await expect(f.submit.textContent()).resolves.toBe('Проверить');
    await expect(f.submit.isEnabled()).resolves.toBe(true);
    expect(apiCalls).toEqual([`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`]);
    expect(upstreamChecks()).toHaveLength(1);
  });

  test('when the upstream fails (card 7000500), then it says the check failed, not that there are no purchases', async () => {
    const { page, problems } = await open(375);
    const f = form(page);
    await f.input.fill(DEMO_CARDS.failure);
    await f.submit.click();
    await f.result.getByText(FAILED).waitFor();
    await expect(f.result.getByText(NEGATIVE).count()).resolves.toBe(0);
    await expect(f.submit.isEnabled()).resolves.toBe(true);
    // Chromium logs the proxy's 502 as a failed resource; nothing else may appear.
    expect(problems).toEqual(['error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)']);
  });

  test('when a check fails and the visitor edits the number, then the failure and its retry are withdrawn', async () => {
    const { page } = await open(375);
    const f = form(page);
    await f.input.fill(DEMO_CARDS.failure);
    await f.submit.click();
    await f.result.getByText(FAILED).waitFor();

    await f.input.fill(DEMO_CARDS.savingsNegative);
    await expect(f.result.textContent()).resolves.toBe('');
    await expect(f.result.getByRole('button', { name: 'Повторить' }).count()).resolves.toBe(0);
  });

  test('when a check fails and the visitor presses "Повторить", then the same card is asked again and its answer shows', async () => {
    let calls = 0;
    suite.t.demo.override('GET', CHECK_CALL, (_req, res) => {
      calls += 1;
      res.writeHead(calls === 1 ? 500 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(calls === 1 ? { message: 'Internal error' } : { data: { count: 3 } }));
    });
    const { page, apiCalls } = await open(1440);
    const f = form(page);
    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.click();
    await f.result.getByText(FAILED).waitFor();

    await f.result.getByRole('button', { name: 'Повторить' }).click();

    await f.result.getByText(POSITIVE).waitFor();
    await expect(f.result.getByText(FAILED).count()).resolves.toBe(0);
    expect(apiCalls).toEqual([
      `/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`,
      `/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`,
    ]);
  });
});

describe('knauf2025 under its headline test (22 October 2025)', () => {
  const PREVIEW_TOKEN = 'preview-token-for-experiment-counting-0123';
  const CRAWLER = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
  let tested: TestApp;
  beforeAll(async () => {
    tested = await startApp({ env: { PROMO_NOW: EXPERIMENT_DAY, PREVIEW_TOKEN } });
  });
  afterAll(() => tested?.close());

  /** The experiment's counts as the studio's result page reads them (the app's readExperimentResults). */
  const counted = async () => (await tested.server.readExperimentResults(FIXTURE_EXPERIMENT.key)).days;
  const countsOf = (version: Version, conversions: number) => {
    const none = { visitors: 0, conversions: 0 };
    return [{ day: '2025-10-22', a: none, b: none, [version]: { visitors: 1, conversions } }];
  };
  const versionShown = async (page: Page) => stateOf(await page.content()).page.experiment!.version;
  /** The card checked in the page's form, its answer shown. */
  const checkCard = async (page: Page) => {
    const f = form(page);
    await f.input.fill(DEMO_CARDS.savingsPositive);
    await f.submit.click();
    await f.result.getByText(POSITIVE).waitFor();
  };

  test('when a fresh visitor views the page twice and checks a card, then the server counts its view and its conversion once each, in its version; its preview, a page without a test and a crawler count nothing', async () => {
    // A visitor's Chromium says so: the headless one's own User-Agent (HeadlessChrome) is a crawler's to the server.
    const chrome = `Chrome/${suite.browser.version()}`;
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ${chrome} Safari/537.36`;
    const visitorContext = await newPageContext(suite.browser, 1440, 900, { userAgent });
    const { page, context, problems, apiCalls } = watchPage(visitorContext, await visitorContext.newPage());
    suite.opened.push({ page, context, problems, apiCalls });
    await stubOutsideNetwork(context);
    await page.goto(tested.url + PATH);
    const version = await versionShown(page);
    expect(await counted()).toEqual(countsOf(version, 0));
    // A returning visitor is counted once.
    await page.reload();
    await expect(versionShown(page)).resolves.toBe(version);
    expect(await counted()).toEqual(countsOf(version, 0));

    // The same visitor previewing Б (a supplier's link): its card check there counts nothing.
    const grant = signGrant(PREVIEW_TOKEN, 'knauf2025', Date.now() + 60 * 60_000);
    await page.goto(`${tested.url}${PATH}?preview=${grant}&version=b`);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Предпросмотр' }).waitFor();
    await checkCard(page);
    // A page without a test (rockwool2025 runs none): its card check is no goal of knauf2025's test.
    await page.goto(`${tested.url}/promo/rockwool2025`);
    await waitForHydration(page);
    await checkCard(page);
    expect(await counted()).toEqual(countsOf(version, 0));

    // Out of the preview, back on the page under test, its card check is the goal: one conversion, in the visitor's version.
    await page.goto(`${tested.url}${PATH}?preview=exit`);
    await waitForHydration(page);
    await checkCard(page);
    expect(await counted()).toEqual(countsOf(version, 1));
    await checkCard(page);
    expect(await counted()).toEqual(countsOf(version, 1));
    expect(apiCalls.filter((call) => call === '/api/experiment')).toEqual([]);
    expect(problems).toEqual([]);

    // A crawler's view is given no cookie: nothing counts.
    const crawlerContext = await newPageContext(suite.browser, 1440, 900, { userAgent: CRAWLER });
    const crawler = watchPage(crawlerContext, await crawlerContext.newPage());
    suite.opened.push(crawler);
    await crawler.page.goto(tested.url + PATH);
    await expect(versionShown(crawler.page)).resolves.toBe('a');
    expect(await crawlerContext.cookies()).toEqual([]);
    expect(await counted()).toEqual(countsOf(version, 1));
  });
});
