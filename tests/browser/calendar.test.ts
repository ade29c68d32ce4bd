// The calendar as a visitor sees it in real Chromium (docs/product.md §4): a finished campaign
// page has its results and no dead check form, hydrates cleanly and calls nothing; the hub
// lists the promotions by phase and its cards lead to their pages.
import { describe, expect, test } from 'vitest';
import { useBrowserSuite } from '../support/browser-suite.js';
import { openPage, runAxe, waitForHydration, type WatchedPage } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { CAMPAIGNS, CONTENT } from '../support/content.js';
import { asWritten } from '../support/plain-spaces.js';

/** 15 November 2025: knauf2025 and rockwool2025 ended on 31 October, the other four still run. */
const suite = useBrowserSuite({ env: { PROMO_NOW: '2025-11-15T12:00:00+03:00' } });
const finishedIds = CAMPAIGNS.filter((c) => c.ends < '2025-11-15').map((c) => c.id);
/** The landings on the hub that day (tests/fixtures/content/landings/): osen-remont ended, zimnie-skidki runs. */
const LANDINGS = (CONTENT.folders.landing ?? []) as unknown as readonly { starts: string; ends: string }[];
const landingsIn = (finished: boolean) => LANDINGS.filter((l) => (l.ends < '2025-11-15') === finished && l.starts <= '2025-11-15').length;

async function open(path: string, width: number): Promise<WatchedPage> {
  const watched = await openPage(suite.browser, width);
  suite.opened.push(watched);
  await stubOutsideNetwork(watched.context);
  await watched.page.goto(suite.t.url + path);
  await waitForHydration(watched.page);
  return watched;
}

describe('a finished campaign page', () => {
  test.each([375, 1440])('when knauf2025 is shown %i px wide after its end, then it says so, shows the final results and has no card form or check button; axe finds nothing', async (width) => {
    const { page, problems, apiCalls } = await open('/promo/knauf2025', width);

    await expect(page.getByText('Акция завершена 31 октября 2025').isVisible()).resolves.toBe(true);
    await expect(page.locator('.hero .chip--status').textContent().then(asWritten)).resolves.toBe('Завершена');
    await expect(page.getByRole('heading', { name: 'Итоги акции' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Номер клубной карты').count()).resolves.toBe(0);
    await expect(page.locator('form').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Проверить покупки' }).count()).resolves.toBe(0);
    await expect(page.locator('.leaderboard__prize').first().textContent().then(asWritten)).resolves.toBe('золото');

    await page.getByRole('link', { name: 'Итоги акции' }).click();
    const leaderboardTop = () => page.evaluate(() => Math.round(document.getElementById('leaderboard')!.getBoundingClientRect().top));
    await expect.poll(leaderboardTop).toBeLessThan(40);
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(problems).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test('when the "действующие акции" line is followed, then the hub opens at its running promotions', async () => {
    const { page } = await open('/promo/knauf2025', 1440);
    await page.getByRole('link', { name: 'действующие акции «Петровича»' }).click();
    await page.waitForURL(/\/promo\/#hub-running$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Действующие акции' }).isVisible()).resolves.toBe(true);
  });
});

describe('the hub', () => {
  test.each([375, 1440])('when /promo/ is shown %i px wide, then the running and finished promotions are two lists of cards, nothing is wider than the screen, and axe finds nothing', async (width) => {
    const { page, problems } = await open('/promo/', width);

    const running = page.getByRole('region', { name: 'Действующие акции' }).getByRole('listitem');
    const finished = page.getByRole('region', { name: 'Завершённые акции' }).getByRole('listitem');
    await expect(running.count()).resolves.toBe(CAMPAIGNS.length - finishedIds.length + 2 + landingsIn(false));
    await expect(finished.count()).resolves.toBe(finishedIds.length + landingsIn(true));
    await expect(page.getByRole('heading', { name: 'Скоро' }).count()).resolves.toBe(0);
    await expect(finished.first().locator('.chip--status').textContent().then(asWritten)).resolves.toBe('Завершена');
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    const violations = await runAxe(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('when a finished card is clicked, then its page opens at the results', async () => {
    const { page } = await open('/promo/', 1440);
    await page.getByRole('region', { name: 'Завершённые акции' }).getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/promo/(${finishedIds.join('|')})#leaderboard$`));
    await expect(page.getByRole('heading', { name: 'Итоги акции' }).isVisible()).resolves.toBe(true);
  });
});
