// The byte budgets of every page kind, in brotli bytes (what a browser that accepts br
// is sent), from the built client. Every page's first load (the boot guard, its entry and
// every chunk the entry imports) is the page start alone, with no React and no Redux,
// at most 4 KB; a page that holds an island loads its kind's islands chunk too, once the
// visitor reaches for an island (docs/decisions/064-pages-without-islands.md,
// 003-islands.md): all of it at most 75 KB,
// and for a campaign page at most 25 KB beyond React itself, so its static parts ship no
// component code; what it loads later (lazy islands) and its CSS have budgets of their
// own. Then the pages as the app serves them on 15 November 2025, when two campaigns of
// the tests' content have finished and the others run: no campaign's scripts and preloads
// carry React or Redux, a running one's islands chunk does. And the content studio's bundle
// (dist/studio/, docs/decisions/100-content-studio.md) is apart: no byte of Decap in the
// public build, no studio path on the public host.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as esbuild from 'esbuild';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { CAMPAIGNS, PAGES } from '../support/content.js';
import { readManifest } from '#server/render/assets.js';
import { DIST_DIR, startApp, type TestApp } from '../support/start-app.js';
import { exportedAs, SHARED_LIBRARIES, SHARED_LIBRARIES_PREFIX } from '../../scripts/build/shared-libraries.mjs';

const KB = 1024;
const PAGE_START_JS = 4 * KB;
// Law's island draws an upstream card's breaks as marks, as the server does (shared/typography/hyphen-marks.ts,
// docs/decisions/489-hyphens-as-a-typesetter-would.md): law measured 75.2 KB with it (76,977 bytes) while the shared
// libraries' chunk still exported RTK's configureStore, which no island imports; without it law is 74.5 KB (76,287 bytes).
const WITH_ISLANDS_JS = 75 * KB;
const CAMPAIGN_JS_BEYOND_REACT = 25 * KB;
const LAZY_JS = 8 * KB;
const INLINE_CSS = 6 * KB;
const DEFERRED_CSS = 2 * KB;

const manifest = readManifest(path.join(DIST_DIR, 'client/manifest.json'));
const brotli = (bytes: Buffer | string) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
/** Each built file's brotli size, compressed once: the shared chunks are in most kinds' loads, and quality 11 is slow. */
const builtSizes = new Map<string, number>();
const builtSize = (file: string) => builtSizes.get(file)
  ?? builtSizes.set(file, brotli(readFileSync(path.join(DIST_DIR, 'client', file)))).get(file)!;
