// lovecategory with LOVECATEGORY_FINISHED=true in real Chromium: once the promotion has
// finished nothing on the page asks the visitor to choose categories (the status block,
// card-info), next month's list is gone, the card's accruals show instead, and the
// rules speak in the past tense.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { plainSpaces } from '../support/plain-spaces.js';

const PROMPTS = /Выберите|выбрать|Выбрать/;

const suite = useBrowserSuite({ env: { LOVECATEGORY_FINISHED: 'true' } });

async function open(width: number): Promise<Page> {
  const watched = await suite.openPage(width);
  await stubOutsideNetwork(watched.context);
  await watched.page.goto(`${suite.t.url}/promo/lovecategory`);
  await waitForHydration(watched.page);
  return watched.page;
}

/** The header's check button → the card number → submitted (the only way in once finished). */
async function submitCard(page: Page, card: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Проверить начисления' }).click();
  const modal = page.getByRole('dialog', { name: 'Проверить начисления' });
  await modal.getByLabel('Номер клубной карты').fill(card);
  await modal.getByRole('button', { name: 'Проверить' }).click();
}

async function checkAccruals(width: number, card: string): Promise<Page> {
  const page = await open(width);
  await submitCard(page, card);
  await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
  return page;
}

const statusBlock = (page: Page) => page.locator('#card-status');
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText).then(plainSpaces);

describe('/promo/lovecategory when the promotion has finished', () => {
  test.each([375, 1440])('when a registered card that never chose (7054321) is checked at %i px, then nothing prompts a choice and it says nothing was accrued', async (width) => {
    const page = await checkAccruals(width, DEMO_CARDS.registeredEligibleSecond);
    await statusBlock(page).getByText('Уровень карты').waitFor();

    await expect(statusBlock(page).textContent().then(plainSpaces)).resolves.toContain('ничего не начислено');
    await expect(statusBlock(page).textContent().then(plainSpaces)).resolves.not.toMatch(PROMPTS);
    await expect(statusBlock(page).getByRole('checkbox').count()).resolves.toBe(0);
    await expect(statusBlock(page).locator('.lc-status__next').count()).resolves.toBe(0);
    await expect(bodyText(page)).resolves.not.toMatch(/Выберите/);
    await expect(statusBlock(page).locator('dd').nth(1).textContent()).resolves.toBe('Профи');
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  test('when a card that chose last month (7012345) is checked, then that month’s accruals and the total show', async () => {
    const page = await checkAccruals(1440, DEMO_CARDS.registeredEligible);
    await statusBlock(page).locator('.lc-status__score').first().waitFor();

    const text = plainSpaces(await statusBlock(page).textContent());
    expect(text).toMatch(/Начисления за [а-я]+/);
    expect(text).toContain('начислено 340 баллов');
    expect(text).toContain('начислено 1 270 баллов');
    expect(text).toContain('Всего начислено: 1 610 баллов');
    expect(text).not.toMatch(PROMPTS);
    await expect(statusBlock(page).locator('dd').nth(1).textContent()).resolves.toBe('Эксперт');
  });

  test('when an unregistered card (7011111) is checked, then card-info says it did not take part and offers no choice', async () => {
    const page = await open(375);
    await submitCard(page, DEMO_CARDS.unregistered);

    const info = page.getByRole('dialog', { name: 'Информация о карте' });
    await info.waitFor();
    const said = plainSpaces(await info.textContent());
    expect(said).toContain('Карта не участвовала в акции');
    expect(said).toContain(`Карта ${DEMO_CARDS.unregistered}, уровень Профи`);
    expect(said).not.toMatch(PROMPTS);
    await expect(info.getByRole('button', { name: 'Выбрать категории' }).count()).resolves.toBe(0);
  });

  test('when the page is read, then the rules are in the past tense and no text invites a choice', async () => {
    const page = await open(1440);

    const rules = plainSpaces(await page.locator('.lc-rules').textContent());
    expect(rules).toContain('Акция проходила с 1 ноября 2024 года');
    expect(rules).toContain('начислялись дополнительные баллы');
    expect(rules).not.toMatch(/проходит|выберите/i);
    await expect(bodyText(page)).resolves.not.toMatch(/Выберите|выбирайте/);
  });
});
