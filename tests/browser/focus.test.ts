// Where keyboard focus goes, in real Chromium: after 'Понятно' to the card-status block
// (its opener is gone by then, and the body is no place to leave a keyboard user); the
// error modal starts on its heading, so the message is read before seven phone links;
// the cookie notice is the first stop of Tab and never covers the footer on a phone.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
import { waitForStatusAtRest } from '../support/status-at-rest.js';
import { plainSpaces } from '../support/plain-spaces.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

const suite = useBrowserSuite();

async function open(url: string, width: number, { business = false } = {}): Promise<Page> {
  const watched = await suite.openPage(width);
  // business.localhost is loopback too (Chromium resolves *.localhost), but not the stub's 127.0.0.1.
  if (!business) await stubOutsideNetwork(watched.context);
  await watched.page.goto(url);
  await waitForHydration(watched.page);
  return watched.page;
}

const dialogsGone = (page: Page) => page.waitForFunction(() => document.querySelectorAll('[role="dialog"]').length === 0);
const focused = async (page: Page) => {
  const active = await page.evaluate(() => ({
    tag: document.activeElement?.tagName, id: document.activeElement?.id, text: document.activeElement?.textContent,
  }));
  return { ...active, text: plainSpaces(active.text ?? null) };
};

async function lookUp(page: Page, card: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Выбрать категории' }).click();
  const modal = page.getByRole('dialog', { name: 'Выбрать категории' });
  await modal.getByLabel('Номер клубной карты').fill(card);
  await modal.getByRole('button', { name: 'Продолжить' }).click();
}

describe('/promo/lovecategory focus', () => {
  test('when "Понятно" closes the chosen categories, then focus is on the card-status block, not the body', async () => {
    const page = await open(`${suite.t.url}/promo/lovecategory`, 1440);
    await lookUp(page, DEMO_CARDS.registeredEligibleSecond);
    await waitForStatusAtRest(page);
    await dialogsGone(page);
    const boxes = page.locator('#card-status').getByRole('checkbox');
    await boxes.nth(0).check();
    await page.locator('#card-status').getByRole('button', { name: 'Выбрать' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    const chosen = page.getByRole('dialog').filter({ hasText: 'Категории выбраны' });
    await chosen.waitFor();

    await chosen.getByRole('button', { name: 'Понятно' }).click();
    await dialogsGone(page);

    await expect.poll(() => focused(page)).toMatchObject({ tag: 'SECTION', id: 'card-status' });
    // Tab goes on from there, into the page.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement !== document.body)).resolves.toBe(true);
  });

  test.each([375, 1440])('when the error modal opens (%i px), then focus is on its heading, not on the first phone link', async (width) => {
    const page = await open(`${suite.t.url}/promo/lovecategory`, width);
    await lookUp(page, DEMO_CARDS.notFound);
    // An unknown card is the visitor's typo: the modal's title is the tests' content's mistakeTitle.
    const error = page.getByRole('dialog', { name: 'Проверьте, верно ли введён номер' });
    await error.waitFor();

    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H2', text: 'Проверьте, верно ли введён номер' });
    // The heading is a start, not a trap: Tab goes on to the close button, then the first phone line.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Закрыть');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href') ?? '')).resolves.toMatch(/^tel:/);
  });
});

describe('law cookie notice on a phone', () => {
  const lawUrl = () => `http://business.localhost:${new URL(suite.t.url).port}/`;

  test('when the page opens, then the first Tab reaches the notice’s "Принять"', async () => {
    const page = await open(lawUrl(), 375, { business: true });

    await page.keyboard.press('Tab');

    await expect(focused(page)).resolves.toMatchObject({ tag: 'BUTTON', text: 'Принять' });
  });

  test('when the visitor scrolls, then the notice stays on screen, and at the end it covers none of the footer', async () => {
    const page = await open(lawUrl(), 375, { business: true });
    const notice = page.getByRole('region', { name: 'Уведомление о файлах cookie' });
    const box = await notice.boundingBox();
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);

    const covered = await page.evaluate(() =>
      [...document.querySelectorAll('footer a, footer p')].filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= innerHeight) return false; // off screen: nothing covers it
        const hit = document.elementFromPoint(r.left + Math.min(r.width / 2, 20), r.top + r.height / 2);
        return !el.contains(hit);
      }).map((el) => el.textContent));
    expect(covered).toEqual([]);
    await expect(page.locator('footer').getByText(/© 2003–/).isVisible()).resolves.toBe(true);
  });
});
