// The studio's preview pane shows a campaign's banner as the site finds it
// (shared/content/banner-files.ts), in real Chromium on the embedded studio: knauf2025 has the
// three hand-made SVGs and no `bannerFile`, rockwool25 a raster art by its id
// (banners/rockwool25.jpg, added to the copied content) and no `bannerFile`. Each opened in the
// studio, the pane's page shows a picture that is not broken: the SVG itself at each width, the
// raster cut to the site's crop size. The page's common texts are the served content/campaign.json's.
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { killServers } from '../support/server-process.js';
import { startLocalStudio } from '../support/local-studio.js';
import { BANNER_SIZES } from '#shared/ui/banner.js';

const POLL = { timeout: 40_000 };
let dir: string;
let studioBase: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const art = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2266aa' } }).jpeg().toBuffer();
  ({ dir, studioBase } = await startLocalStudio(
    'promo-studio-banners-', { PROMO_NOW: '2025-10-15T12:00:00+03:00' }, { 'banners/rockwool25.jpg': art },
  ));
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'ru-RU' })).newPage();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

/** The preview pane's page of the campaign `id`, opened in the studio. */
async function previewOf(id: string): Promise<{ pane: FrameLocator; sitePage: FrameLocator }> {
  // A new document for each: Decap's editor keeps the entry it has open when only the hash changes.
  await page.goto('about:blank');
  await page.goto(`${studioBase}/#/collections/campaigns/entries/${id}`);
  const pane = page.frameLocator('iframe').first();
  const sitePage = pane.frameLocator('iframe[title^="Страница акции"]');
  await expect.poll(() => sitePage.locator('h1').count(), POLL).toBe(1);
  return { pane, sitePage };
}

/** The banner as the browser shows it: its address, the type of the file behind it, and its drawn size. */
const shownBanner = (sitePage: FrameLocator) => sitePage.locator('img.banner__img').evaluate(async (img: HTMLImageElement) => {
  await img.decode();
  const type = (await (await fetch(img.currentSrc)).blob()).type;
  return { src: img.currentSrc, type, width: img.naturalWidth, height: img.naturalHeight };
});

describe('the banner in the studio\'s preview pane', () => {
  test('when a campaign has the three SVGs and no bannerFile, then the pane shows its SVG, the small one at a phone\'s width', async () => {
    const { pane, sitePage } = await previewOf('knauf2025');
    await expect.poll(() => sitePage.locator('h1').innerText(), POLL).toMatch(/Knauf/);

    await expect.poll(async () => (await shownBanner(sitePage)).type, POLL).toBe('image/svg+xml');
    // The texts every campaign page shows are the served ones (content/campaign.json), asked of the server.
    await expect.poll(() => sitePage.locator('.hero__actions').innerText(), POLL).toContain('Проверить покупки');
    // And the site's own (content/site.json): the card field's label and the footer.
    await expect.poll(() => sitePage.locator('.card-field__label').innerText(), POLL).toBe('Номер клубной карты');
    expect(await sitePage.locator('.site-footer__note').innerText()).toContain('Строительный торговый дом');
    expect((await shownBanner(sitePage)).width).toBeGreaterThan(0);
    const large = (await shownBanner(sitePage)).src;

    await pane.getByRole('button', { name: 'телефон' }).click();
    await expect.poll(async () => (await shownBanner(sitePage)).src, POLL).not.toBe(large);
    expect(await shownBanner(sitePage)).toMatchObject({ type: 'image/svg+xml' });
  }, 120_000);

  test('when a campaign has a raster art by its id and no bannerFile, then the pane shows it cut to the site\'s crop', async () => {
    const { sitePage } = await previewOf('rockwool25');
    await expect.poll(() => sitePage.locator('h1').innerText(), POLL).toMatch(/Rockwool/i);

    await expect.poll(async () => (await shownBanner(sitePage)).type, POLL).toBe('image/jpeg');
    const { width, height } = BANNER_SIZES.large;
    expect(await shownBanner(sitePage)).toMatchObject({ width, height });
  }, 120_000);
});
