// A page loads only the code it runs (docs/decisions/064-pages-without-islands.md), in real
// Chromium on 15 November 2025, when the tests' knauf2025 and rockwool2025 have ended (31
// October) and the other campaigns still run: a finished campaign's page, whose kind has
// an island it no longer shows, becomes live without asking for its kind's islands chunk
// or any file holding React; a running one's loads that chunk and its savings check answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';
import { CAMPAIGNS } from '../support/content.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { waitForHydration } from '../support/browser.js';
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
/** React DOM's own marker, present in every build of it. */
const holdsReact = (file: string) =>
  readFileSync(path.join(DIST_DIR, 'client', file), 'utf8').includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');

const suite = useBrowserSuite({ env: { PROMO_NOW: `${DAY}T12:00:00+03:00` } });

/** Opens the campaign's page; once it is live and has asked for its web-vitals reporter (its last file), every script file it asked for. */
async function openCampaign(id: string): Promise<{ page: Page; problems: string[]; scripts: string[] }> {
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
    const { page, problems, scripts } = await openCampaign(FINISHED.id);

    await expect(page.locator('[data-island]').count()).resolves.toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => ISLANDS.includes(file))).toEqual([]);
    expect(scripts.filter(holdsReact)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test(`when the running ${RUNNING.id} is opened, then it loads its islands chunk and its savings check answers`, async () => {
    const { page, problems, scripts } = await openCampaign(RUNNING.id);
    expect(scripts).toEqual(expect.arrayContaining(ISLANDS));
    expect(scripts.some(holdsReact)).toBe(true);

    await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();
    await page.locator('.savings__result').getByText(POSITIVE).waitFor();

    await expect(page.locator('.savings__result').textContent().then(plainSpaces)).resolves.toBe(POSITIVE);
    expect(problems).toEqual([]);
  });
});
