// node bench/words-probe.mjs: how a visitor's phone lays out the words of a few pages, counted with the phone walk's own
// reader (tests/support/broken-words.ts, bundled by esbuild as it stands): words cut with no hyphen drawn, lines ended at
// a no-break space or inside a figure its line could hold, and lines hyphenated with the hyphen drawn, per page and
// screen (docs/decisions/489-hyphens-as-a-typesetter-would.md). Runs the built server (`npm run build:fixture` or
// `npm run build`) with the demo upstream, Debian's Chromium with phone emulation. PROBE_PAGES (paths, comma-separated),
// PROBE_SCREENS (JSON of [width, text size, phone]), PROMO_NOW (unset: the real clock), CONTENT_DIR as the server reads
// them; PROBE_VERSION=a|b shows a page in that version of its running experiment.
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { startBuiltSite } from '../scripts/built-site.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = (process.env.PROBE_PAGES ?? '/promo/knauf2025,/promo/law,/promo/sert/,/promo/karta-elektrika').split(',');
const SCREENS = JSON.parse(process.env.PROBE_SCREENS ?? '[[320, 2, true], [390, 1, true], [1440, 1, false]]');

const bundled = await build({
  entryPoints: [path.join(ROOT, 'tests/support/broken-words.ts')], bundle: true, format: 'esm', platform: 'node', write: false,
  external: ['playwright-core'],
});
const { wordBreaks } = await import(`data:text/javascript,${encodeURIComponent(bundled.outputFiles[0].text)}`);

const site = await startBuiltSite();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-component-update'] });
const totals = {};
try {
  for (const [width, size, phone] of SCREENS) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: phone, hasTouch: phone,
      deviceScaleFactor: phone ? 3 : 1, locale: 'ru-RU' });
    // The version is the visitor's cookie (server/experiments/assignment.ts): an id of ours and the version first shown.
    const { PROBE_VERSION: version, PROBE_EXPERIMENT: key = 'fixtureK1' } = process.env;
    if (version) await context.addCookies([{ name: 'promo_ab', value: `AbCdEfGh_-123456.${key}~${version}`, url: site.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    for (const at of PAGES) {
      await page.goto(site.url + at, { waitUntil: 'load' });
      // The text size as the visitor's setting gives it: the default font size (tests/support/text-zoom.ts).
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 * size, fixed: 13 * size } });
      const breaks = await wordBreaks(page);
      const screen = `${width} px ${size * 100} %`;
      totals[screen] ??= { cut: 0, joined: 0, hyphenated: 0 };
      for (const kind of ['cut', 'joined', 'hyphenated']) totals[screen][kind] += breaks[kind].length;
      console.log(`${at} ${screen}: cut ${breaks.cut.length}, joined ${breaks.joined.length}, hyphenated ${breaks.hyphenated.length}`);
      for (const kind of ['cut', 'joined']) for (const found of breaks[kind]) console.log(`  ${kind} «${found.word}» in ${found.holder}`);
    }
    await context.close();
  }
  console.log(JSON.stringify(totals));
} finally {
  await browser.close();
  await site.stop();
}
