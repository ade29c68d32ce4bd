// Link previews (docs/product.md §9): every page's Open Graph and Twitter card
// names a PNG picture of 1200×630 on the configured origin, which answers 200 image/png
// of that size; a page with a banner of its own gets the picture made from it, the
// others the site-wide one. Without an origin no picture URL is made up.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import type { PageEntry, Site } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const ORIGINS: Record<Site, string> = { promo: 'https://www.example.ru', business: 'https://business.example.ru' };
const HOSTS: Record<Site, string> = { promo: 'promo.example.ru', business: 'business.example.ru' };
const PAGES_WITH_BANNERS = ['campaign', 'karta-elektrika'];

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
  return found?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => done(null, Buffer.concat(chunks)));
};

const servedPages = PAGES.flatMap((page) => (Object.keys(page.paths) as Site[]).map((site) => [page, site] as [PageEntry, Site]));

describe('with both public origins configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PUBLIC_ORIGIN: ORIGINS.promo, PUBLIC_BUSINESS_ORIGIN: ORIGINS.business } });
  });
  afterAll(() => t.close());

  test.each(servedPages.map(([page, site]) => [page.id, site, page] as const))('when %s is asked on the %s host, then its card names a 1200×630 PNG that answers 200 image/png', async (_id, site, page) => {
    const html = (await request(t.listener).get(page.paths[site]!).set('Host', HOSTS[site]).expect(200)).text;

    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:locale')).toBe('ru_RU');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('Петрович');
    expect(metaContent(html, 'property', 'og:title')).toBe(page.title);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const image = metaContent(html, 'property', 'og:image')!;
    expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'property', 'og:image:alt')).toMatch(/\S/);
    const businessArt = page.descriptor.discovery?.previewArt === 'business';
    const ownPicture = PAGES_WITH_BANNERS.includes(page.kind) ? page.id : businessArt ? 'business' : 'site';
    // The picture is on the origin of the page's canonical address (the business pages': the business host's).
    const canonicalSite: Site = page.paths.business ? 'business' : site;
    expect(image).toMatch(new RegExp(
      `^${ORIGINS[canonicalSite]}${canonicalSite === 'promo' ? '/promo' : ''}/assets/og/${ownPicture}-[0-9a-f]{12}\\.png$`,
    ));

    const picture = await request(t.listener)
      .get(new URL(image).pathname)
      .set('Host', HOSTS[canonicalSite])
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(pngSize(picture.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });

  test('when two campaigns are asked, then each has a picture of its own (made from its banner), and law and sert share the business one', async () => {
    const imageOf = async (path: string, host = HOSTS.promo) => metaContent(
      (await request(t.listener).get(path).set('Host', host)).text, 'property', 'og:image',
    );

    const knauf = await imageOf('/promo/knauf2025');
    const rockwool = await imageOf('/promo/rockwool25');
    expect(knauf).not.toBe(rockwool);
    expect(await imageOf('/', HOSTS.business)).toBe(await imageOf('/sert/', HOSTS.business));
    expect(await imageOf('/sert/', HOSTS.business)).toMatch(/\/og\/business-[0-9a-f]{12}\.png$/);
    expect(await imageOf('/promo/law')).toMatch(/\/og\/business-[0-9a-f]{12}\.png$/);
    expect(await imageOf('/promo/lovecategory')).toMatch(/\/og\/site-[0-9a-f]{12}\.png$/);
  });
});

describe('without a public origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when a campaign is asked, then its card has its title and type but no picture URL (Open Graph wants absolute ones)', async () => {
    const html = (await request(t.listener).get('/promo/knauf2025').expect(200)).text;

    expect(metaContent(html, 'property', 'og:title')).toMatch(/Knauf/);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
  });
});
