// A phone-style or bank-card number pasted into the card field is shown as wrong, never
// silently cut to 7 digits (which would check somebody else's card).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';

const suite = useBrowserSuite();

async function openCampaign(): Promise<{ page: Page; apiCalls: string[] }> {
  const watched = await suite.openPage(375);
  await watched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.t.url });
  await watched.page.goto(`${suite.t.url}/promo/knauf2025`);
  await waitForHydration(watched.page);
  return watched;
}

async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press('Control+V');
}

describe('the card-number field on /promo/knauf2025', () => {
  const pastes = [
    ['+7 (921) 123-45-67', '79211234567'],
    ['4276 3800 1234 5678', '4276380012345678'],
  ];
  test.each(pastes)('when %s is pasted, then the field shows all its digits and "Некорректный номер карты", and a submit asks nothing', async (text, digits) => {
    const { page, apiCalls } = await openCampaign();
    const input = page.getByLabel('Номер клубной карты');
    await input.focus();

    await paste(page, text);

    await expect(input.inputValue()).resolves.toBe(digits);
    const message = page.locator('.card-field p[id$="-message"]');
    await expect(message.textContent()).resolves.toBe('Некорректный номер карты');
    await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.locator('.savings__submit').click();
    await expect(message.textContent()).resolves.toBe('Некорректный номер карты');
    expect(apiCalls).toEqual([]);
  });

  test('when the overlong number is edited down to 7 digits, then it becomes a valid number', async () => {
    const { page } = await openCampaign();
    const input = page.getByLabel('Номер клубной карты');
    await input.focus();
    await paste(page, '70123456');
    await expect(input.inputValue()).resolves.toBe('70123456');

    await input.press('Backspace');

    await expect(input.inputValue()).resolves.toBe('7012345');
    await expect(page.locator('.card-field p[id$="-message"]').textContent()).resolves.toBe('');
  });
});
