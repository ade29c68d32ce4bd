// The build's link-preview pictures (scripts/build/preview-images.mjs) on a project of
// its own in a temporary folder: a banner file added as content gets its picture with no
// code, content-hashed and described by its own text; a rebuild renders nothing again;
// art of the wrong size stops the build naming the file.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { buildPreviewImages } from '../../scripts/build/preview-images.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'preview-images-'));
  mkdirSync(path.join(root, 'public/banners'), { recursive: true });
  mkdirSync(path.join(root, 'content/banners'), { recursive: true });
  mkdirSync(path.join(root, 'public/og'), { recursive: true });
  for (const art of ['site.svg', 'business.svg']) copyFileSync(path.join(REPO, 'public/og', art), path.join(root, 'public/og', art));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('buildPreviewImages', () => {
  test('when a new campaign\'s large banner is added, then it gets a 1200×630 PNG of its own, content-hashed, with the art\'s text as alt, beside the site-wide one', () => {
    copyFileSync(path.join(REPO, 'tests/fixtures/content/banners/knauf2025-large.svg'), path.join(
      root, 'content/banners/brand-new26-large.svg',
    ));
    const out = path.join(root, 'dist');

    const manifest = buildPreviewImages({ root, out });

    expect(Object.keys(manifest).toSorted()).toEqual(['brand-new26', 'business', 'site']);
    const entry = manifest['brand-new26']!;
    expect(entry.file).toMatch(/^og\/brand-new26-[0-9a-f]{12}\.png$/);
    expect(entry.alt).toBe('KNAUF Баллы за смеси и гипсокартон Knauf Акция 2025');
    const png = readFileSync(path.join(out, 'client', entry.file));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(JSON.parse(readFileSync(path.join(out, 'preview-images.json'), 'utf8'))).toEqual(manifest);
  });

  test('when the build runs again on the same art, then every picture comes from the cache and the names stay the same', () => {
    const out = path.join(root, 'dist');
    const first = buildPreviewImages({ root, out });
    const cacheDir = path.join(root, 'node_modules/.cache/preview-images');
    const cached = readdirSync(cacheDir).map((file) => [file, statSync(path.join(cacheDir, file)).mtimeMs]);

    const second = buildPreviewImages({ root, out });

    expect(second).toEqual(first);
    expect(readdirSync(cacheDir).map((file) => [file, statSync(path.join(cacheDir, file)).mtimeMs])).toEqual(cached);
  });

  test('when a banner is not 1200×630, then the build stops with a message naming the file', () => {
    writeFileSync(
      path.join(root, 'public/banners/odd-large.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );

    expect(() => buildPreviewImages({ root, out: path.join(root, 'dist') }))
      .toThrow(/odd-large\.svg: a link-preview source must be 1200×630, it is 800×600/);
  });
});
