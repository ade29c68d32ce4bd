// The content folder is untrusted input (docs/operations.md "Папка контента",
// server/routes/content-files.ts): only the names the content gives are served from it,
// never a symlink or a stray file; SVG art carries a sandboxing CSP; a hidden campaign's
// 404 is the unknown id's in every header, whatever spelling of its banner's path is
// asked. The real app on a copy of the tests' content.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signGrant } from '#server/preview/preview-grant.js';
import { copyFixtureContent } from '../support/content.js';
import { startApp, type TestApp } from '../support/start-app.js';

const PREVIEW_TOKEN = 'preview-token-of-at-least-thirty-two-chars';
/** knauf2025 starts 1 March 2025 and ends 31 October 2025. */
const HIDDEN_DAY = '2025-02-20T12:00:00+03:00';
const FINISHED_DAY = '2025-11-15T12:00:00+03:00';
const SECRET = 'TOPSECRET-not-for-visitors';
const DAY_MS = 24 * 60 * 60 * 1000;

let dir: string;
let outside: string;
beforeAll(() => {
  dir = copyFixtureContent('promo-boundary-');
  outside = mkdtempSync(path.join(os.tmpdir(), 'promo-outside-'));
  writeFileSync(path.join(outside, 'secret.txt'), SECRET);
  symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'banners/leak.svg'));
  symlinkSync('/', path.join(dir, 'banners/rootfs'));
  symlinkSync(outside, path.join(dir, 'brands/linked'));
  writeFileSync(path.join(dir, 'banners/notes.txt'), SECRET);
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** The headers of an answer but those that differ per request by nature. */
function headersOf(res: request.Response): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...res.headers };
  delete rest.date;
  delete rest['x-request-id'];
  return rest;
}

/** The real app on the folder with PREVIEW_TOKEN, on `day` (PROMO_NOW; else the tests' running day), for the describe it is in. */
function appOn(day?: string): () => TestApp {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startApp({ env: { CONTENT_DIR: dir, ...(day === undefined ? {} : { PROMO_NOW: day }), PREVIEW_TOKEN } });
  });
  afterAll(() => t?.close());
  return () => t!;
}

const previewCookie = (campaignId: string) => `promo_preview_${campaignId}=${signGrant(PREVIEW_TOKEN, campaignId, Date.now() + DAY_MS)}`;

describe('15 October 2025: a content folder holding symlinks and stray files', () => {
  const app = appOn();

  test('when a symlink, a path through a symlink to / and a stray file are asked, then each is 404 and no byte of them is sent', async () => {
    const paths = [
      '/promo/static/banners/leak.svg', '/promo/static/banners/rootfs/etc/hostname', '/promo/static/banners/notes.txt',
      '/static/banners/leak.svg', '/promo/static/brands/linked/secret.txt', '/promo/static/banners/%6Ceak.svg',
    ];
    for (const asked of paths) {
      const res = await request(app().listener).get(asked);
      expect(res.status, asked).toBe(404);
      expect(res.text, asked).not.toContain(SECRET);
      expect(res.headers['cache-control'], asked).not.toContain('86400');
    }
  });

  test('when a campaign\'s SVG banner is asked, then it is served for a day under a CSP that sandboxes it and allows no script', async () => {
    const res = await request(app().listener).get('/promo/static/banners/knauf2025-large.svg').expect(200);

    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src/);
  });

  test('when a banner is asked again with its validators, then it is 304', async () => {
    const first = await request(app().listener).get('/promo/static/banners/knauf2025-small.svg').expect(200);
    await request(app().listener).get('/promo/static/banners/knauf2025-small.svg').set('if-none-match', first.headers.etag!).expect(304);
  });
});

describe('20 February 2025: knauf2025 hidden, preview on', () => {
  const app = appOn(HIDDEN_DAY);

  test('when its page and an unknown id\'s page are asked, then the two 404s are the same in every header', async () => {
    const hidden = await request(app().listener).get('/promo/knauf2025').expect(404);
    const unknown = await request(app().listener).get('/promo/nosuch2025').expect(404);

    expect(headersOf(hidden)).toEqual(headersOf(unknown));
    expect(hidden.text).toBe(unknown.text);
  });

  test('when its banner is asked percent-encoded, with a double slash or a dot-segment, then each is the unknown banner\'s 404, header for header', async () => {
    // Each base's unknown banner: the business host's 404 page is its own.
    const unknownAt = {
      '/promo/': await request(app().listener).get('/promo/static/banners/nosuch2025-large.svg').expect(404),
      '/': await request(app().listener).get('/static/banners/nosuch2025-large.svg').expect(404),
    };
    const spellings = [
      '/promo/static/banners/knauf2025-large.svg', '/promo/static/banners/%6Bnauf2025-large.svg',
      '/promo/static/banners/knauf2025-large%2Esvg', '/promo/static/banners//knauf2025-large.svg',
      '/promo/static/banners/x/../knauf2025-large.svg', '/promo/static/banners/%2Fknauf2025-large.svg',
      '/static/banners/knauf2025-medium.svg',
    ];
    for (const asked of spellings) {
      const res = await request(app().listener).get(asked);
      expect(res.status, asked).toBe(404);
      expect(headersOf(res), asked).toEqual(headersOf(unknownAt[asked.startsWith('/promo/') ? '/promo/' : '/']));
    }
  });

  test('when its preview holder asks the banner, then it is served, privately', async () => {
    const res = await request(app().listener).get('/promo/static/banners/knauf2025-large.svg').set('cookie', previewCookie('knauf2025'));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('15 November 2025: knauf2025 finished', () => {
  const app = appOn(FINISHED_DAY);

  test('when a check names its apiSlug, then it is 410', async () => {
    await request(app().listener).get('/api/v2/promo/check/knauf2025/7000002/').expect(410);
  });
});
