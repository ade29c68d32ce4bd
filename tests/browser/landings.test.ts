// The landings of the tests' content (tests/fixtures/content/landings/, docs/product.md §13) in real Chromium on the
// tests' running day (15 October 2025): osen-remont, of every block type, running in Knauf's colours; zimnie-skidki
// announced, in the retailer's. Each hydrates cleanly, asks the API nothing until asked, and axe finds nothing on it,
// its savings check's answer shown too; a question of its FAQ opens and closes from the keyboard.
import { describe, expect, test } from 'vitest';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { runAxe, waitForHydration, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

const suite = useBrowserSuite();

async function open(id: string, width: number): Promise<WatchedPage> {
  const watched = await suite.openPage(width);
  await stubOutsideNetwork(watched.context);
  await watched.page.goto(`${suite.t.url}/promo/${id}`);
  await waitForHydration(watched.page);
  return watched;
}

describe.each(['osen-remont', 'zimnie-skidki'])('/promo/%s in Chromium', (id) => {
  test.each([375, 1440])('when opened at %i px, then it hydrates cleanly, calls nothing, and axe finds nothing', async (width) => {
    const { page, problems, apiCalls } = await open(id, width);

    await expect(page.locator('h1').count()).resolves.toBe(1);
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });
});

describe('osen-remont\'s blocks', () => {
  test('when a card with purchases is checked, then the answer shows, asked with its apiSlug, and axe finds nothing', async () => {
    const { page, problems, apiCalls } = await open('osen-remont', 375);
    await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.locator('.savings__positive').waitFor();

    expect(apiCalls).toEqual([`/api/v2/promo/check/osen-remont/${DEMO_CARDS.savingsPositive}/`]);
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('when a question of its FAQ is reached by Tab and Enter is pressed, then its answer shows; Enter again hides it', async () => {
    const { page } = await open('osen-remont', 375);
    const question = page.locator('.landing-faq summary').first();
    const answerShown = () => question.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
    // Tab until the question has the focus: it is in the page's order of focus, as a link is (the page holds fewer than 40 stops).
    const focused = () => question.evaluate((summary) => summary === document.activeElement);
    for (let stops = 0; stops < 40 && !(await focused()); stops++) await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe(true);

    await page.keyboard.press('Enter');
    await expect(answerShown()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(answerShown()).resolves.toBe(false);
  });
});
