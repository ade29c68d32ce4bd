// `npm run screenshots`: PNGs of every page at 375 and 1440 px, plus the states a visitor
// meets (the lovecategory modals, the city picker, the feedback form, the 404 page) and
// each phase of the calendar (a campaign upcoming and finished, the hub), in
// docs/screenshots/. Starts the built server with the embedded demo upstream on a free
// loopback port, drives Debian's Chromium with playwright-core, and stops the server by
// its PID. The pictures are committed, so a reviewer sees the design without running it.
// The pages are shown on PROMO_NOW's day (default: 15 October 2025, every campaign
// running); each phase picture states its own day. SCREENSHOTS_ONLY=hub,law (names
// without the width) shoots only those pictures, to redo the pages a change touched.
// One page of every kind and the 404 are also shot at 320 px and with 200 % text at 390 px
// (the browser's default font size doubled, as the visitor's setting does: <page>-320.png,
// <page>-390-text-200.png), stored as palette PNGs to keep the repository small;
// SCREENSHOTS=narrow shoots only those. The site runs on the tests' content
// (tests/fixtures/content, as `npm run screenshots` builds it), so the pictures are the same on
// every machine; CONTENT_DIR names another.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { STATES, hydrated } from './screenshot-states.mjs';
import { loadPages } from './route-table.mjs';
import { startBuiltSite } from './built-site.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
process.env.CONTENT_DIR ??= `${ROOT}tests/fixtures/content`;
const OUT = `${ROOT}docs/screenshots/`;
const WIDTHS = [375, 1440];
const PROMO_NOW = process.env.PROMO_NOW ?? '2025-10-15T12:00:00+03:00';
/** The calendar's phases (docs/product.md §4), each on the day it shows. */
const PHASES = [
  { file: 'phase-upcoming-rockwool25', path: '/promo/rockwool25', promoNow: '2025-08-20T12:00:00+03:00' },
  { file: 'phase-finished-knauf2025', path: '/promo/knauf2025', promoNow: '2025-11-15T12:00:00+03:00' },
  { file: 'hub-2025-08-20', path: '/promo/', promoNow: '2025-08-20T12:00:00+03:00' },
  { file: 'hub-2025-11-15', path: '/promo/', promoNow: '2025-11-15T12:00:00+03:00' },
  { file: 'hub-2026-11-23', path: '/promo/', promoNow: '2026-11-23T12:00:00+03:00' },
];
/** Every page of the route table, on the business host where it has a path there (law, sert), as visitors meet it. */
const PAGES = (await loadPages()).map(({ id, paths }) =>
  (paths.business ? { id, site: 'business', path: paths.business } : { id, site: 'promo', path: paths.promo }));

const ONLY = process.env.SCREENSHOTS_ONLY ? new Set(process.env.SCREENSHOTS_ONLY.split(',')) : undefined;

async function shoot(browser, width, url, file, prepare) {
  if (ONLY && !ONLY.has(file)) return;
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'ru-RU', reducedMotion: 'reduce',
  });
  // The product pictures of the demo are served by the app; nothing else may be fetched.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|business\.localhost)/, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A page without islands never hydrates: its picture is taken as it is.
    await hydrated(page, 15_000).catch(() => {});
    const fullPage = prepare ? await prepare(page) : true;
    await page.screenshot({ path: `${OUT}${file}-${width}.png`, fullPage: fullPage !== false });
    console.log(`${file}-${width}.png`);
  } finally {
    await context.close();
  }
}

