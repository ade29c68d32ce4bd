// Every kind's islands wait for the visitor (docs/decisions/003-islands.md,
// 003-islands.md), in real Chromium at 390 px with an empty cache:
// each page with islands loads at most 30 KB of script on the wire (the page start and the
// web-vitals reporter, no React) until the visitor reaches for an island; a pointer over
// one, or scrolling one near the viewport, brings them to life; a first tap on "позвонить"
// opens the feedback form as it does on a live page, instead of leaving for the page's
// feedback block; and a card checked at once on a campaign is checked by the live form.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { openPage, waitForHydration, type WatchedPage } from '../support/browser.js';
import { DIST_DIR } from '../support/start-app.js';
import { DEMO_CARDS } from '#demo-upstream/demo-cards.js';

const FIRST_LOAD_SCRIPT_BUDGET = 30 * 1024;
const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'client/manifest.json'), 'utf8')) as { rum: { file: string } };
/** React DOM's own marker, present in every build of it. */
const holdsReact = (file: string) =>
  readFileSync(path.join(DIST_DIR, 'client', file), 'utf8').includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');

const suite = useBrowserSuite();

interface Loaded extends WatchedPage {
  /** The script files asked for, in order, as names under dist/client/. */
  scripts: string[];
  /** Script bytes on the wire so far. */
  scriptBytes: () => number;
}

/** Opens `path` in a context of its own (an empty cache) and waits until it has settled: its reporter asked for, the network idle. */
async function load(path: string): Promise<Loaded> {
  const watched = await openPage(suite.browser, 390);
  suite.opened.push(watched);
  const { page, context } = watched;
  const scripts: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/promo/assets/') && pathname.endsWith('.js')) scripts.push(pathname.slice('/promo/assets/'.length));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scriptRequests = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e: { requestId: string; type: string }) => {
    if (e.type === 'Script') scriptRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (scriptRequests.has(e.requestId)) bytes += e.encodedDataLength;
  });
  const reporter = page.waitForRequest((r) => r.url().endsWith(`/${manifest.rum.file}`));
  await page.goto(suite.t.url + path);
  await reporter;
  await page.waitForLoadState('networkidle');
  return { ...watched, scripts, scriptBytes: () => bytes };
}

const hydrated = (page: Page) => page.locator('#root[data-hydrated]').count();

describe('pages with islands at 390 px', () => {
  test.each(['/promo/law', '/promo/sert', '/promo/knauf2025', '/promo/karta-elektrika', '/promo/lovecategory'])('when %s loads and the visitor does nothing, then it loads at most 30 KB of script and no React', async (path) => {
    const { page, scripts, scriptBytes, problems } = await load(path);
    console.info(`${path}: first load ${scriptBytes()} bytes of script in ${scripts.length} files`);

    expect(scriptBytes()).toBeGreaterThan(0);
    expect(scriptBytes()).toBeLessThanOrEqual(FIRST_LOAD_SCRIPT_BUDGET);
    expect(scripts.filter(holdsReact)).toEqual([]);
    await expect(hydrated(page)).resolves.toBe(0);
    expect(problems).toEqual([]);
  });

  test('when lovecategory loads, then its dialogs\' styles stay off until the visitor reaches for an island (no restyle of the page at load), and are on once the islands are live', async () => {
    const { page, problems } = await load('/promo/lovecategory');
    const media = () => page.$$eval('link[data-deferred-style]', (links) => links.map((link) => link.getAttribute('media')));

    await expect(media()).resolves.toEqual(['print']);
    await waitForHydration(page);
    await expect(media()).resolves.toEqual(['all']);
    expect(problems).toEqual([]);
  });

  test('when the pointer goes over the header\'s controls, then the islands load and come to life', async () => {
    const { page, scripts, problems } = await load('/promo/law');
    await page.hover('.biz-header__callback');
    await waitForHydration(page);

    expect(scripts.some(holdsReact)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('when the visitor scrolls to the footer, then the islands load and come to life', async () => {
    const { page, scripts, problems } = await load('/promo/law');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForHydration(page);

    expect(scripts.some(holdsReact)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('when "позвонить" is tapped before anything else, then the feedback form opens as a callback request and the page stays', async () => {
    const { page, problems } = await load('/promo/law');
    const url = page.url();
    await page.getByRole('button', { name: 'позвонить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Обратная связь' });
    await dialog.waitFor();

    await expect(dialog.getByLabel('Сообщение').inputValue()).resolves.toBe('Перезвоните мне');
    expect(page.url()).toBe(url);
    expect(problems).toEqual([]);
  });

  test('when a card is checked on knauf2025 before anything else, then the live form checks it through /api and the page stays', async () => {
    const { page, apiCalls, problems } = await load('/promo/knauf2025');
    const url = page.url();
    await page.getByLabel('Номер клубной карты').fill(DEMO_CARDS.savingsPositive);
    await page.getByRole('button', { name: 'Проверить' }).click();

    await page.getByText('По карте есть покупки, участвующие в акции. Баллы будут начислены.').waitFor();
    expect(apiCalls).toEqual([`/api/v2/promo/check/knauf2025/${DEMO_CARDS.savingsPositive}/`]);
    expect(page.url()).toBe(url);
    await expect(hydrated(page)).resolves.toBe(1);
    expect(problems).toEqual([]);
  });
});