const sum = (files: string[]) => files.reduce((total, file) => total + builtSize(file), 0);
const kinds = [...new Set(PAGES.map((page) => page.kind))];
/** What every page of the kind loads, whatever its HTML holds. */
const firstLoad = (kind: (typeof kinds)[number]) => {
  const page = manifest.pages[kind]!;
  return [manifest.boot.file, page.file, ...page.imports];
};
/** What a page of the kind that holds an island loads: its first load and the islands chunk with what that imports. */
const withIslands = (kind: (typeof kinds)[number]) => [...firstLoad(kind), ...manifest.pages[kind]!.islands];
const textOf = (files: string[]) => files.map((file) => readFileSync(path.join(DIST_DIR, 'client', file), 'utf8')).join('\n');
/** React DOM's and Redux's own markers, present in every build of them. */
const REACT_DOM_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const REDUX_MARKER = '@@redux/INIT';

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
    expect(Object.keys(manifest.pages).sort()).toEqual(PAGE_REGISTRY.kinds.map((descriptor) => descriptor.kind).sort());
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

  test.each(kinds)('when a %s page loads, then its first load is the page start alone: no React, no Redux, under 4 KB brotli', (kind) => {
    const files = firstLoad(kind);
    const text = textOf(files);
    console.info(`${kind}: first load ${(sum(files) / KB).toFixed(1)} KB (brotli) in ${files.length} files`);

    expect(text).not.toContain(REACT_DOM_MARKER);
    expect(text).not.toContain(REDUX_MARKER);
    expect(sum(files)).toBeLessThanOrEqual(PAGE_START_JS);
  });

  test.each(kinds)('when a %s page loads all it may (its islands chunk when it holds an island), then its JS fits 75 KB brotli and what it loads later 8 KB', (kind) => {
    const all = sum(withIslands(kind));
    const lazy = sum(manifest.pages[kind]!.lazy);
    console.info(`${kind}: with its islands ${(all / KB).toFixed(1)} KB, later ${(lazy / KB).toFixed(1)} KB (brotli)`);

    expect(all).toBeLessThanOrEqual(WITH_ISLANDS_JS);
    expect(lazy).toBeLessThanOrEqual(LAZY_JS);
  });

  test('when a page loads, then the web-vitals reporter is none of its first-load files, and it fits 4 KB brotli', () => {
    for (const kind of kinds) expect([...withIslands(kind), ...manifest.pages[kind]!.lazy], kind).not.toContain(manifest.rum.file);
    const reporter = builtSize(manifest.rum.file);
    console.info(`web-vitals reporter: ${(reporter / KB).toFixed(1)} KB (brotli), loaded once the page is live and idle`);

    expect(reporter).toBeLessThanOrEqual(4 * KB);
  });

  test('when the hub (a kind with no islands) loads, then it has no islands chunk; a campaign\'s islands chunk holds React and Redux', () => {
    expect(manifest.pages.hub!.islands).toEqual([]);
    // The same markers are found where React and Redux are loaded.
    const campaign = textOf(manifest.pages.campaign!.islands);
    expect(campaign).toContain(REACT_DOM_MARKER);
    expect(campaign).toContain(REDUX_MARKER);
  });

  test('when every kind with islands is built, then one file, the same for all, holds React DOM and Redux (docs/decisions/064-pages-without-islands.md)', () => {
    const built = readdirSync(path.join(DIST_DIR, 'client')).filter((file) => file.endsWith('.js'));
    const holdingReact = built.filter((file) => textOf([file]).includes(REACT_DOM_MARKER));
    const withIslandKinds = kinds.filter((kind) => manifest.pages[kind]!.islands.length > 0);

    expect(holdingReact).toHaveLength(1);
    expect(textOf(holdingReact)).toContain(REDUX_MARKER);
    expect(built.filter((file) => textOf([file]).includes(REDUX_MARKER))).toEqual(holdingReact);
    expect(withIslandKinds.length).toBeGreaterThan(1);
    for (const kind of withIslandKinds) expect(manifest.pages[kind]!.islands, kind).toContain(holdingReact[0]);
  });

  test('when the shared libraries\' chunk is built, then each name it exports of an ES module package is imported by some kind\'s file: '
    + 'one nobody imports would ship to every page with an island', () => {
    const kindsText = textOf(readdirSync(path.join(DIST_DIR, 'client'))
      .filter((file) => file.endsWith('.js') && !file.startsWith(SHARED_LIBRARIES_PREFIX)));
    const unused = Object.entries(SHARED_LIBRARIES).flatMap(([specifier, names], i) => (names === '*' ? [] : names
      .filter((_, j) => !new RegExp(`\\${exportedAs(i, j)}\\b`).test(kindsText)).map((name) => `${specifier}: ${name}`)));

    expect(unused).toEqual([]);
  });

  test('when a campaign page that holds an island loads, then its JS beyond React itself fits 25 KB brotli', () => {
    const beyondReact = sum(withIslands('campaign')) - reactBytes;
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

/** The day the tests' knauf2025 and rockwool2025 have ended (31 October) and the others still run (to 30 November). */
const DAY = '2025-11-15';
const FINISHED = CAMPAIGNS.filter((c) => c.ends < DAY);
const RUNNING = CAMPAIGNS.filter((c) => c.starts <= DAY && DAY <= c.ends);

/** What a page's head names as module scripts and module preloads, as files of dist/client/. */
function scriptsAndPreloads(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const urls = [...head.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/promo\/assets\/([^"]+)"/g)];
  return urls.map((m) => m[1]!);
}

describe(`the pages served on ${DAY}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // The upstream's answers kept a while, so a stored page stays current for its second request.
    t = await startApp({ env: { PROMO_NOW: `${DAY}T12:00:00+03:00`, UPSTREAM_CACHE_TTL_MS: '600000' } });
  });
  afterAll(() => t?.close());

  test('when the tests\' content is read, then that day has finished and running campaigns', () => {
    expect(FINISHED.length).toBeGreaterThan(0);
    expect(RUNNING.length).toBeGreaterThan(0);
  });

  test('when a finished campaign\'s page is served, then its scripts and preloads carry no React and no Redux, and its CSS is inlined', async () => {
    for (const campaign of FINISHED) {
      const { text } = await request(t.listener).get(`/promo/${campaign.id}`).expect(200);
      const files = scriptsAndPreloads(text);
      console.info(`${campaign.id} (finished): ${(sum(files) / KB).toFixed(1)} KB brotli in ${files.length} files`);

      expect(files, campaign.id).toEqual(firstLoad('campaign'));
      expect(textOf(files)).not.toContain(REACT_DOM_MARKER);
      expect(textOf(files)).not.toContain(REDUX_MARKER);
      expect(text).not.toContain('data-island=');
      expect(text).toContain(`<style>${manifest.inlineCss[manifest.pages.campaign!.css[0]!]}`);
    }
  });

  test('when a running campaign\'s page is served, then it holds an island, yet its scripts and preloads carry no React: its islands chunk, which does, waits for the visitor', async () => {
    const islandsChunk = textOf(manifest.pages.campaign!.islands);
    expect(islandsChunk).toContain(REACT_DOM_MARKER);
    expect(islandsChunk).toContain(REDUX_MARKER);
    for (const campaign of RUNNING) {
      const { text } = await request(t.listener).get(`/promo/${campaign.id}`).expect(200);
      const files = scriptsAndPreloads(text);
      console.info(`${campaign.id} (running): ${(sum(files) / KB).toFixed(1)} KB brotli in ${files.length} files`);

      expect(text).toContain('data-island="savings-form"');
      expect(files, campaign.id).toEqual(firstLoad('campaign'));
      expect(textOf(files)).not.toContain(REACT_DOM_MARKER);
      expect(textOf(files)).not.toContain(REDUX_MARKER);
    }
  });

  test('when any page is served, then it never preloads its islands chunk, whether its HTML holds an island or not, on a hit as on the render', async () => {
    const hits = async () => (await t.metrics.renderCache.get()).values.find((v) => v.labels.result === 'hit')?.value ?? 0;
    const seen = new Set<string>();
    const campaignHits: string[] = [];
    for (const page of PAGES) {
      const path = page.paths.promo!;
      for (const attempt of ['first', 'second']) {
        const before = await hits();
        const { text } = await request(t.listener).get(path).expect(200);
        if (attempt === 'second' && page.kind === 'campaign' && (await hits()) === before + 1) campaignHits.push(path);
        const holdsIsland = text.includes('data-island=');
        seen.add(`${page.kind} ${holdsIsland}`);

        expect(scriptsAndPreloads(text), `${path} (${attempt})`).toEqual(firstLoad(page.kind));
      }
    }
    // The stored page keeps the render's choice: every campaign's second answer was a hit.
    expect(campaignHits).toHaveLength(CAMPAIGNS.length);
    // Both sides were met: every kind with islands holding them, the hub and a finished campaign without.
    const kindsWithIslands = kinds.filter((kind) => manifest.pages[kind]!.islands.length > 0);
    expect(kindsWithIslands.length).toBeGreaterThan(0);
    for (const kind of kindsWithIslands) expect(seen).toContain(`${kind} true`);
    expect(seen).toContain('hub false');
    expect(seen).toContain('campaign false');
  });
});

/** Every file under a folder of dist/, as paths relative to it. */
const filesUnder = (dir: string) => readdirSync(path.join(DIST_DIR, dir), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(path.join(DIST_DIR, dir), path.join(entry.parentPath, entry.name)));
/** Decap's own marker, in every build of its core (its version log line and its class names). */
const DECAP_MARKER = 'decap-cms';

describe('the content studio\'s bundle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t?.close());

  test('when the site is built, then the studio is its own output and no public file holds a byte of Decap', () => {
    const studio = filesUnder('studio');
    const studioText = studio.filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(DIST_DIR, 'studio', file), 'utf8')).join('');
    const megabytes = (Buffer.byteLength(studioText) / KB / KB).toFixed(1);
    console.info(`studio: ${studio.length} files, ${megabytes} MB of JS, served by its own listener only`);

    expect(studio).toContain('studio.js');
    expect(studioText).toContain(DECAP_MARKER);
    const publicFiles = filesUnder('client').filter((file) => /\.(js|css|json)$/.test(file));
    expect(publicFiles.length).toBeGreaterThan(5);
    for (const file of publicFiles) expect(readFileSync(path.join(DIST_DIR, 'client', file), 'utf8'), file).not.toContain(DECAP_MARKER);
    expect(JSON.stringify(manifest)).not.toMatch(/studio/);
  });

  const STUDIO_PATHS = [
    '/studio.js', '/config.json', '/api/v1', '/promo/studio.js', '/promo/assets/studio.js', '/studio/', '/promo/studio/config.json',
  ];
  test.each(STUDIO_PATHS)(
    'when the public host is asked for the studio path %s, then it is not there',
    async (studioPath) => {
      const { status, text } = await request(t.listener).get(studioPath);

      expect([301, 404]).toContain(status);
      expect(text).not.toContain(DECAP_MARKER);
    },
  );

  test('when the public host is posted Decap\'s backend call, then nothing of the content repository answers', async () => {
    const { status, text } = await request(t.listener).post('/api/v1').send({ action: 'info', params: {} });

    expect(status).toBeGreaterThanOrEqual(400);
    expect(text).not.toContain('local_git');
  });
});
