// A raster banner on phones of every density (shared/ui/banner.tsx): the phone's crop is
// made 1,080 px wide, sharp on a 390 px phone at DPR 3, and again 750 px wide, which phones of
// DPR 1 and 2 take from the srcset, so they download no more than before. Real Chromium at
// 390 px, one fresh context per density (an empty cache); a photo-like 1600×1000 JPEG art on a
// copy of the tests' content, every format made before the app starts.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prepareContent } from '#server/content/site-content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { copyFixtureContent } from '../support/content.js';
import { DIST_DIR } from '../support/start-app.js';
import { useBrowserSuite } from '../support/browser-suite.js';
import { newPageContext } from '../support/browser.js';
import { stubOutsideNetwork } from '../support/outside-network.js';

const ID = 'knauf2025';
const dir = copyFixtureContent('promo-density-');

/** Soft gradients and shapes, as a designer's art has: noise would make every size the same heavy file. */
async function drawArt(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">'
    + '<defs><linearGradient id="g" x2="1" y2="1">'
    + '<stop offset="0" stop-color="#0b5d3b"/><stop offset="1" stop-color="#9fd3b0"/></linearGradient></defs>'
    + '<rect width="1600" height="1000" fill="url(#g)"/><circle cx="1150" cy="420" r="260" fill="#ffcc00"/>'
    + '<text x="120" y="520" font-family="sans-serif" font-size="120" font-weight="700" fill="#fff">Скидки на смеси</text></svg>';
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

beforeAll(async () => {
  writeFileSync(path.join(dir, 'banners', `${ID}.jpg`), await drawArt());
  await (await prepareContent({ contentDir: dir }, PAGE_REGISTRY, DIST_DIR)).following;
});
const suite = useBrowserSuite({ env: { CONTENT_DIR: dir } });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The banner a 390 px phone of `density` shows: its file's name, its width and the bytes it took on the wire. */
async function phoneBanner(density: number): Promise<{ file: string; width: number; bytes: number }> {
  const context = await newPageContext(suite.browser, 390, 844, { deviceScaleFactor: density });
  try {
    await stubOutsideNetwork(context);
    const page = await context.newPage();
    await page.goto(`${suite.t.url}/promo/${ID}`);
    const banner = page.locator('img.banner__img');
    await banner.evaluate((img: HTMLImageElement) => img.decode());
    return await banner.evaluate(async (img: HTMLImageElement) => {
      const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming;
      // The file's own width: the <img>'s natural width is divided by the density the srcset gave it.
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      return { file: new URL(img.currentSrc).pathname.split('/').pop()!, width: file.naturalWidth, bytes: entry.encodedBodySize };
    });
  } finally {
    await context.close();
  }
}

describe('a raster banner on a phone', () => {
  test('when phones of DPR 1, 2 and 3 open the page at 390 px, then DPR 1 and 2 get the 750 px crop and DPR 3 the 1,080 px one, which weighs more', async () => {
    const [one, two, three] = [await phoneBanner(1), await phoneBanner(2), await phoneBanner(3)];
    console.info(`390 px phone banner: DPR 1 ${JSON.stringify(one)}, DPR 2 ${JSON.stringify(two)}, DPR 3 ${JSON.stringify(three)}`);

    expect(one.width).toBe(750);
    expect(two.width).toBe(750);
    expect(three.width).toBe(1080);
    expect(one.file).toMatch(/-smallLight\.avif$/);
    expect(three.file).toMatch(/-small\.avif$/);
    expect(one.bytes).toBeGreaterThan(0);
    expect(two.bytes).toBe(one.bytes);
    expect(three.bytes).toBeGreaterThan(one.bytes);
  });
});
