// A raster banner's focal point (docs/content.md «Баннеры»): the campaign's `focus` (shares
// of the art's width and height) is what every crop keeps in frame, as near the crop's middle
// as the art allows; without it, the centre. A 1600×1000 JPEG, red with a blue square near its
// right edge, on a copy of the tests' content; the phone crop (750×600 of the art scaled to
// 960×600) centred would cut the square off, around the focus it shows it whole. RUNNING_DAY.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { focusedCut } from '#shared/ui/banner-cut.js';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const HOST = 'promo.example.ru';
const ID = 'knauf2025';
let dir: string;
let t: TestApp;

/** Red 1600×1000 with a 200×200 blue square from x 1350 to 1550, y 400 to 600: its middle at (0.906, 0.5). */
async function drawArt(): Promise<Buffer> {
  const square = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1040c0' } }).png().toBuffer();
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d01010' } })
    .composite([{ input: square, left: 1350, top: 400 }]).jpeg({ quality: 90 }).toBuffer();
}

/** The phone JPEG the page names, decoded: is the pixel at (x, y) blue? */
async function phoneCropIsBlueAt(points: Array<[number, number]>): Promise<boolean[]> {
  const html = (await request(t.listener).get(`/promo/${ID}`).set('Host', HOST).expect(200)).text;
  const phone = [...html.matchAll(/<source ([^>]*)\/?>/g)].map(([, attributes]) => attributes!)
    .find((attributes) => attributes.includes('(max-width: 767px)') && attributes.includes('image/jpeg'))!;
  // The srcset's first candidate, the 750 px one (a DPR 1–2 phone's); the 1,080 px one is cut the same way.
  const url = /srcSet="([^" ]+) 750w/i.exec(phone)![1]!;
  const res = await request(t.listener).get(url).set('Host', HOST).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
  }).expect(200);
  const { data, info } = await sharp(res.body as Buffer).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([750, 600]);
  return points.map(([x, y]) => {
    const at = (y * info.width + x) * info.channels;
    return data[at + 2]! > 150 && data[at]! < 100;
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'promo-focus-'));
  cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  mkdirSync(path.join(dir, 'banners'), { recursive: true });
  writeFileSync(path.join(dir, 'banners', `${ID}.jpg`), await drawArt());
  t = await startApp({ env: { CONTENT_DIR: dir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a raster banner\'s focal point', () => {
  test('when the cut is worked out, then the focus is as near the window\'s middle as the scaled picture allows', () => {
    expect(focusedCut(1600, 1000, 750, 600, { x: 0.5, y: 0.5 })).toEqual({
      scaled: { width: 960, height: 600 }, window: { left: 105, top: 0, width: 750, height: 600 },
    });
    expect(focusedCut(1600, 1000, 750, 600, { x: 0.906, y: 0.5 }).window.left).toBe(210);
    expect(focusedCut(1600, 1000, 1210, 440, { x: 0.1, y: 0.9 }).window).toEqual({ left: 0, top: 316, width: 1210, height: 440 });
  });

  test('when the campaign gives no focus, then the phone crop is centred and the square runs off its edge; with it, the square is whole in frame', async () => {
    // Centred: the window is x 105–855 of 960, the square x 810–930 of 960: it starts at 705 and runs off the right edge.
    expect(await phoneCropIsBlueAt([[700, 300], [710, 300], [748, 300]])).toEqual([false, true, true]);

    const file = path.join(dir, 'campaigns', `${ID}.json`);
    const campaign = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...campaign, focus: { x: 0.906, y: 0.5 } }));
    await t.server.reloadContent();
    // Around the focus: the window is x 210–960, the square x 810–930 → 600–720 in the crop, whole.
    expect(await phoneCropIsBlueAt([[595, 300], [605, 300], [660, 300], [715, 300], [740, 300]])).toEqual([false, true, true, true, false]);
  });
});
