// A page loads only the code it runs (docs/decisions/064-pages-without-islands.md), in real
// Chromium on 15 November 2025, when the tests' knauf2025 and rockwool2025 have ended (31
// October) and the other campaigns still run: a finished campaign's page, whose kind has
// an island it no longer shows, becomes live without asking for its kind's islands chunk
// or any file holding React; a running one's loads that chunk and its savings check answers.
// A landing (docs/product.md §13) alike: one without a savings-check block loads no island, and the running
// zimnie-skidki's savings check answers with JavaScript and without it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { CAMPAIGNS, copyFixtureContent } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';
import { DIST_DIR } from '../support/start-app.js';
import { plainSpaces } from '../support/plain-spaces.js';

const DAY = '2025-11-15';
const FINISHED = CAMPAIGNS.find((c) => c.ends < DAY)!;
const RUNNING = CAMPAIGNS.find((c) => c.starts <= DAY && DAY <= c.ends)!;
const POSITIVE = 'По карте есть покупки, участвующие в акции. Баллы будут начислены.';

const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'client/manifest.json'), 'utf8')) as {
  rum: { file: string };
  pages: Record<string, { islands: string[] }>;
};
const ISLANDS = manifest.pages.campaign!.islands;
const LANDING_ISLANDS = manifest.pages.landing!.islands;
/** React DOM's own marker, present in every build of it. */
const holdsReact = (file: string) =>
  readFileSync(path.join(DIST_DIR, 'client', file), 'utf8').includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');

/** The tests' content and a landing without a savings-check block: zimnie-skidki's blocks but that one, under another id and apiSlug. */
const WITH_CHECK = 'zimnie-skidki';
const WITHOUT_CHECK = 'zimnie-skidki-bez-proverki';
const contentDir = copyFixtureContent('pages-without-islands-');
const landingFile = (id: string) => path.join(contentDir, 'landings', `${id}.json`);
const withCheck = JSON.parse(readFileSync(landingFile(WITH_CHECK), 'utf8')) as { blocks: { type: string }[] };
const blocksWithoutCheck = withCheck.blocks.filter((block) => block.type !== 'savings-check');
writeFileSync(landingFile(WITHOUT_CHECK), JSON.stringify({ ...withCheck, apiSlug: WITHOUT_CHECK, blocks: blocksWithoutCheck }));
afterAll(() => rmSync(contentDir, { recursive: true, force: true }));

const suite = useBrowserSuite({ env: { PROMO_NOW: `${DAY}T12:00:00+03:00`, CONTENT_DIR: contentDir } });

/** Opens the promo page `id`; once it is live and has asked for its web-vitals reporter (its last file), every script file it asked for. */
async function openPromoPage(id: string): Promise<{ page: Page; problems: string[]; scripts: string[] }> {
  const { page, context, problems } = await suite.openPage(375);
  await stubOutsideNetwork(context);
  const scripts: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/promo/assets/') && pathname.endsWith('.js')) scripts.push(pathname.slice('/promo/assets/'.length));
  });
  const reporter = page.waitForRequest((r) => r.url().endsWith(`/${manifest.rum.file}`));
  await page.goto(`${suite.t.url}/promo/${id}`);
  await waitForHydration(page);
  await reporter;
  await page.waitForLoadState('networkidle');
  return { page, problems, scripts };
}

describe(`campaign pages on ${DAY}`, () => {
  test(`when the finished ${FINISHED.id} is opened, then it becomes live without its islands chunk or any file holding React`, async () => {
    const { page, problems, scripts } = await openPromoPage(FINISHED.id);

    await expect(page.locator('[data-island]').count()).resolves.toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => ISLANDS.includes(file))).toEqual([]);
    expect(scripts.filter(holdsReact)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`when the running ${RUNNING.id} is opened, then it loads its islands chunk and its savings check answers`, async () => {
    const { page, problems, scripts } = await openPromoPage(RUNNING.id);
    expect(scripts).toEqual(expect.arrayContaining(ISLANDS));
    expect(scripts.some(holdsReact)).toBe(true);

    await expect(checkSavings(page)).resolves.toBe(POSITIVE);
    expect(problems).toEqual([]);
  });
});

/** A card the demo upstream has purchases for, sent by the page's savings check: the answer it shows. */
async function checkSavings(page: Page): Promise<string> {
  await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
  await page.getByRole('button', { name: 'Проверить' }).click();
  await page.locator('.savings__result').getByText(POSITIVE).waitFor();
  return plainSpaces(await page.locator('.savings__result').innerText());
}

describe(`landings on ${DAY}`, () => {
  test(`when the running ${WITHOUT_CHECK}, without a savings-check block, is opened, then it becomes live without its islands chunk or any file holding React`, async () => {
    const { page, problems, scripts } = await openPromoPage(WITHOUT_CHECK);

    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(page.locator('[data-island]').count()).resolves.toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => LANDING_ISLANDS.includes(file))).toEqual([]);
    expect(scripts.filter(holdsReact)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`when the running ${WITH_CHECK}, with a savings-check block, is opened, then it loads its islands chunk and its savings check answers`, async () => {
    const { page, problems, scripts } = await openPromoPage(WITH_CHECK);
    expect(scripts).toEqual(expect.arrayContaining(LANDING_ISLANDS));

    await expect(checkSavings(page)).resolves.toBe(POSITIVE);
    expect(problems).toEqual([]);
  });

  test(`when ${WITH_CHECK} is opened with JavaScript off, then its savings form is sent to the server and the page it answers holds the answer`, async () => {
    const context = await newPageContext(suite.browser, 375, 800, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.t.url}/promo/${WITH_CHECK}`);

      await expect(checkSavings(page)).resolves.toBe(POSITIVE);
      expect(new URL(page.url()).pathname).toBe(`/promo/${WITH_CHECK}`);
    } finally {
      await context.close();
    }
  });
});
