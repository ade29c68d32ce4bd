// When a page part fails to load (a deploy replaced the hashed chunk), the page
// reloads, at most once per 60 seconds. Real Chromium, the page's own chunk (its entry,
// or the islands chunk the entry imports) aborted by page.route, the browser's clock
// pinned so "60 seconds later" needs no waiting.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';
import { launchBrowser, openPage, reachForIslands, waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';

let t: TestApp;
let browser: Browser;

beforeAll(async () => {
  [t, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'client/manifest.json'), 'utf8')) as {
  pages: Record<string, { file: string; islands: string[] }>;
};
const CAMPAIGN_CHUNK = manifest.pages.campaign!.file;
/** The chunk a campaign's entry imports when the page holds an island (docs/decisions/064-pages-without-islands.md). */
const ISLANDS_CHUNK = manifest.pages.campaign!.islands[0]!;
const T0 = new Date('2025-04-01T10:00:00Z').getTime();

/**
 * A page at 375 px whose `chunk` fails to load, with the browser's clock at T0: the
 * documents it loads, the chunk's requests, and how many times the page gave up.
 */
async function refusing(chunk: string) {
  const { page, context, problems } = await openPage(browser, 375);
  await stubOutsideNetwork(context);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  const giveUps = () => problems.filter((p) => p.startsWith('warning: page chunk failed to load')).length;
  const chunkRequests: string[] = [];
  const refuseChunk = (route: import('playwright-core').Route) => (chunkRequests.push(route.request().url()), route.abort('failed'));
  await context.route(`**/${chunk}`, refuseChunk);
  await page.clock.setFixedTime(T0);
  return { page, context, documents, giveUps, chunkRequests, refuseChunk };
}

test('when the page chunk fails to load, then the page reloads once, and again only after 60 s', async () => {
  const { page, context, documents, giveUps, chunkRequests, refuseChunk } = await refusing(CAMPAIGN_CHUNK);
  try {
    await page.goto(t.url + '/promo/knauf2025');
    // First load fails → one automatic reload → that load fails too and gives up (a warning).
    await expect.poll(giveUps).toBe(1);
    expect(chunkRequests.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(500);
    expect(documents).toEqual(['/promo/knauf2025', '/promo/knauf2025']);

    // 59 s later the visitor reloads by hand: the chunk still fails, no automatic reload.
    await page.clock.setFixedTime(T0 + 59_000);
    await page.reload();
    await expect.poll(giveUps).toBe(2);
    await page.waitForTimeout(500);
    expect(documents).toHaveLength(3);

    // 60 s after the automatic reload the window is over: one more automatic reload.
    await page.clock.setFixedTime(T0 + 60_000);
    await page.reload();
    await expect.poll(giveUps).toBe(3);
    await page.waitForTimeout(500);
    expect(documents).toHaveLength(5);

    // The deploy settles (the chunk loads again): the page hydrates with no further reload.
    await context.unroute(`**/${CAMPAIGN_CHUNK}`, refuseChunk);
    await page.reload();
    await waitForHydration(page);
    expect(documents).toHaveLength(6);
  } finally {
    await context.close();
  }
});

test('when the islands chunk fails to load, then the page reloads once, then says so and its card form still asks the server', async () => {
  const { page, context, documents, giveUps, chunkRequests } = await refusing(ISLANDS_CHUNK);
  /** The page's islands wait for the visitor (docs/decisions/003-islands.md): reached for once they do. */
  const reach = async () => {
    await page.waitForSelector('#root[data-islands-wait]', { state: 'attached' });
    await reachForIslands(page);
  };
  try {
    // The running knauf2025 holds its savings check: its entry asks for the islands chunk once the visitor reaches for it.
    await page.goto(t.url + '/promo/knauf2025');
    await reach();
    await expect.poll(() => documents.length).toBe(2);
    await reach();
    await expect.poll(giveUps).toBe(1);
    expect(chunkRequests.length).toBeGreaterThanOrEqual(2);
    // The warning is what the second load does instead of reloading.
    expect(documents).toEqual(['/promo/knauf2025', '/promo/knauf2025']);
    // Nothing of the islands ran: the page is not live, its server HTML still shown.
    await expect(page.locator('#root[data-hydrated]').count()).resolves.toBe(0);
    await expect(page.locator('[data-island="savings-form"]').count()).resolves.toBe(1);

    // No click is held any longer: the card form goes to the server, which answers in the page.
    await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.getByText('По карте есть покупки, участвующие в акции. Баллы будут начислены.').waitFor();
    expect(new URL(page.url()).searchParams.get('card')).toBe(DEMO_CARDS.savingsPositive);
  } finally {
    await context.close();
  }
});

test('when the page chunk loads, then the page never reloads', async () => {
  const { page, context, problems } = await openPage(browser, 1440);
  await stubOutsideNetwork(context);
  try {
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    await page.goto(t.url + '/promo/knauf2025');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(documents).toBe(1);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
