// /promo/lovecategory with JavaScript off, in real Chromium against the real app and the
// demo upstream: the whole flow works as plain forms posted to the page (the card and the
// categories in the body, never in a URL), and the server's answer is the page. Then,
// with JavaScript on: the forms send once however fast they are clicked, and the whole
// flow by keyboard alone, with the focus where it should be at each step.
import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration } from '../support/browser.js';
import { waitForStatusAtRest } from '../support/status-at-rest.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { CONTENT } from '../support/content.js';
import type { LovecategoryContent } from '#pages/lovecategory/ui/lovecategory-schema.js';

/** The modals' words the tests' content gives (tests/fixtures/content/lovecategory.json's `modals`). */
const MODALS = (CONTENT.kindFiles.lovecategory as LovecategoryContent).modals;
const { chosen: CHOSEN_TEXT, confirmNote: CONFIRM_NOTE, failureText: ERROR_TEXT, failureTitle: ERROR_TITLE } = MODALS;
/** The ineligible level's answer (its `card.ineligible`). */
const INELIGIBLE_MESSAGE = (CONTENT.kindFiles.lovecategory as LovecategoryContent).card.ineligible;

const PATH = '/promo/lovecategory';
const PARTICIPANT = '/api/v2/promo_categories/participants/add/';
const CHOOSE = '/api/v2/promo_categories/categories/add/';
const suite = useBrowserSuite();

const status = (page: Page) => page.locator('#card-status');
const cardField = (page: Page) => status(page).getByLabel('Номер клубной карты');
const upstreamPosts = () => suite.t.demo.requests.filter((r) => r.method === 'POST').map((r) => r.path);

