// The JS budget of a page: each page ships the boot script and exactly one chunk of its
// own, under 90 KB gzip together, and never another page's chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { PAGES, PAGE_KINDS } from '#shared/pages/registry.js';
import { readManifest } from '#server/render/assets.js';
import { DIST_DIR } from '../support/start-app.js';

const BUDGET_BYTES = 90 * 1024;
const manifest = readManifest(path.join(DIST_DIR, 'client/manifest.json'));
const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST_DIR, 'client', file)), { level: 9 }).length;
const kinds = [...new Set(PAGES.map((page) => page.kind))];

describe('the client build', () => {
  test('when the client is built, then there is exactly one page chunk per page kind and every page of the route table has one', () => {
    expect(Object.keys(manifest.pages).sort()).toEqual([...PAGE_KINDS].sort());
    expect(PAGES.every((page) => manifest.pages[page.kind] !== undefined)).toBe(true);
  });

  test.each(kinds)('when the %s page is built, then it is one chunk with its own CSS, imports nothing else, and fits 90 KB gzip with boot', (kind) => {
    const page = manifest.pages[kind]!;

    expect(page.imports).toEqual([]);
    expect(page.css).toHaveLength(1);
    expect(gzipped(manifest.boot.file) + gzipped(page.file)).toBeLessThan(BUDGET_BYTES);
  });

  test('when the boot script is built, then it stays tiny and free of React', () => {
    const boot = readFileSync(path.join(DIST_DIR, 'client', manifest.boot.file), 'utf8');

    expect(gzipped(manifest.boot.file)).toBeLessThan(1024);
    expect(boot).not.toMatch(/react/i);
  });
});
