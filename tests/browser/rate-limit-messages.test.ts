// Over a rate limit, the card forms and the feedback modal say in place when to try
// again (the server's 429 message), instead of a generic failure; without JavaScript too,
// where the card form's answer is the whole page with the refusal in the form.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration } from '../support/browser.js';

const REFUSAL = /Слишком много запросов, попробуйте через \d+ мин\./;
const FEEDBACK = { name: 'Иван Петров', email: 'ivan@example.ru', phone: '+7 (921) 000-00-00', value: 'delivery', msg: 'Когда привезут?' };

const suite = useBrowserSuite({ env: { RATE_LIMITS: 'on' } });

/**
 * Calls `path` from this machine's address (the browser's too) until a limit refuses it:
 * the card's, or the address's, which earlier tests of this file have already drawn on.
 */
async function spend(path: string, init?: RequestInit): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const { status } = await fetch(suite.t.url + path, init);
    if (status === 429) return;
    expect(status).toBeLessThan(300);
  }
  throw new Error(`${path} was never refused`);
}

async function open(url: string): Promise<Page> {
  const watched = await suite.openPage(375);
  await watched.page.goto(url);
  await waitForHydration(watched.page);
  return watched.page;
}

describe('rate-limit refusals shown in place', () => {
  test('when a card has been checked too often, then the savings check says when to try again and offers no retry before then', async () => {
    await spend('/api/v2/promo/check/knauf2025/7000008/');
    const page = await open(`${suite.t.url}/promo/knauf2025`);

    await page.getByLabel('Номер клубной карты').pressSequentially('7000008');
    await page.locator('.savings__submit').click();

    await expect.poll(() => page.locator('.savings__result').textContent()).toMatch(REFUSAL);
    await expect(page.locator('.savings__result').getByRole('button').count()).resolves.toBe(0);
  });

  test('when the karta card check is over the limit, then it says when to try again', async () => {
    await spend('/api/v1/promo/loyal/check/karta-elektrika/7012340/');
    const page = await open(`${suite.t.url}/promo/karta-elektrika`);

    await page.getByLabel('Номер клубной карты').pressSequentially('7012340');
    await page.getByRole('button', { name: /Проверить/ }).click();

    await expect.poll(() => page.locator('.karta-check__failed').textContent()).toMatch(REFUSAL);
  });

  test('when feedback has been sent too often, then the modal says when to try again', async () => {
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(FEEDBACK) };
    await spend('/api/v1/business/feedback/', post);
    const base = `http://business.localhost:${new URL(suite.t.url).port}`;
    const page = await open(`${base}/sert/`);
    await page.getByRole('button', { name: 'Оставить заявку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Обратная связь' });
    await dialog.waitFor();
    await dialog.getByLabel('Имя').fill('Иван Петров');
    await dialog.getByLabel('Телефон').pressSequentially('89210000000');
    await dialog.getByLabel('Тема обращения').selectOption({ label: 'Доставка' });
    await dialog.getByLabel('Сообщение').fill('Когда привезут заказ?');

    await dialog.getByRole('button', { name: 'Отправить' }).click();

    await dialog.getByRole('alert').filter({ hasText: REFUSAL }).waitFor();
  });

  test('when a card form is sent without JavaScript over the limit, then the whole page comes back with the refusal in the form and the card kept', async () => {
    await spend('/api/v2/promo/check/knauf2025/7000009/');
    const context = await newPageContext(suite.browser, 375, 800, { javaScriptEnabled: false });
    const page = await context.newPage();
    suite.opened.push({ page, context, problems: [], apiCalls: [] });
    await page.goto(`${suite.t.url}/promo/knauf2025`);
    await page.getByLabel('Номер клубной карты').fill('7000009');

    const [answer] = await Promise.all([page.waitForNavigation(), page.locator('.savings__submit').click()]);

    expect(answer?.status()).toBe(429);
    await expect(page.locator('.savings__result').textContent()).resolves.toMatch(REFUSAL);
    await expect(page.getByLabel('Номер клубной карты').inputValue()).resolves.toBe('7000009');
    // The page itself around the form: its headline and its leaderboard.
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(page.locator('.leaderboard__table').count()).resolves.toBeGreaterThan(0);
  });
});
