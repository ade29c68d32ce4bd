// What a CDN and a guesser get (server/routes/content-files.ts, server/errors/handlers.ts,
// server/routes/page-router.ts, server/forms/card-form-page.ts): a hidden campaign's
// banners are 404 at their predictable URLs (but shown to a preview), a 404 is shared
// only briefly, the business host's 301 says how long it may be kept, and a malformed
// card's page is compressed like every other page.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { startApp, type TestApp } from '../support/start-app.js';
import { NOT_FOUND_CACHE_CONTROL } from '#server/errors/handlers.js';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FIXTURE_CONTENT_DIR } from '../support/content.js';

const PREVIEW_TOKEN = 'preview-token-of-at-least-thirty-two-chars';
const BANNER = '/promo/static/banners/knauf2025-large.svg';

describe('20 February 2025: knauf2025 is hidden (before its announce day), rockwool25 is not', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00', PREVIEW_TOKEN } });
  });
  afterAll(() => t.close());

  test('when its banners are asked at their predictable URLs (plain and precompressed), then each is 404 with a short Cache-Control', async () => {
    const banners = [
      BANNER, '/promo/static/banners/knauf2025-small.svg', '/promo/static/banners/knauf2025-medium.svg.br',
      '/static/banners/knauf2025-large.svg',
    ];
    for (const path of banners) {
      const res = await request(t.listener).get(path).set('accept-encoding', 'br, gzip');
      expect([res.status, res.headers['cache-control']], path).toEqual([404, NOT_FOUND_CACHE_CONTROL]);
      expect(res.headers['content-type'], path).not.toMatch(/svg/);
    }
  });

  test('when a preview asks its banner, then it is served, privately', async () => {
    const entry = await request(t.listener).get(`/promo/knauf2025?preview=${PREVIEW_TOKEN}`).expect(303);
    const cookie = entry.headers['set-cookie']![0]!.split(';')[0]!;

    const res = await request(t.listener).get(BANNER).set('cookie', cookie).expect(200);

    expect(res.headers['content-type']).toMatch(/svg/);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test('when the hidden campaign\'s page is asked, then its 404 is shared only briefly, kept per Cookie (a preview may follow)', async () => {
    const res = await request(t.listener).get('/promo/knauf2025').expect(404);

    expect(res.headers['cache-control']).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(res.headers.vary).toMatch(/\bCookie\b/i);
  });

  test('when the hidden campaign\'s page and an unknown page are asked, then the two 404s cannot be told apart by their headers, their order included', async () => {
    /** The header lines as sent, in order, but those that differ for any two answers (date, validators, length). */
    const headerLines = (res: request.Response) => {
      const raw = (res as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders;
      const lines: string[] = [];
      for (let i = 0; i < raw.length; i += 2) {
        if (!/^(date|etag|content-length|x-request-id|traceparent)$/i.test(raw[i]!)) lines.push(`${raw[i]!.toLowerCase()}: ${raw[i + 1]}`);
      }
      return lines;
    };
    const hidden = await request(t.listener).get('/promo/knauf2025').expect(404);
    const unknown = await request(t.listener).get('/promo/knauf2031').expect(404);
    expect(headerLines(hidden)).toEqual(headerLines(unknown));
  });
});

describe('20 February 2025: hidden knauf2025 with a raster banner (banners/knauf2025.jpg in the content folder)', () => {
  let t: TestApp;
  let dir: string;
  const ART = '/promo/static/banners/knauf2025.jpg';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'promo-hidden-art-'));
    cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    const art = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#204080' } }).jpeg().toBuffer();
    writeFileSync(path.join(dir, 'banners/knauf2025.jpg'), art);
    t = await startApp({ env: { PROMO_NOW: '2025-02-20T12:00:00+03:00', PREVIEW_TOKEN, CONTENT_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('when its art is asked at its predictable URL, then it is 404; to its preview, it is served privately', async () => {
    const guessed = await request(t.listener).get(ART).expect(404);
    expect(guessed.headers['content-type']).not.toMatch(/image/);

    const entry = await request(t.listener).get(`/promo/knauf2025?preview=${PREVIEW_TOKEN}`).expect(303);
    const cookie = entry.headers['set-cookie']![0]!.split(';')[0]!;
    const previewed = await request(t.listener).get(ART).set('cookie', cookie).expect(200);
    expect(previewed.headers['content-type']).toBe('image/jpeg');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
  });
});

describe('15 October 2025 (every campaign running)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  test('when a running campaign\'s banner is asked, then it is served for a day as before', async () => {
    const res = await request(t.listener).get(BANNER).expect(200);

    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  test('when unknown pages are asked, then their 404s carry the short Cache-Control (an unknown /api call keeps its no-store)', async () => {
    for (const path of ['/promo/no-such-page', '/no-such-file.txt', '/promo/static/banners/nosuch-large.svg']) {
      expect((await request(t.listener).get(path).expect(404)).headers['cache-control'], path).toBe(NOT_FOUND_CACHE_CONTROL);
    }
    expect((await request(t.listener).get('/api/v1/no/such/call/').expect(404)).headers['cache-control']).toBe('no-store');
  });

  test('when the business host is asked for sert at its promo address, then the 301 carries a Cache-Control', async () => {
    const res = await request(t.listener).get('/promo/sert/').set('Host', 'business.example.ru').expect(301);

    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('when a malformed card is sent on a form, then its page comes brotli- or gzip-compressed with the digits as typed', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await request(t.listener).get('/promo/knauf2025?card=70-12').set('accept-encoding', encoding).buffer(true).expect(200);
      const plain = await request(t.listener).get('/promo/knauf2025?card=70-12').set('accept-encoding', 'identity').expect(200);

      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
      expect(res.text).toContain('value="7012"');
    }
  });
});
