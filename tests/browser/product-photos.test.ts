// Catalogue photos on a campaign page in real Chromium, with the demo upstream's raster
// photos (demo-upstream/photos.ts): every photo, portrait and landscape alike, is shown
// whole inside its square box on a phone and on a desktop, and knauf2025's first load on
// a phone (HTML, CSS, JS and every image fetched before any scroll) fits 200 KB on the wire.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext, waitForHydration, watchPage } from '../support/browser.js';

const PATH = '/promo/knauf2025';
const KB = 1024;
const FIRST_LOAD_BUDGET = 200 * KB;

const suite = useBrowserSuite();

interface Shown { src: string; box: DOMRectInit; element: DOMRectInit; picture: DOMRectInit; natural: [number, number]; fit: string }

/** Each loaded product photo: its box, the img element, and the picture drawn in it (object-fit: contain's rectangle). */
async function shownPhotos(page: Page): Promise<Shown[]> {
  await page.$$eval('.products__image', (images) => Promise.all(images.map(
    (img) => (img as HTMLImageElement).decode().catch(() => undefined),
  )));
  return page.$$eval('.products__image', (images) => images.map((node) => {
    const img = node as HTMLImageElement;
    const rect = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    const element = img.getBoundingClientRect();
    const scale = Math.min(element.width / img.naturalWidth, element.height / img.naturalHeight);
    const [width, height] = [img.naturalWidth * scale, img.naturalHeight * scale];
    const picture = { x: element.x + (element.width - width) / 2, y: element.y + (element.height - height) / 2, width, height };
    return {
      src: img.currentSrc, box: rect(img.parentElement!.getBoundingClientRect()), element: rect(element), picture,
      natural: [img.naturalWidth, img.naturalHeight] as [number, number], fit: getComputedStyle(img).objectFit,
    };
  }));
}

const inside = (inner: DOMRectInit, outer: DOMRectInit) =>
  inner.x! >= outer.x! - 0.5 && inner.y! >= outer.y! - 0.5
  && inner.x! + inner.width! <= outer.x! + outer.width! + 0.5 && inner.y! + inner.height! <= outer.y! + outer.height! + 0.5;

describe('knauf2025 product photos', () => {
  test.each([390, 1440])('when the page is %i px wide, then portrait, landscape and square photos are each shown whole in their box', async (width) => {
    const { page } = await suite.visit(PATH, width);
    await page.locator('.products').scrollIntoViewIfNeeded();
    const shown = await shownPhotos(page);
    const shapes = new Set(shown.map(({ natural: [w, h] }) => (w > h ? 'landscape' : w < h ? 'portrait' : 'square')));

    expect(shown).toHaveLength(5);
    expect([...shapes].sort()).toEqual(['landscape', 'portrait', 'square']);
    for (const photo of shown) {
      expect(photo.fit, photo.src).toBe('contain');
      const where = `${photo.src}: img ${JSON.stringify(photo.element)} in box ${JSON.stringify(photo.box)}`;
      expect(inside(photo.element, photo.box), where).toBe(true);
      expect(inside(photo.picture, photo.box), photo.src).toBe(true);
      // The picture fills the box on its long side: whole, and no smaller than it must be.
      expect(Math.max(photo.picture.width! / photo.box.width!, photo.picture.height! / photo.box.height!), photo.src).toBeGreaterThan(0.97);
    }
  });

  test('when a phone (390 px, DPR 3) loads the page and does not scroll, then HTML, CSS, JS and every image fetched fit 200 KB on the wire', async () => {
    const context = await newPageContext(suite.browser, 390, 844, { deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const watched = watchPage(context, await context.newPage());
    suite.opened.push(watched);
    const { page } = watched;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    const bytes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));

    await page.goto(suite.t.url + PATH);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const images = [...bytes].filter(([id]) => /\/promo\/img\/|\/photos\//.test(urls.get(id) ?? ''));
    const total = [...bytes.values()].reduce((sum, n) => sum + n, 0);
    console.info(`knauf2025 first load at 390 px (DPR 3): ${(total / KB).toFixed(1)} KB on the wire in ${bytes.size} responses, `
      + `${images.length} photos ${(images.reduce((sum, [, n]) => sum + n, 0) / KB).toFixed(1)} KB`);

    expect(images.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    expect(watched.problems).toEqual([]);
  });
});
