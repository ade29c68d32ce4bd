// One check (docs/product.md §11, server/content/check-content.ts): `npm run content:check`
// (scripts/content.mjs) refuses the files the server's own preparation of the content
// (server/content/site-content.ts's prepareContent, at start-up and on every reload) holds
// back, raster art included: decoded, not only named. The server serves the rest. A table of broken
// folders, each a copy of tests/fixtures/content with one fault.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { prepareContent } from '#server/content/site-content.js';
import { copyFixtureContent } from '../support/content.js';
import { ROOT } from '../support/project-root.js';
import { checkContent } from '../../scripts/content.mjs';
import { PAGE_REGISTRY } from '#pages/route-table.js';

let art: Buffer;
let dist: string;
beforeAll(async () => {
  art = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#204080' } }).jpeg().toBuffer();
  dist = mkdtempSync(path.join(os.tmpdir(), 'promo-check-dist-'));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Gives knauf2025 a raster art instead of its three SVGs. */
function withArt(dir: string, bytes: Buffer | string): string {
  for (const size of ['small', 'medium', 'large']) rmSync(path.join(dir, 'banners', `knauf2025-${size}.svg`));
  const file = path.join(dir, 'banners', 'knauf2025.jpg');
  writeFileSync(file, bytes);
  return file;
}

const campaign = (dir: string) => path.join(dir, 'campaigns', 'knauf2025.json');
const rewrite = (dir: string, text: string) => (writeFileSync(campaign(dir), text), campaign(dir));
const fields = (dir: string) => JSON.parse(readFileSync(campaign(dir), 'utf8')) as Record<string, unknown>;

/** Each break, and the file its refusal must name. */
const BROKEN: readonly (readonly [string, (dir: string) => string])[] = [
  ['an HTML page named .jpg', (dir) => withArt(dir, '<!doctype html><html><body>not a picture</body></html>')],
  ['an empty .jpg', (dir) => withArt(dir, '')],
  ['a JPEG cut in half', (dir) => withArt(dir, art.subarray(0, art.length / 2))],
  ['a campaign file that is not JSON', (dir) => rewrite(dir, '{ "apiSlug": ')],
  ['a campaign with a bad field', (dir) => rewrite(dir, JSON.stringify({ ...fields(dir), starts: 'tomorrow' }))],
  ['a campaign file past its bound', (dir) => rewrite(dir, `${JSON.stringify(fields(dir))}${' '.repeat(300 * 1024)}`)],
];

/** The files the server holds back at start-up, or [] when it takes the whole folder; it serves knauf2025's peers either way. */
async function serverRefuses(dir: string): Promise<string[]> {
  const { heldBack, content } = await prepareContent({ contentDir: dir }, PAGE_REGISTRY, dist);
  expect(content.campaigns.map((c) => c.id)).toContain('rockwool25');
  return heldBack.map(({ file }) => file);
}

/** The files named by `npm run content:check`'s lines, or [] when it passes. */
async function checkRefuses(dir: string): Promise<string[]> {
  vi.stubEnv('CONTENT_DIR', dir);
  const { problems } = await checkContent(ROOT);
  return (problems ?? []).map((line) => line.split(': ')[0]!);
}

describe('content:check and the server', () => {
  test('when the folder is the tests\' own with a valid raster art, then both accept it', async () => {
    const dir = copyFixtureContent('promo-check-');
    try {
      withArt(dir, art);
      expect(await checkRefuses(dir)).toEqual([]);
      expect(await serverRefuses(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('when the folder holds links at names nothing reads (a banner, a folder deep inside), then content:check refuses each; the server, which never follows one, serves on', async () => {
    const dir = copyFixtureContent('promo-check-');
    try {
      symlinkSync('/etc/passwd', path.join(dir, 'banners', 'leak.svg'));
      mkdirSync(path.join(dir, 'notes', 'deep'), { recursive: true });
      symlinkSync('/', path.join(dir, 'notes', 'deep', 'root'));
      const links = [path.join(dir, 'banners', 'leak.svg'), path.join(dir, 'notes', 'deep', 'root')];
      expect((await checkRefuses(dir)).toSorted()).toEqual(links);
      expect(await serverRefuses(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('when folders nest deeper than the check walks (a link could lie below), then content:check refuses the deepest folder it reached; the server serves on', async () => {
    const dir = copyFixtureContent('promo-check-');
    try {
      const deep = path.join(dir, 'media', 'a', 'b', 'c', 'd');
      mkdirSync(path.join(deep, 'e'), { recursive: true });
      symlinkSync('/', path.join(deep, 'e', 'root'));
      expect(await checkRefuses(dir)).toEqual([deep]);
      expect(await serverRefuses(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test.each(BROKEN)('when the folder holds %s, then content:check refuses it and the server holds back the same file, serving the rest', async (_name, breakIt) => {
    const dir = copyFixtureContent('promo-check-');
    try {
      const file = breakIt(dir);
      const byServer = await serverRefuses(dir);
      const byCheck = await checkRefuses(dir);
      expect(byServer).toEqual([file]);
      expect(byCheck).toEqual(byServer);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
