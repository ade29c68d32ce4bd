// The byte budgets of every page kind, in brotli bytes (what a browser that accepts br
// is sent), from the built client: a page's first load (the boot guard, its entry and
// every chunk the entry imports, all named in its HTML) at most 75 KB, and for a
// campaign page at most 25 KB beyond React itself, so its static parts ship no component
// code; what it loads later (lazy islands) and its CSS have budgets of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, test } from 'vitest';
import { PAGE_KINDS } from '#pages/route-table.js';
import { PAGES } from '../support/content.js';
import { readManifest } from '#server/render/assets.js';
import { DIST_DIR } from '../support/start-app.js';

const KB = 1024;
const FIRST_LOAD_JS = 75 * KB;
const CAMPAIGN_JS_BEYOND_REACT = 25 * KB;
const LAZY_JS = 8 * KB;
const INLINE_CSS = 6 * KB;
const DEFERRED_CSS = 2 * KB;

const manifest = readManifest(path.join(DIST_DIR, 'client/manifest.json'));
const brotli = (bytes: Buffer | string) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const builtSize = (file: string) => brotli(readFileSync(path.join(DIST_DIR, 'client', file)));
const sum = (files: string[]) => files.reduce((total, file) => total + builtSize(file), 0);
const kinds = [...new Set(PAGES.map((page) => page.kind))];
const firstLoad = (kind: (typeof kinds)[number]) => {
  const page = manifest.pages[kind]!;
  return [manifest.boot.file, page.file, ...page.imports];
};

/** React as the client build minifies it (react + react-dom/client), brotli: what "beyond React" is measured against. */
let reactBytes = 0;
beforeAll(async () => {
  const built = await esbuild.build({
    stdin: { contents: "export * from 'react'; export { createRoot, hydrateRoot } from 'react-dom/client';", resolveDir: process.cwd() },
    bundle: true, minify: true, format: 'esm', write: false, legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
  });
  reactBytes = brotli(Buffer.from(built.outputFiles[0]!.contents));
});

describe('the client build', () => {
  test('when the client is built, then there is exactly one entry per page kind and every page of the route table has one', () => {
    expect(Object.keys(manifest.pages).sort()).toEqual(PAGE_KINDS.map((descriptor) => descriptor.kind).sort());
    expect(PAGES.every((page) => manifest.pages[page.kind] !== undefined)).toBe(true);
  });

  test('when every page kind is built, then each has one entry, the boot guard first, and no other kind\'s entry', () => {
    for (const kind of kinds) {
      const files = firstLoad(kind);
      const others = kinds.filter((other) => other !== kind).map((other) => manifest.pages[other]!.file);
      expect(files.filter((file) => others.includes(file)), kind).toEqual([]);
      expect(manifest.pages[kind]!.css, kind).toHaveLength(1);
    }
  });

  test.each(kinds)('when the %s page loads, then its first-load JS fits 75 KB brotli and what it loads later 8 KB', (kind) => {
    const first = sum(firstLoad(kind));
    const lazy = sum(manifest.pages[kind]!.lazy);
    console.info(`${kind}: first load ${(first / KB).toFixed(1)} KB, later ${(lazy / KB).toFixed(1)} KB (brotli)`);

    expect(first).toBeLessThanOrEqual(FIRST_LOAD_JS);
    expect(lazy).toBeLessThanOrEqual(LAZY_JS);
  });

  test('when a page loads, then the web-vitals reporter is none of its first-load files, and it fits 4 KB brotli', () => {
    for (const kind of kinds) expect([...firstLoad(kind), ...manifest.pages[kind]!.lazy], kind).not.toContain(manifest.rum.file);
    const reporter = builtSize(manifest.rum.file);
    console.info(`web-vitals reporter: ${(reporter / KB).toFixed(1)} KB (brotli), loaded once the page is live and idle`);

    expect(reporter).toBeLessThanOrEqual(4 * KB);
  });

  test('when the hub (a kind with no islands) loads, then it loads no React and no Redux: the boot guard and the page start, under 4 KB brotli', () => {
    const files = firstLoad('hub');
    const text = files.map((file) => readFileSync(path.join(DIST_DIR, 'client', file), 'utf8')).join('\n');
    console.info(`hub: first load ${(sum(files) / KB).toFixed(1)} KB (brotli) in ${files.length} files`);

    // React DOM's and Redux's own markers, present in every build of them.
    expect(text).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
    expect(text).not.toContain('@@redux/INIT');
    expect(sum(files)).toBeLessThanOrEqual(4 * KB);
    // The same markers are found where React and Redux are loaded.
    const campaign = firstLoad('campaign').map((file) => readFileSync(path.join(DIST_DIR, 'client', file), 'utf8')).join('\n');
    expect(campaign).toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
    expect(campaign).toContain('@@redux/INIT');
  });

  test('when a campaign page loads, then its JS beyond React itself fits 25 KB brotli', () => {
    const beyondReact = sum(firstLoad('campaign')) - reactBytes;
    console.info(`campaign: React ${(reactBytes / KB).toFixed(1)} KB, beyond React ${(beyondReact / KB).toFixed(1)} KB (brotli)`);

    expect(reactBytes).toBeGreaterThan(40 * KB);
    expect(beyondReact).toBeLessThanOrEqual(CAMPAIGN_JS_BEYOND_REACT);
  });

  test.each(kinds)('when the %s page is built, then its inlined CSS fits 6 KB brotli and its deferred CSS 2 KB', (kind) => {
    const page = manifest.pages[kind]!;

    expect(brotli(page.css.map((file) => manifest.inlineCss[file]).join(''))).toBeLessThanOrEqual(INLINE_CSS);
    expect(sum(page.deferredCss)).toBeLessThanOrEqual(DEFERRED_CSS);
  });

  test('when the boot guard is built, then it stays tiny and free of React', () => {
    const boot = readFileSync(path.join(DIST_DIR, 'client', manifest.boot.file), 'utf8');

    expect(builtSize(manifest.boot.file)).toBeLessThan(KB);
    expect(boot).not.toMatch(/react/i);
  });
});
