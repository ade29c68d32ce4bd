// Raster banners (docs/product.md §4): a campaign whose content folder holds one JPEG art,
// `banners/<id>.jpg`, instead of SVGs gets it cut to the three banner sizes and encoded
// as AVIF, WebP and JPEG in its <picture> (the phone's size in two widths, for the phone's
// density); the hub's card and the link preview use the large JPEG (1200×630). Files are
// named by their content and made once. The art is drawn by sharp in the test, on a copy of
// the content (CONTENT_DIR); the day is RUNNING_DAY.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { bannerStores, prepareContent } from '#server/content/site-content.js';
import { encodeBanners } from '#server/content/raster-banners.js';
import { copyFixtureContent } from '../support/content.js';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

const HOST = 'promo.example.ru';
const ID = 'knauf2025';
const SIZES = { small: [1080, 864], smallLight: [750, 600], medium: [1210, 440], large: [1200, 630] } as const;
const CUTS = Object.keys(SIZES) as (keyof typeof SIZES)[];
let dir: string;
let t: TestApp;

/**
 * A 1600×1000 JPEG: a red field with a blue square, so a resize and a crop are real work.
 * `left` moves the square: another art, whose files no earlier run has made.
 */
async function drawArt(left = 550): Promise<Buffer> {
  const square = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#1040c0' } }).png().toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d01010' } })
    .composite([{ input: square, left, top: 250 }]).jpeg({ quality: 90 }).toBuffer();
}

/** An art no run has encoded yet: the square somewhere of its own. */
const freshArt = () => drawArt(50 + Math.floor(Math.random() * 1000));

beforeAll(async () => {
  dir = copyFixtureContent('promo-raster-');
  mkdirSync(path.join(dir, 'banners'), { recursive: true });
  writeFileSync(path.join(dir, 'banners', `${ID}.jpg`), await drawArt());
  // Every format made before the app starts (the cache keeps them), so these tests read a complete banner.
  await (await prepareContent({ contentDir: dir }, PAGE_REGISTRY, DIST_DIR)).following;
  t = await startApp({ env: { CONTENT_DIR: dir, PUBLIC_ORIGIN: 'https://promo.example.ru' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The URLs of the page's banner <picture>, by media and type: each candidate of a srcset, with its width when it names one. */
function bannerSources(html: string): { media?: string; type: string; url: string; width?: number; sizes?: string }[] {
  const picture = /<picture class="banner">(.*?)<\/picture>/s.exec(html)![1]!;
  const sources = [...picture.matchAll(/<source ([^>]*)\/?>/g)].flatMap(([, attributes]) => {
    const media = /media="([^"]+)"/.exec(attributes!)?.[1];
    const type = /type="([^"]+)"/.exec(attributes!)![1]!;
    const sizes = /sizes="([^"]+)"/.exec(attributes!)?.[1];
    return /srcSet="([^"]+)"/i.exec(attributes!)![1]!.split(', ').map((candidate) => {
      const [url, width] = candidate.split(' ');
      return { media, type, url: url!, ...(width ? { width: Number.parseInt(width, 10), sizes } : {}) };
    });
  });
  const img = /<img [^>]*src="([^"]+)"/.exec(picture)![1]!;
  return [...sources, { type: 'image/jpeg', url: img }];
}