/** One width on a fresh server: the demo upstream remembers categories chosen at the other width. */
async function shootWidth(browser, width) {
  const server = await startBuiltSite(() => ({ PROMO_NOW }));
  const promo = server.url;
  const business = `http://business.localhost:${server.port}`;
  try {
    for (const { id, site, path } of PAGES) {
      await shoot(browser, width, (site === 'business' ? business : promo) + path, id, site === 'business' ? acceptCookies : null);
    }
    for (const state of STATES) await shoot(browser, width, (state.business ? business : promo) + state.path, state.file, state.prepare);
  } finally {
    await server.stop();
  }
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [...(asRoot ? ['--no-sandbox'] : []), '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
/** Each phase on a server started on its day. */
async function shootPhases(browser) {
  for (const { file, path, promoNow } of PHASES) {
    const server = await startBuiltSite(() => ({ PROMO_NOW: promoNow }));
    try {
      for (const width of WIDTHS) await shoot(browser, width, server.url + path, file, loadLazyImages);
    } finally {
      await server.stop();
    }
  }
}

/** The narrow pictures: a phone at 320 px, and at 390 px with 200 % text. */
const NARROW = [{ suffix: '320', width: 320, textScale: 1 }, { suffix: '390-text-200', width: 390, textScale: 2 }];
/** One page of each kind, on the host visitors meet it on, and the 404. */
const ONE_PER_KIND = (await loadPages())
  .filter((page, index, pages) => pages.findIndex((other) => other.kind === page.kind) === index)
  .map(({ id, paths }) => (paths.business ? { id, site: 'business', path: paths.business } : { id, site: 'promo', path: paths.promo }))
  .concat({ id: 'not-found', site: 'promo', path: '/promo/no-such-page' });

async function shootNarrow(browser) {
  const server = await startBuiltSite(() => ({ PROMO_NOW }));
  const business = `http://business.localhost:${server.port}`;
  try {
    for (const { suffix, width, textScale } of NARROW) {
      for (const { id, site, path } of ONE_PER_KIND) {
        const file = `${id}-${suffix}`;
        if (ONLY && !ONLY.has(id)) continue;
        const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'ru-RU', reducedMotion: 'reduce' });
        await context.route(/^https?:\/\/(?!127\.0\.0\.1|business\.localhost)/, (route) => route.abort('blockedbyclient'));
        const url = (site === 'business' ? business : server.url) + path;
        // The cookie notice has its own picture (law-cookie-notice): accepted here.
        if (site === 'business') await context.addCookies([{ name: 'cookie-accepted', value: '1', url }]);
        const page = await context.newPage();
        try {
          // The visitor's setting: Chromium's default font sizes (16 and 13 px) times the scale,
          // set on the page's own renderer (the site's first load may swap it), then loaded again.
          await page.goto(url, { waitUntil: 'networkidle' });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Page.enable');
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * textScale, fixed: 13 * textScale } });
          await page.reload({ waitUntil: 'networkidle' });
          await hydrated(page, 15_000).catch(() => {});
          const bodyPx = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
          if (bodyPx !== 16 * textScale) throw new Error(`${file}: the text is ${bodyPx} px, not ${16 * textScale}`);
          await loadLazyImages(page);
          // The whole page as the viewport's height: Chromium's capture beyond the viewport
          // (fullPage) paints with the default font sizes, not the page's.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width, height });
          const png = await page.screenshot();
          await sharp(png).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(`${OUT}${file}.png`);
          console.log(`${file}.png`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await server.stop();
  }
}

try {
  mkdirSync(OUT, { recursive: true });
  if (process.env.SCREENSHOTS === 'narrow') await shootNarrow(browser);
  else {
    if (process.env.SCREENSHOTS !== 'phases') for (const width of WIDTHS) await shootWidth(browser, width);
    await shootPhases(browser);
    if (process.env.SCREENSHOTS !== 'phases') await shootNarrow(browser);
  }
} finally {
  await browser.close();
}

/** A full-page picture does not scroll, so lazy images below the fold would stay blank: load them all first. */
async function loadLazyImages(page) {
  await page.evaluate(() => Promise.all([...document.images].map((img) => {
    img.loading = 'eager';
    return img.complete ? undefined : new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  })));
  return true;
}

/** The cookie notice is shown once in its own screenshot (law-cookie-notice); elsewhere it is accepted. */
async function acceptCookies(page) {
  await page.context().addCookies([{ name: 'cookie-accepted', value: '1', url: page.url() }]);
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
  return true;
}
