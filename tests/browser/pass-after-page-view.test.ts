// A visit pass only after a page view (docs/decisions/223-a-pass-after-a-page-view.md), in real Chromium against the
// real app with its rate limits on: the page's answer stamps the visitor's block in a cookie sent back only to /api,
// so a visitor with script gets the pass its islands ask for (lovecategory's lookup, a campaign's card check), and
// one without script gets it from the noscript picture and never needs script for it.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { VISIT_PASS_PATH } from '#shared/api/visit-pass.js';
import { VISIT_PASS_COOKIE } from '#server/admission/visit-pass.js';
import { PAGE_VIEW_COOKIE } from '#server/admission/page-views.js';

const suite = useBrowserSuite({ env: { RATE_LIMITS: 'on' } });

const answerTo = (page: Page, pathname: string) => page.waitForResponse((response) => new URL(response.url()).pathname === pathname);

async function cookiesOf(page: Page): Promise<{ name: string; path: string; httpOnly: boolean; sameSite: string }[]> {
  const cookies = await page.context().cookies();
  return cookies.map(({ name, path, httpOnly, sameSite }) => ({ name, path, httpOnly, sameSite }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const HELD = [
  { name: VISIT_PASS_COOKIE, path: '/', httpOnly: true, sameSite: 'Strict' },
  { name: PAGE_VIEW_COOKIE, path: '/api', httpOnly: true, sameSite: 'Strict' },
];

describe('with script', () => {
  test('when a visitor looks a card up on lovecategory, then the pass its islands ask for is given after the page view, and the lookup carries it', async () => {
    const { page } = await suite.openPage(375);
    await page.goto(`${suite.t.url}/promo/lovecategory`);
    await waitForHydration(page);
    const pass = answerTo(page, VISIT_PASS_PATH);
    const lookup = answerTo(page, '/api/v2/promo_categories/participants/add/');

    await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
    const modal = page.getByRole('dialog', { name: 'Выбрать категории' });
    await modal.getByLabel('Номер клубной карты').fill(DEMO_CARDS.registeredEligible);
    await modal.getByRole('button', { name: 'Продолжить' }).click();

    expect((await pass).status()).toBe(204);
    const answered = await lookup;
    expect(answered.status()).toBe(200);
    expect(await answered.request().headerValue('cookie')).toContain(`${VISIT_PASS_COOKIE}=`);
    await expect(cookiesOf(page)).resolves.toEqual(HELD);
  });

  test('when a visitor checks a card on a campaign page, then the pass is given and the check answered', async () => {
    const { page } = await suite.openPage(375);
    await page.goto(`${suite.t.url}/promo/knauf2025`);
    await waitForHydration(page);
    const pass = answerTo(page, VISIT_PASS_PATH);
    const check = answerTo(page, `/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`);

    await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();

    expect((await pass).status()).toBe(204);
    expect((await check).status()).toBe(200);
    await expect(page.locator('.savings__result p').count()).resolves.toBeGreaterThan(0);
    await expect(cookiesOf(page)).resolves.toEqual(HELD);
  });
});

test('when a page loads without script, then its noscript picture, sent after the page with its stamp, gets the pass', async () => {
  const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  suite.opened.push({ page, context, problems: [], apiCalls: [], passAsks: () => 0 });
  await stubOutsideNetwork(context);
  const pass = answerTo(page, VISIT_PASS_PATH);

  await page.goto(`${suite.t.url}/promo/knauf2025`);

  const answered = await pass;
  expect(answered.status()).toBe(204);
  expect(await answered.request().headerValue('cookie')).toMatch(new RegExp(`^${PAGE_VIEW_COOKIE}=`));
  await expect(cookiesOf(page)).resolves.toEqual(HELD);
});
