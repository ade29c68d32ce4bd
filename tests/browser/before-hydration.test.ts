// No dead clicks while a page loads, in real Chromium: before the page's script has run,
// and with JavaScript off, a control either works (a card form asks the server, the
// cookie notice posts its consent, the city list is reachable and its links work) or
// does nothing harmful; what was typed before hydration is what the island works with.
import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, openPage, waitForHydration, type WatchedPage } from '../support/browser.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';

const cardField = (page: Page) => page.getByLabel('Номер клубной карты');
const POSITIVE = 'По карте есть покупки, участвующие в акции. Баллы будут начислены.';
const suite = useBrowserSuite();

/** A page whose JavaScript is switched off, as some visitors have it. */
async function openWithoutJs(width = 375): Promise<Page> {
  const context = await newPageContext(suite.browser, width, 800, { javaScriptEnabled: false });
  const page = await context.newPage();
  suite.opened.push({ page, context, problems: [], apiCalls: [] });
  await stubOutsideNetwork(context);
  return page;
}

/** A page whose entry script is held back until `release` is called: the time before hydration, made as long as a test needs. */
async function openHeld(path: string): Promise<{ watched: WatchedPage; release: () => void }> {
  const watched = await openPage(suite.browser, 375);
  suite.opened.push(watched);
  await stubOutsideNetwork(watched.context);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await watched.context.route(/\/assets\/(campaign|karta-elektrika)-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  // Not DOMContentLoaded: it waits for the held module script. The form is in the HTML.
  await watched.page.goto(suite.t.url + path, { waitUntil: 'commit' });
  await cardField(watched.page).waitFor();
  return { watched, release };
}

describe('with JavaScript off', () => {
  test('when a card is checked on a campaign page, then the server answers in the page and the field keeps the card', async () => {
    const page = await openWithoutJs();
    await page.goto(suite.t.url + '/promo/knauf2025');

    await cardField(page).fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();

    await page.getByText(POSITIVE).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get('card')).toBe(DEMO_CARDS.savingsPositive);
    expect(url.hash).toBe('#savings');
    expect(await cardField(page).inputValue()).toBe(DEMO_CARDS.savingsPositive);
  });

  test('when a card is checked on karta-elektrika, then the server shows its bonus count', async () => {
    const page = await openWithoutJs();
    await page.goto(suite.t.url + '/promo/karta-elektrika');

    await cardField(page).fill(DEMO_CARDS.registeredEligible);
    await page.getByRole('button', { name: 'Проверить' }).click();

    await page.getByText(`Бонусов на карте ${DEMO_CARDS.registeredEligible}: 12`).waitFor();
  });

  test('when the cookie notice is accepted on law, then the page comes back without it and the cookie is kept for a year', async () => {
    const page = await openWithoutJs();
    await page.goto(suite.t.url + '/promo/law?city_code=msk');
    const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });

    await notice.getByRole('button', { name: 'Принять' }).click();

    await notice.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?city_code=msk');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie-accepted');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  });

  test('when the city toggle is clicked, then the city list shows and a city link opens the page for that city', async () => {
    const page = await openWithoutJs(1440);
    await page.goto(suite.t.url + '/promo/law');
    const list = page.getByRole('list', { name: 'Города' });
    expect(await list.isVisible()).toBe(false);

    await page.getByRole('button', { name: /^Ваш город:/ }).click();
    await list.getByRole('link', { name: 'Москва' }).click();

    await page.waitForURL(/city_code=msk/);
    expect(plainSpaces(await page.locator('.biz-header__phone').textContent())).toBe('+7 (495) 266-88-88');
  });
});

describe('before the page script has run', () => {
  test('when a card was typed, then the hydrated form keeps it and checks it through /api', async () => {
    const { watched, release } = await openHeld('/promo/knauf2025');
    const { page, apiCalls, problems } = watched;
    await cardField(page).fill(DEMO_CARDS.savingsPositive);
    expect(await page.evaluate(() => document.getElementById('root')!.dataset.hydrated)).toBeUndefined();

    release();
    await waitForHydration(page);

    expect(await cardField(page).inputValue()).toBe(DEMO_CARDS.savingsPositive);
    // The field's own state has the number: its clear button shows, and the check asks for it.
    expect(await page.getByRole('button', { name: 'Очистить номер карты' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText(POSITIVE).waitFor();
    expect(apiCalls).toEqual([`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`]);
    expect(new URL(page.url()).search).toBe('');
    expect(problems).toEqual([]);
  });

  test('when a card is submitted, then the server answers in the page, which then hydrates with that answer', async () => {
    const { watched, release } = await openHeld('/promo/karta-elektrika');
    const { page, problems } = watched;

    await cardField(page).fill(DEMO_CARDS.registeredEligible);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.waitForURL(/card=7012345/, { waitUntil: 'commit' });
    release();
    await waitForHydration(page);

    expect(await page.getByText(`Бонусов на карте ${DEMO_CARDS.registeredEligible}: 12`).isVisible()).toBe(true);
    expect(await cardField(page).inputValue()).toBe(DEMO_CARDS.registeredEligible);
    expect(watched.apiCalls).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('on a slow line (400 kbit/s, 400 ms round trips)', () => {
  test('when a card is typed and submitted as soon as the form shows, then its answer arrives and the card is never lost', async () => {
    const watched = await openPage(suite.browser, 375);
    suite.opened.push(watched);
    const { page, context, problems } = watched;
    await stubOutsideNetwork(context);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000,
    });

    await page.goto(suite.t.url + '/promo/knauf2025', { waitUntil: 'commit' });
    await cardField(page).fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();

    await page.getByText(POSITIVE).waitFor({ timeout: 45_000 });
    expect(await cardField(page).inputValue()).toBe(DEMO_CARDS.savingsPositive);
    await waitForHydration(page);
    expect(await cardField(page).inputValue()).toBe(DEMO_CARDS.savingsPositive);
    expect(problems).toEqual([]);
  });
});
