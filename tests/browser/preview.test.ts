// Preview in real Chromium (docs/product.md §4), on 20 February 2025, when knauf2025 and
// rockwool2025 are hidden: a link signed for knauf2025 opens knauf2025 only, an expired
// one is refused, the bar switches the phase shown and leads out of the preview (the
// cookie gone, the page 404 again), and the savings check answers from the upstream.
// Links are signed relative to real time (a grant's clock), never to the test's day.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signGrant } from '#server/preview/preview-grant.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
import { DEMO_CARDS } from '../support/demo-upstream.js';
import { campaignById } from '../support/content.js';
import { asWritten, plainSpaces } from '../support/plain-spaces.js';

const TOKEN = 'preview-token-for-browser-tests-0123456789';
const suite = useBrowserSuite({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00', PREVIEW_TOKEN: TOKEN } });
const KNAUF = campaignById('knauf2025');
const OTHER = campaignById('rockwool2025');
const DAY_MS = 24 * 60 * 60 * 1000;

const linkOf = (id: string, expiresAt: number) => `${suite.t.url}/promo/${id}?preview=${signGrant(TOKEN, id, expiresAt)}`;

async function statusOf(page: Page, url: string): Promise<number> {
  const answer = await page.goto(url);
  return answer!.status();
}

describe('a preview link', () => {
  test('when the link of knauf2025 is opened, then knauf2025 shows under the preview bar and rockwool2025 stays 404', async () => {
    const { page, problems } = await suite.openPage(1440);
    expect(await statusOf(page, linkOf(KNAUF.id, Date.now() + 7 * DAY_MS))).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).search).toBe('');
    const bar = page.getByRole('region', { name: 'Предпросмотр' });
    await expect(bar.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Knauf');

    expect(await statusOf(page, `${suite.t.url}/promo/${OTHER.id}`)).toBe(404);
    expect(problems.filter((line) => !line.includes('404'))).toEqual([]);
  });

  test('when an expired link is opened, then the visitor reads that it has expired and sees no preview', async () => {
    const { page } = await suite.openPage(375);
    expect(await statusOf(page, linkOf(KNAUF.id, Date.now() - 60_000))).toBe(403);
    await expect(page.getByText('Срок ссылки для предпросмотра истёк').isVisible()).resolves.toBe(true);
    expect(await statusOf(page, `${suite.t.url}/promo/${KNAUF.id}`)).toBe(404);
  });
});

describe('the preview bar', () => {
  test('when "до старта" then "завершена" is chosen, then the page follows; "Выйти из предпросмотра" drops the preview', async () => {
    const { page } = await suite.openPage(375);
    await page.goto(linkOf(KNAUF.id, Date.now() + DAY_MS));
    await waitForHydration(page);
    const bar = page.getByRole('region', { name: 'Предпросмотр' });

    await bar.getByRole('link', { name: 'до старта' }).click();
    await page.waitForURL(/\?phase=upcoming$/);
    await expect(page.locator('.hero .chip--status').textContent().then(asWritten)).resolves.toBe('Скоро');
    await expect(page.getByLabel('Номер клубной карты').count()).resolves.toBe(0);
    await expect(bar.getByRole('link', { name: 'до старта' }).getAttribute('aria-current')).resolves.toBe('true');

    await bar.getByRole('link', { name: 'завершена' }).click();
    await page.waitForURL(/\?phase=finished$/);
    await expect(page.locator('.hero .chip--status').textContent().then(asWritten)).resolves.toBe('Завершена');

    await bar.getByRole('link', { name: 'Выйти из предпросмотра' }).click();
    await page.waitForURL((url) => url.pathname === `/promo/${KNAUF.id}` && url.search === '');
    await expect(page.getByRole('region', { name: 'Предпросмотр' }).count()).resolves.toBe(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(`promo_preview_${KNAUF.id}`);
    expect(await statusOf(page, `${suite.t.url}/promo/${KNAUF.id}`)).toBe(404);
  });

  test('when a card with purchases is checked in the preview, then the upstream\'s answer shows', async () => {
    const { page } = await suite.openPage(1440);
    await page.goto(linkOf(KNAUF.id, Date.now() + DAY_MS));
    await waitForHydration(page);
    await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: /Проверить|Проверяем/ }).click();
    const result = page.locator('.savings__result');
    await result.getByText('По карте есть покупки').waitFor();
    await expect(result.textContent().then(plainSpaces))
      .resolves.toBe('По карте есть покупки, участвующие в акции. Баллы будут начислены.');
    expect(suite.t.demo.requests.some((r) => r.path === `/api/v2/promo/check/${KNAUF.apiSlug}/${DEMO_CARDS.savingsPositive}/`)).toBe(true);
  });
});
