// karta-elektrika in real Chromium: it hydrates cleanly at every width with the banner
// of its size and no axe violation; the card check shows the floor of the count,
// empties on a negative one and stays usable after a failure; the banner, the offer PDF
// and the check send their goals only when analytics is configured.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { plainSpaces } from '../support/plain-spaces.js';

const PATH = '/promo/karta-elektrika';
const CHECK = (card: string) => `/api/v1/promo/loyal/check/karta-elektrika/${card}/`;
const FAILED = 'Не удалось проверить карту. Попробуйте ещё раз чуть позже.';

const suite = useBrowserSuite();

async function open(width: number, app: TestApp = suite.t): Promise<WatchedPage> {
  const watched = await suite.openPage(width);
  await stubOutsideNetwork(watched.context);
  // The tag hosts answer an empty script; only the page's own goals are under test.
  await watched.context.route(/^https:\/\/(www\.googletagmanager\.com|mc\.yandex\.ru)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  await watched.page.goto(app.url + PATH);
  await waitForHydration(watched.page);
  return watched;
}

async function check(page: Page, card: string): Promise<string> {
  await page.getByLabel('Номер клубной карты').fill(card);
  await page.locator('.karta-check__submit').click();
  const result = page.locator('.karta-check__result');
  await result.locator('p').waitFor();
  return plainSpaces(await result.textContent());
}

/** Stops links from leaving the page (the outside network is closed) while React still sees the click. */
const keepOnPage = (page: Page) =>
  page.evaluate(() => addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault(), true));

describe.each([[375, 'small'], [768, 'medium'], [1440, 'large']] as const)('/promo/karta-elektrika at %i px', (width, size) => {
  test(`when opened, then it hydrates without a console problem or /api call, shows the ${size} banner, and axe finds nothing`, async () => {
    const { page, problems, apiCalls } = await open(width);

    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.banner__img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    const currentSrc = await page.locator('img.banner__img').evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(new URL(currentSrc).pathname).toBe(`/promo/static/banners/karta-elektrika-${size}.svg`);
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});

describe('/promo/karta-elektrika card check', () => {
  test('when cards are checked, then a fraction shows its floor, zero shows 0, a negative count empties the info', async () => {
    const { page, apiCalls, problems } = await open(375);

    await expect(check(page, DEMO_CARDS.registeredEligible)).resolves.toBe(`Бонусов на карте ${DEMO_CARDS.registeredEligible}: 12`);
    await expect(check(page, DEMO_CARDS.zero)).resolves.toBe(`Бонусов на карте ${DEMO_CARDS.zero}: 0`);
    await expect(check(page, DEMO_CARDS.negative)).resolves.toBe(`По карте ${DEMO_CARDS.negative} нет информации о бонусах программы.`);
    await expect(page.locator('.karta-check__value').count()).resolves.toBe(0);

    expect(apiCalls).toEqual([CHECK(DEMO_CARDS.registeredEligible), CHECK(DEMO_CARDS.zero), CHECK(DEMO_CARDS.negative)]);
    expect(problems).toEqual([]);
  });

  test('when the upstream fails, then the page says so, and the next check works', async () => {
    const { page, problems } = await open(768);

    await expect(check(page, DEMO_CARDS.failure)).resolves.toBe(FAILED);
    await expect(page.locator('.karta-check__submit').isEnabled()).resolves.toBe(true);
    await expect(check(page, '7000008')).resolves.toBe('Бонусов на карте 7000008: 5');

    // Chromium logs the proxy's 502; the thunk logs its warning (a failed card check only warns); nothing else.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 502 (Bad Gateway)',
      'warning: card check failed Сервис временно недоступен, попробуйте позже',
    ]);
  });

  test('when submitted empty or incomplete, then the card field messages show and nothing is asked', async () => {
    const { page, apiCalls } = await open(1440);
    const input = page.getByLabel('Номер клубной карты');
    const message = page.locator('.card-field p[id$="-message"]');

    await page.locator('.karta-check__submit').click();
    await expect(message.textContent()).resolves.toBe('Введите номер карты');
    await input.pressSequentially('70x12');
    await input.press('Enter');
    await expect(message.textContent()).resolves.toBe('Некорректный номер карты');
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(apiCalls).toEqual([]);
  });
});

describe('/promo/karta-elektrika links and goals', () => {
  test('when the banner and the offer are read, then they lead to the catalog and to a served PDF', async () => {
    const { page } = await open(1440);

    const banner = page.getByRole('link', { name: /перейти в каталог электротоваров/ });
    await expect(banner.getAttribute('href')).resolves.toMatch(/^https:\/\/petrovich\.ru\/catalog\/\d+\/$/);
    const offer = page.getByRole('link', { name: 'Публичная оферта (PDF)' });
    const pdf = await page.request.get(new URL((await offer.getAttribute('href'))!, suite.t.url).href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const policy = page.locator('footer').getByRole('link', { name: 'Политика обработки персональных данных' });
    await expect(policy.isVisible()).resolves.toBe(true);
  });

  test('when analytics is configured, then banner, offer and check send banner, loalty and check-bonus', async () => {
    const tagged = await startApp({ env: { GTM_ID: 'GTM-TEST42', YANDEX_METRIKA_ID: '12345678' } });
    try {
      const { page, problems } = await open(1440, tagged);
      await keepOnPage(page);
      await page.getByRole('link', { name: /перейти в каталог электротоваров/ }).click();
      await page.getByRole('link', { name: 'Публичная оферта (PDF)' }).click();
      await check(page, DEMO_CARDS.registeredEligible);

      const sent = await page.evaluate(() => {
        const w = window as unknown as { dataLayer: { event?: string; eventLabel?: string }[]; ym: { a?: unknown[][] } };
        return {
          layer: w.dataLayer.filter((e) => e.eventLabel).map((e) => [e.event, e.eventLabel]),
          goals: (w.ym.a ?? []).filter((args) => args[1] === 'reachGoal').map((args) => args[2]),
        };
      });
      expect(sent.layer).toEqual([
        ['Site event / Behaviour / Link Click', 'banner'],
        ['Site event / Behaviour / Link Click', 'loalty'],
        ['Site event / Behaviour / Button click', 'check-bonus'],
      ]);
      expect(sent.goals).toEqual(['banner', 'loalty', 'check-bonus']);
      expect(problems).toEqual([]);
    } finally {
      await tagged.close();
    }
  });

  test('when analytics is not configured, then the same clicks create no data layer and no counter', async () => {
    const { page, problems } = await open(1440);
    await keepOnPage(page);
    await page.getByRole('link', { name: /перейти в каталог электротоваров/ }).click();
    await page.getByRole('link', { name: 'Публичная оферта (PDF)' }).click();
    await check(page, DEMO_CARDS.registeredEligible);

    await expect(page.evaluate(() => ['dataLayer', 'ym'].filter((name) => name in window))).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });
});
