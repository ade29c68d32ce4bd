// Image transforms shed by what is needed (docs/decisions/383-image-transforms-shed-not-shared.md):
// a flood of unique spellings of a real photo's URL (sources no page named) takes at most
// half of the transform queue and waits behind named sources, so a real visitor's cold
// photos, named by the page it loaded, come back as pictures; the flood beyond is shed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const VISITOR = '203.0.113.5';
const ATTACKER = '198.51.100.';

let t: TestApp;
beforeAll(async () => {
  // A long deadline: on a loaded machine five cold AVIF encodes in turn must not be what is tested. Ten queue places:
  // the flood's sources may hold five, the half a page's named photos keep is the visitor's five.
  t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000', IMAGE_CONCURRENCY: '1', IMAGE_QUEUE: '10', IMAGE_TIMEOUT_MS: '30000' } });
  // Drawn once now (the demo draws a photo on its first request), so no wait below pays for it.
  await fetch(`${t.demo.url}/photos/rotband-square.jpg`).then((r) => r.arrayBuffer());
});
afterAll(() => t?.close());

describe('a flood of unique photo spellings from one client', () => {
  test('when 40 connections ask a real photo under unique queries, then a visitor\'s cold photos of the page it loaded all come back as pictures', async () => {
    const page = await request(t.listener).get('/promo/knauf2025').set('x-forwarded-for', VISITOR).expect(200);
    const photos = [...new Set([...page.text.matchAll(/<img[^>]+src="(\/promo\/img\/320\/[^"]+)"/g)].map((m) => m[1]!))];
    expect(photos.length).toBeGreaterThanOrEqual(5);

    let flooding = true;
    let sent = 0;
    const attacker = async (worker: number) => {
      while (flooding && sent < 2000) {
        const spelling = Buffer.from(`${t.demo.url}/photos/rotband-square.jpg?a=${worker}-${sent++}`).toString('base64url');
        await request(t.listener).get(`/promo/img/320/${spelling}`)
          .set('accept', CHROME_ACCEPT).set('x-forwarded-for', `${ATTACKER}${worker}`);
      }
    };
    const flood = Promise.all(Array.from({ length: 40 }, (_, worker) => attacker(worker)));
    // The flood holds the queue before the visitor asks.
    await expect.poll(() => sent, { timeout: 20_000 }).toBeGreaterThan(60);
    const answers = await Promise.all(photos.map((path) =>
      request(t.listener).get(path).set('accept', CHROME_ACCEPT).set('x-forwarded-for', VISITOR)));
    flooding = false;
    await flood;

    expect(answers.map((res) => res.headers['content-type'])).toEqual(photos.map(() => 'image/avif'));
    const shed = (await t.metrics.registry.getSingleMetric('image_shed_total')!.get()).values[0]?.value ?? 0;
    expect(shed, 'the flood beyond its share was refused').toBeGreaterThan(0);
  });
});