/** Every URL the page asked for, so a test can say the card never was in one. */
function urlsOf(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function openWithoutJs(): Promise<{ page: Page; urls: string[] }> {
  const context = await newPageContext(suite.browser, 375, 800, { javaScriptEnabled: false });
  const page = await context.newPage();
  suite.opened.push({ page, context, problems: [], apiCalls: [] });
  await stubOutsideNetwork(context);
  const urls = urlsOf(context);
  await page.goto(suite.t.url + PATH);
  return { page, urls };
}

/** The header's button leads to the status block's form; the card is posted from there. */
async function lookUp(page: Page, card: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
  await page.waitForURL(/#card-status$/);
  await cardField(page).fill(card);
  await status(page).getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForLoadState();
}

describe('lovecategory with JavaScript off', () => {
  test('when a card form is answered without script, then the page shows the card in its field with no «×» clear button (only script could clear it)', async () => {
    const context = await newPageContext(suite.browser, 390, 844, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.t.url}/promo/knauf2025?card=${DEMO_CARDS.savingsPositive}`);
      const values = await page.locator('.card-field__input').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      expect(values).toContain(DEMO_CARDS.savingsPositive);
      await expect(page.locator('.card-field__clear').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  test('when a registered card chooses two categories, then the server shows the confirm step, then the choice, and the card is in no URL', async () => {
    const { page, urls } = await openWithoutJs();

    await lookUp(page, DEMO_CARDS.registeredEligibleSecond);
    await expect(status(page).getByText('Профи', { exact: true }).isVisible()).resolves.toBe(true);
    const boxes = status(page).getByRole('checkbox');
    const picked = [await boxes.nth(0).locator('xpath=..').textContent(), await boxes.nth(1).locator('xpath=..').textContent()];
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await status(page).getByRole('button', { name: 'Выбрать' }).click();

    await status(page).getByText(CONFIRM_NOTE).waitFor();
    const confirmStep = status(page).locator('form', { hasText: CONFIRM_NOTE });
    for (const name of picked) await expect(confirmStep.getByRole('listitem').filter({ hasText: name! }).count()).resolves.toBe(1);
    expect(upstreamPosts()).toEqual([PARTICIPANT, PARTICIPANT]);
    await status(page).getByRole('button', { name: 'Подтвердить' }).click();

    await status(page).getByText(CHOSEN_TEXT).waitFor();
    await expect(status(page).getByRole('checkbox').count()).resolves.toBe(0);
    for (const name of picked) await expect(status(page).locator('.lc-status__score', { hasText: name! }).count()).resolves.toBe(1);
    expect(upstreamPosts()).toEqual([PARTICIPANT, PARTICIPANT, PARTICIPANT, CHOOSE, PARTICIPANT]);
    expect(new URL(page.url()).search).toBe('');
    expect(urls.filter((url) => url.includes(DEMO_CARDS.registeredEligibleSecond))).toEqual([]);
  });

  test('when a card was looked up, then «Другая карта» leads back to the empty form by a GET: a reload re-sends nothing, and another card can be looked up', async () => {
    const { page } = await openWithoutJs();
    await lookUp(page, DEMO_CARDS.ineligible);
    await status(page).getByText(INELIGIBLE_MESSAGE).waitFor();
    const asked = upstreamPosts().length;

    const requests: { method: string; url: string }[] = [];
    page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
    await status(page).getByRole('link', { name: 'Другая карта' }).click();
    await page.waitForURL(/#card-status$/);
    await cardField(page).waitFor();
    expect(requests.filter((r) => r.url.includes(PATH)).map((r) => r.method)).toEqual(['GET']);
    await expect(cardField(page).inputValue()).resolves.toBe('');
    await page.reload();
    await cardField(page).waitFor();
    expect(requests.filter((r) => r.url.includes(PATH)).map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(upstreamPosts()).toHaveLength(asked);

    await cardField(page).fill(DEMO_CARDS.alreadyChosen);
    await status(page).getByRole('button', { name: 'Продолжить' }).click();
    await status(page).getByText('Супер-Эксперт', { exact: true }).waitFor();
    expect(upstreamPosts()).toHaveLength(asked + 1);
  });

  test('when the confirm step is cancelled, then nothing is sent and the ticks stay', async () => {
    const { page } = await openWithoutJs();
    await lookUp(page, DEMO_CARDS.registeredEligible);
    const boxes = status(page).getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await status(page).getByRole('button', { name: 'Выбрать' }).click();
    await status(page).getByText(CONFIRM_NOTE).waitFor();

    await status(page).getByRole('button', { name: 'Отмена' }).click();

    await status(page).getByRole('button', { name: 'Выбрать' }).waitFor();
    await expect(boxes.nth(0).isChecked()).resolves.toBe(true);
    await expect(boxes.nth(1).isChecked()).resolves.toBe(false);
    await expect(boxes.nth(2).isChecked()).resolves.toBe(true);
    expect(upstreamPosts()).not.toContain(CHOOSE);
  });

  test('when nothing or more than allowed is ticked, then the server says so and sends no choice', async () => {
    const { page } = await openWithoutJs();
    await lookUp(page, DEMO_CARDS.registeredEligibleSecond);

    await status(page).getByRole('button', { name: 'Выбрать' }).click();
    await expect(status(page).getByRole('alert').textContent()).resolves.toBe('Выберите категории');

    const boxes = status(page).getByRole('checkbox');
    for (const i of [0, 1, 2]) await boxes.nth(i).check();
    await status(page).getByRole('button', { name: 'Выбрать' }).click();
    await expect(status(page).getByRole('alert').textContent().then(plainSpaces)).resolves.toMatch(/^Выберите до 2 категорий на [а-я]+$/);
    expect(upstreamPosts()).not.toContain(CHOOSE);
  });

  test('when the card is not registered, then its level, the prompt and the chooser show', async () => {
    const { page } = await openWithoutJs();
    await lookUp(page, DEMO_CARDS.unregistered);

    await expect(status(page).getByText(/^Карта пока не\sучаствует в\sакции/).isVisible()).resolves.toBe(true);
    expect(await status(page).getByRole('checkbox').count()).toBeGreaterThan(1);
  });

  test('when the card is not eligible, then the status block says which levels take part', async () => {
    const { page } = await openWithoutJs();
    await lookUp(page, DEMO_CARDS.ineligible);

    await expect(status(page).getByText(INELIGIBLE_MESSAGE).isVisible()).resolves.toBe(true);
    await expect(status(page).getByRole('checkbox').count()).resolves.toBe(0);
  });

  test('when the card already chose this month, then its categories and scores show and nothing is offered', async () => {
    const { page } = await openWithoutJs();
    await lookUp(page, DEMO_CARDS.alreadyChosen);

    expect(await status(page).locator('.lc-status__score').count()).toBeGreaterThan(0);
    await expect(status(page).getByRole('checkbox').count()).resolves.toBe(0);
    await expect(status(page).getByText('Супер-Эксперт', { exact: true }).isVisible()).resolves.toBe(true);
  });

  // The reasons are the tests' content's (`failures`), typeset as loaded.
  const { failures } = CONTENT.kindFiles.lovecategory as LovecategoryContent;
  // A card the upstream does not know is the visitor's typo: its own title and what to check,
  // never the site's «something went wrong».
  const failedLookups = [
    [DEMO_CARDS.failure, failures.unavailable, ERROR_TITLE, ERROR_TEXT, MODALS.mistakeTitle],
    [DEMO_CARDS.notFound, failures.cardUnknown, MODALS.mistakeTitle, MODALS.mistakeText, ERROR_TITLE],
  ];
  test.each(failedLookups)('when the lookup of %s fails, then its title, reason, what to do and the support lines show, and the form keeps the card', async (card, reason, title, text, notTitle) => {
    const { page } = await openWithoutJs();
    await lookUp(page, card);

    const alert = status(page).getByRole('alert');
    await expect(alert.textContent()).resolves.toContain(title);
    await expect(alert.textContent()).resolves.not.toContain(notTitle);
    await expect(alert.textContent()).resolves.toContain(reason);
    await expect(alert.textContent()).resolves.toContain(text);
    await expect(alert.getByRole('link').count()).resolves.toBe(7);
    await expect(cardField(page).inputValue()).resolves.toBe(card);
  });

  test('when the card is empty or too short, then the field says so and nothing is asked upstream', async () => {
    const { page } = await openWithoutJs();
    await status(page).getByRole('button', { name: 'Продолжить' }).click();
    await status(page).getByText('Введите номер карты').waitFor();

    await cardField(page).fill('701');
    await status(page).getByRole('button', { name: 'Продолжить' }).click();
    await status(page).getByText('Некорректный номер карты').waitFor();
    await expect(cardField(page).inputValue()).resolves.toBe('701');
    expect(upstreamPosts()).toEqual([]);
  });
});

describe('lovecategory with JavaScript on', () => {
  test('when the status block’s form is clicked twice at once, then one lookup is sent', async () => {
    const { page, apiCalls } = await suite.openPage(375);
    await stubOutsideNetwork(page.context());
    await page.goto(suite.t.url + PATH);
    await waitForHydration(page);
    await status(page).scrollIntoViewIfNeeded();
    await cardField(page).fill(DEMO_CARDS.registeredEligible);

    await status(page).getByRole('button', { name: 'Продолжить' }).dblclick();

    await status(page).getByText('Эксперт', { exact: true }).waitFor();
    expect(apiCalls).toEqual([PARTICIPANT]);
    expect(upstreamPosts()).toEqual([PARTICIPANT]);
    expect(new URL(page.url()).pathname).toBe(PATH);
  });

  // The block's words are the page's state's (its kindState), not the island's props: the
  // answered block, rendered on the server, hydrates from them with nothing to mend.
  test('when a card was posted before the islands loaded, then the answered block hydrates from the state with no mismatch', async () => {
    const { page, problems } = await suite.openPage(375);
    await stubOutsideNetwork(page.context());
    await page.goto(suite.t.url + PATH);
    await page.evaluate((card) => {
      const form = document.querySelector<HTMLFormElement>('form.lc-card-form')!;
      form.querySelector<HTMLInputElement>('input[name="card"]')!.value = card;
      form.submit();
    }, DEMO_CARDS.registeredEligible);
    await page.waitForURL(/#card-status$/);
    await page.waitForLoadState();
    await expect(page.locator('#root[data-hydrated]').count()).resolves.toBe(0);

    await waitForHydration(page);

    await expect(status(page).locator('.lc-chooser__count').textContent().then(plainSpaces)).resolves.toBe('Выбрано: 0 из 3');
    await status(page).getByRole('checkbox').first().check();
    await expect(status(page).locator('.lc-chooser__count').textContent().then(plainSpaces)).resolves.toBe('Выбрано: 1 из 3');
    expect(problems).toEqual([]);
  });

  test('when a card was looked up, then «Другая карта» opens the card modal in place', async () => {
    const { page, apiCalls } = await suite.openPage(375);
    await stubOutsideNetwork(page.context());
    await page.goto(suite.t.url + PATH);
    await waitForHydration(page);
    await status(page).scrollIntoViewIfNeeded();
    await cardField(page).fill(DEMO_CARDS.ineligible);
    await status(page).getByRole('button', { name: 'Продолжить' }).click();
    await status(page).getByText(INELIGIBLE_MESSAGE).waitFor();
    // The card is registered: the page scrolls itself to the block and must rest before the click.
    await waitForStatusAtRest(page);

    await status(page).getByRole('link', { name: 'Другая карта' }).click();

    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    // The one lookup, nothing more.
    expect(apiCalls).toEqual([PARTICIPANT]);
  });

  test('when the flow is walked by keyboard alone, then the focus is where the next step is at each step', async () => {
    const { page, problems } = await suite.openPage(1440);
    await stubOutsideNetwork(page.context());
    await page.goto(suite.t.url + PATH);
    await waitForHydration(page);
    const focused = () => page.evaluate(() => {
      const el = document.activeElement!;
      if (el.id === 'card-status') return '#card-status';
      return `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}`;
    });
    const focusedLabel = () => page.evaluate(
      () => document.activeElement?.closest('.card-field')?.querySelector('label')?.textContent ?? '',
    );

    // Tab from the top reaches the header's choose button.
    for (let i = 0; i < 10 && (await focused()) !== 'button:Выбрать категории'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Выбрать категории');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Выбрать категории' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT');
    expect(await focusedLabel()).toBe('Номер клубной карты');

    await page.keyboard.type(DEMO_CARDS.registeredEligibleSecond);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'card-status');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('checkbox');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    for (let i = 0; i < 10 && (await focused()) !== 'button:Выбрать'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('button:Выбрать');
    await page.keyboard.press('Enter');

    const confirm = page.getByRole('dialog').filter({ hasText: CONFIRM_NOTE });
    await confirm.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Подтвердить');
    await page.keyboard.press('Enter');

    const chosen = page.getByRole('dialog').filter({ hasText: CHOSEN_TEXT });
    await chosen.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Понятно');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
    // The status block takes the focus SCROLL_TO_STATUS_DELAY_MS after the flow ends (scroll-to-status.ts).
    await expect.poll(focused).toBe('#card-status');
    expect(upstreamPosts()).toEqual([PARTICIPANT, CHOOSE, PARTICIPANT]);
    expect(problems).toEqual([]);
  });
});