describe('a campaign with a JPEG banner', () => {
  test('when its page is served, then the <picture> offers each size in AVIF, WebP and JPEG, the phone\'s at 750 and 1,080 px wide, each file of that size and type, kept a year', async () => {
    const html = (await request(t.listener).get(`/promo/${ID}`).set('Host', HOST).expect(200)).text;
    const sources = bannerSources(html);

    expect(sources.map((s) => `${s.media ?? 'large'} ${s.type}${s.width ? ` ${s.width}w` : ''}`)).toEqual([
      '(max-width: 767px) image/avif 750w', '(max-width: 767px) image/avif 1080w',
      '(max-width: 767px) image/webp 750w', '(max-width: 767px) image/webp 1080w',
      '(max-width: 767px) image/jpeg 750w', '(max-width: 767px) image/jpeg 1080w',
      '(max-width: 1210px) image/avif', '(max-width: 1210px) image/webp', '(max-width: 1210px) image/jpeg',
      'large image/avif', 'large image/webp', 'large image/jpeg',
    ]);
    // A phone's banner is the screen less the container's sides: the browser picks the width by density.
    for (const source of sources.filter((s) => s.width)) expect(source.sizes).toBe('calc(100vw - 40px)');
    for (const source of sources) {
      const res = await request(t.listener).get(source.url).set('Host', HOST).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status, source.url).toBe(200);
      expect(res.headers['content-type']).toBe(source.type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height, format } = await sharp(res.body as Buffer).metadata();
      const phone = source.width === 750 ? 'smallLight' : 'small';
      const size = source.media === '(max-width: 767px)' ? phone : source.media ? 'medium' : 'large';
      expect([width, height], source.url).toEqual([...SIZES[size]]);
      expect(format === 'heif' ? 'image/avif' : `image/${format}`).toBe(source.type);
    }
    // The SVGs of the build are not what this campaign shows.
    expect(html).not.toContain(`banners/${ID}-large.svg`);
  });

  test('when the hub and the link preview name a picture, then it is the large JPEG (1200×630)', async () => {
    const page = (await request(t.listener).get(`/promo/${ID}`).set('Host', HOST)).text;
    const large = bannerSources(page).at(-1)!.url;
    expect(page).toContain(`<meta property="og:image" content="https://promo.example.ru${large}">`);
    expect(page).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(page).toContain('<meta property="og:image:width" content="1200">');
    const hub = (await request(t.listener).get('/promo/').set('Host', HOST)).text;
    expect(hub).toContain(`src="${large}"`);
  });

  test('when the same art is prepared again, then the same files are named and none is encoded again', async () => {
    const first = await prepareContent({ contentDir: dir }, PAGE_REGISTRY, DIST_DIR);
    const files = Object.values(first.banners.get(ID)!).flatMap((formats) => Object.values(formats));
    const { cache } = bannerStores(DIST_DIR);
    // A file encoded again is a new file renamed over the old one: a new inode.
    const inodes = files.map((file) => statSync(path.join(cache, file)).ino);

    const again = await prepareContent({ contentDir: dir }, PAGE_REGISTRY, DIST_DIR);
    expect(again.banners.get(ID)).toEqual(first.banners.get(ID));
    expect(files.map((file) => statSync(path.join(cache, file)).ino)).toEqual(inodes);
    expect(new Set(files).size).toBe(12);
  });

  test('when the art is not a picture at start-up, then its campaign is held back with a line naming the file, and the rest is served', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'promo-raster-'));
    try {
      cpSync(dir, broken, { recursive: true });
      writeFileSync(path.join(broken, 'banners', `${ID}.jpg`), 'not a picture');
      const prepared = await prepareContent({ contentDir: broken }, PAGE_REGISTRY, DIST_DIR);
      expect(prepared.heldBack).toEqual([{
        file: path.join(broken, 'banners', `${ID}.jpg`),
        problems: [expect.stringContaining('не читается как картинка PNG, JPEG или WebP')],
        kept: false,
      }]);
      expect(prepared.content.campaigns.map((c) => c.id)).not.toContain(ID);
      expect(prepared.content.campaigns.length).toBeGreaterThan(0);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('a new raster art', () => {
  /** A folder of its own: a fresh art in its banners/, and the stores (built, cache) the encoder is given. */
  const artFolder = async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'promo-raster-new-'));
    const banners = path.join(folder, 'banners');
    mkdirSync(banners);
    writeFileSync(path.join(banners, `${ID}.jpg`), await freshArt());
    return { folder, banners, stores: { built: path.join(folder, 'built'), cache: path.join(folder, 'cache') } };
  };

  test('when it is encoded one file at a time, then the answer names its four JPEGs (three sizes and the phone\'s light copy) and the AVIF and WebP follow, every file made', async () => {
    const { folder, banners, stores } = await artFolder();
    try {
      // Left in the cache by earlier contents: one of two hours ago, one of a minute ago.
      mkdirSync(stores.cache);
      const old = path.join(stores.cache, 'old.avif');
      const recent = path.join(stores.cache, 'recent.avif');
      writeFileSync(old, 'x');
      writeFileSync(recent, 'x');
      utimesSync(old, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
      utimesSync(recent, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
      const encoded = await encodeBanners([{ id: ID }], banners, stores, { concurrency: 1 });
      const live = encoded.banners.get(ID)!;
      const complete = await encoded.complete;

      expect(encoded.problems).toEqual([]);
      for (const size of CUTS) expect(Object.keys(live[size]), size).toEqual(['jpeg']);
      expect(complete?.problems).toEqual([]);
      const made = complete!.banners.get(ID)!;
      for (const size of CUTS) {
        expect(Object.keys(made[size]).sort(), size).toEqual(['avif', 'jpeg', 'webp']);
        expect(made[size].jpeg).toBe(live[size].jpeg);
        for (const file of Object.values(made[size])) expect(statSync(path.join(stores.cache, file)).size).toBeGreaterThan(0);
      }
      const again = await encodeBanners([{ id: ID }], banners, stores);
      expect(again.banners.get(ID)).toEqual(made);
      expect(again.complete).toBeUndefined();
      // The cache keeps what is named and the last hour's: the old file is gone.
      expect([existsSync(old), existsSync(recent)]).toEqual([false, true]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('when another content is prepared on the same cache, then the files an instance named are kept, however long ago they were made', async () => {
    // A cache of its own: the suite's servers prune the shared one beside this test.
    const { folder, banners, stores } = await artFolder();
    try {
      const made = (await (await encodeBanners([{ id: ID }], banners, stores)).complete)!.banners.get(ID)!;
      const files = Object.values(made).flatMap((formats) => Object.values(formats)).map((file) => path.join(stores.cache, file));
      // Made two hours ago by an earlier instance, and named now by one that starts on this content.
      const madeLongAgo = new Date(Date.now() - 2 * 3_600_000);
      for (const file of files) utimesSync(file, madeLongAgo, madeLongAgo);
      expect((await encodeBanners([{ id: ID }], banners, stores)).banners.get(ID)).toEqual(made);

      // Another instance sharing the folder, its content with no raster art, prunes the cache.
      await encodeBanners([], banners, stores);
      expect(files.length).toBe(12);
      expect(files.filter((file) => !existsSync(file))).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('when the app starts on it, then its page shows the banner at once and names every format once made, the stored page replaced', async () => {
    const folder = copyFixtureContent('promo-raster-new-');
    writeFileSync(path.join(folder, 'banners', `${ID}.jpg`), await freshArt());
    const app = await startApp({ env: { CONTENT_DIR: folder } });
    try {
      const first = bannerSources((await request(app.listener).get(`/promo/${ID}`).set('Host', HOST).expect(200)).text);
      expect(first.at(-1)!.type).toBe('image/jpeg');
      await vi.waitFor(async () => {
        const sources = bannerSources((await request(app.listener).get(`/promo/${ID}`).set('Host', HOST).expect(200)).text);
        expect(sources.map((s) => s.type)).toContain('image/avif');
        expect(sources).toHaveLength(12);
      }, { timeout: 30_000, interval: 100 });
      // Said when the new content is served; the logger writes its line a moment later.
      await vi.waitFor(() => expect(app.logs.join('')).toContain('raster banners: every format is made and served'), { timeout: 20_000 });
    } finally {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
