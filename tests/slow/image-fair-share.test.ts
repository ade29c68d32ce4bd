// The photo transforms' slots shared between clients (docs/decisions/750-transform-turns-by-network.md):
// a client flooding cold variants of the catalogue's own photos (other widths and formats of the photos pages name,
// so their priority is no help) and fresh spellings of them, from 100 connections each on a fresh address of one
// /24, holds one client's share of the slots and of the waiting places; a real visitor's cold photos of the page
// it loaded take turns with it and come back as pictures. The app's defaults but a long deadline: on a loaded
// machine 15 cold encodes in turn must not be what is tested (docs/decisions/750-transform-turns-by-network.md).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { IMAGE_WIDTHS } from '#shared/images/image-url.js';
import { startApp, type TestApp } from '../support/start-app.js';

/** A browser that takes WebP and not AVIF (Safari before 16): the visitor's photos are WebP, the flood's JPEG. */
const WEBP_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8';
const VISITOR = '203.0.113.5';
const FLOOD_NETWORK = '198.51.100.';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', IMAGE_TIMEOUT_MS: '30000' } });
  // Drawn once now (the demo draws a photo on its first request), so no wait below pays for it.
  await fetch(`${t.demo.url}/photos/rotband-square.jpg`).then((r) => r.arrayBuffer());
});
afterAll(() => t?.close());

/** A photo's URL on the site at `width`: the source as the page writes it (base64url) under the width. */
const atWidth = (path: string, width: number) => path.replace(/\/img\/\d+\//, `/img/${width}/`);

/** The same photo's source with a query of its own (`?a=n`): a source no page named, one more transform each. */
function freshSpelling(path: string, n: number): string {
  const [, width, encoded] = /\/img\/(\d+)\/([^/?]+)/.exec(path)!;
  const source = Buffer.from(encoded!, 'base64url').toString('utf8');
  return `/promo/img/${width}/${Buffer.from(`${source}${source.includes('?') ? '&' : '?'}a=${n}`).toString('base64url')}`;
}

describe('a flood of cold photo variants from many addresses of one /24', () => {
  test('when 100 connections ask cold variants of the page\'s photos, then a visitor\'s cold photos of that page all come back as'
    + ' pictures, and the flood beyond its share is shed', async () => {
    const page = await request(t.listener).get('/promo/knauf2025').set('x-forwarded-for', VISITOR).expect(200);
    const photos = [...new Set([...page.text.matchAll(/<img[^>]+src="(\/promo\/img\/\d+\/[^"]+)"/g)].map((m) => m[1]!))];
    expect(photos.length).toBeGreaterThanOrEqual(5);
    // The visitor's: the page's photos at the narrowest width (each transform is most of a test's time on a loaded
    // machine, in the visitor's one slot of the two: 15 of them are the closing figure).
    const visitorPhotos = photos.map((path) => atWidth(path, IMAGE_WIDTHS[0]));

    // The page's photos in every width and format the visitor does not ask (cold variants of sources a page named, so their
    // priority is no help), then fresh spellings of them.
    const formats = ['image/jpeg', 'image/avif', 'image/webp'];
    const variants = IMAGE_WIDTHS.flatMap((width) => formats.flatMap((accept) => photos.map((path) => ({
      path: atWidth(path, width), accept,
    }))));
    const cold = variants.filter(({ path, accept }) => !(accept === 'image/webp' && visitorPhotos.includes(path)));
    let flooding = true;
    let sent = 0;
    const attacker = async () => {
      while (flooding && sent < 4000) {
        const n = sent++;
        const { path, accept } = cold[n] ?? { path: freshSpelling(photos[n % photos.length]!, n), accept: 'image/jpeg' };
        await request(t.listener).get(path).set('accept', accept).set('x-forwarded-for', `${FLOOD_NETWORK}${(n % 250) + 1}`);
      }
    };
    const flood = Promise.all(Array.from({ length: 100 }, () => attacker()));
    // The flood holds the slots and the queue before the visitor asks.
    await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(100);
    const answers = await Promise.all(visitorPhotos.map((path) =>
      request(t.listener).get(path).set('accept', WEBP_ACCEPT).set('x-forwarded-for', VISITOR)));
    flooding = false;
    await flood;

    const pictures = answers.filter((res) => res.headers['content-type'] === 'image/webp').length;
    expect(pictures).toBe(visitorPhotos.length);
    const shed = (await t.metrics.registry.getSingleMetric('image_shed_total')!.get()).values[0]?.value ?? 0;
    expect(shed, 'the flood beyond its share was refused').toBeGreaterThan(0);
  });
});
