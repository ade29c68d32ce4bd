// The studio as the operator reads it, in real Chromium (docs/content.md): an address pasted in a tab that
// showed another entry opens that entry's own form; a problem names its field by the form's label and says what
// to do; a campaign whose every date is past asks before it is saved; the scheduled changes' list says the
// campaign's title, the Moscow minute in words and the fields by their labels.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { startLocalStudio, stopLocalStudio, type LocalStudio } from '../support/local-studio.js';
import { openStudioPage, signIn, type StudioPage } from '../support/studio-operator.js';

const DAY = '2025-11-15T12:00:00+03:00';

let browser: Browser;
let studio: LocalStudio | undefined;
let operator: StudioPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
}, 90_000);
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' && operator) console.info(operator.journal.join('\n'));
  await operator?.context.close();
  operator = undefined;
  stopLocalStudio(studio);
  studio = undefined;
});
afterAll(async () => {
  await browser?.close();
});

async function openStudio(hash: string, seedFiles: Record<string, string | Buffer> = {}) {
  studio = await startLocalStudio('promo-studio-operator-words-', { PROMO_NOW: DAY }, seedFiles);
  operator = await openStudioPage(browser);
  await operator.page.goto(`${studio.studioBase}/#/collections/${hash}`);
  await signIn(operator);
  return { page: operator.page, studio, operator };
}

describe('the studio as the operator reads it', () => {
  test('when an address of a brand is pasted in a tab that shows a campaign, then the brand\'s own form opens with its fields', async () => {
    const { page, studio } = await openStudio('campaigns/entries/rockwool25');
    await expect.poll(() => page.getByLabel('Адрес страницы', { exact: true }).inputValue()).toBe('rockwool25');
    // Pasted in the address bar: the same document, another hash.
    await page.goto(`${studio.studioBase}/#/collections/brands/entries/knauf`);
    await expect.poll(() => page.getByLabel('Код бренда', { exact: true }).inputValue()).toBe('knauf');
    await expect.poll(() => page.getByLabel('Название', { exact: true }).inputValue()).toBe('Knauf');
    expect(await page.getByLabel('Адрес страницы', { exact: true }).count()).toBe(0);
  }, 120_000);
});
