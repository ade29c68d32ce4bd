// The studio's preview pane shows a campaign's banner as the site finds it
// (shared/content/banner-files.ts), in real Chromium on the embedded studio: knauf2025 has the
// three hand-made SVGs and no `bannerFile`, rockwool25 a raster art by its id
// (banners/rockwool25.jpg, added to the copied content) and no `bannerFile`. Each opened in the
// studio, the pane's page shows a picture that is not broken: the SVG itself at each width, the
// raster cut to the site's crop size; a campaign with neither (bez-bannera), a grey field whose words every size's
// frame keeps whole. The page's common texts are the served content/campaign.json's.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { stopServersAndRemove } from '../support/server-process.js';
import { startLocalStudio } from '../support/local-studio.js';
import { BANNER_SIZES } from '#shared/ui/banner.js';

const POLL = { timeout: 40_000 };
let dir: string;
let studioBase: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const knauf = JSON.parse(readFileSync('tests/fixtures/content/campaigns/knauf2025.json', 'utf8')) as Record<string, unknown>;
  const bare = JSON.stringify({ ...knauf, apiSlug: 'bez-bannera' });
  const art = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2266aa' } }).jpeg().toBuffer();
  ({ dir, studioBase } = await startLocalStudio(
    'promo-studio-banners-', { PROMO_NOW: '2025-10-15T12:00:00+03:00' },
    { 'banners/rockwool25.jpg': art, 'campaigns/bez-bannera.json': bare },
  ));
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'ru-RU' })).newPage();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await stopServersAndRemove(dir);
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

  test('when a campaign has no banner at all, then the pane\'s grey field says so in words each size\'s frame keeps whole', async () => {
    const { sitePage } = await previewOf('bez-bannera');
    // Once the studio knows there is no picture (before, the field says «Баннер загружается…»).
    await expect.poll(async () => decodeURIComponent((await shownBanner(sitePage)).src), POLL).toContain('Баннера нет');
    // The words' box on the drawn field, against the middle each size's crop (object-fit: cover) keeps of it.
    const { words, field } = await sitePage.locator('img.banner__img').evaluate(async (img: HTMLImageElement) => {
      const svg = new DOMParser().parseFromString(await (await fetch(img.currentSrc)).text(), 'image/svg+xml')
        .documentElement as unknown as SVGSVGElement;
      document.body.append(svg);
      const { x, y, width, height } = svg.querySelector('text')!.getBBox();
      const field = { width: svg.width.baseVal.value, height: svg.height.baseVal.value };
      return { words: { x, y, width, height }, field };
    });
    for (const { width, height } of Object.values(BANNER_SIZES)) {
      const scale = Math.max(width / field.width, height / field.height);
      const [keptX, keptY] = [(field.width - width / scale) / 2, (field.height - height / scale) / 2];
      expect(words.x, `${width}×${height}`).toBeGreaterThanOrEqual(keptX);
      expect(words.x + words.width, `${width}×${height}`).toBeLessThanOrEqual(field.width - keptX);
      expect(words.y, `${width}×${height}`).toBeGreaterThanOrEqual(keptY);
      expect(words.y + words.height, `${width}×${height}`).toBeLessThanOrEqual(field.height - keptY);
    }
  }, 120_000);
});
