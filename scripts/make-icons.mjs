// Generates the site's icons (public/icons/): the SVG favicon, and PNGs rendered from it
// with Debian's Chromium for the touch icon and the web-app manifest (192, 512 and a
// maskable 512 whose letter stays inside the safe zone). Run after changing the mark:
// `node scripts/make-icons.mjs`.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const RED = '#c8102e';
const OUT = new URL('../public/icons/', import.meta.url);
/** The retailer's mark: a white «П» on its red, drawn as a path (no font needed). */
const LETTER = 'M18 15h28v35h-8.5V22.5h-11V50H18z';
const svg = (radius, scale = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${radius}" fill="${RED}"/>` +
  `<path d="${LETTER}" fill="#fff" transform="translate(32 32) scale(${scale}) translate(-32 -32.5)"/></svg>\n`;

writeFileSync(new URL('favicon.svg', OUT), svg(14));
const PNGS = [
  ['apple-touch-icon.png', 180, svg(0)],
  ['icon-192.png', 192, svg(14)],
  ['icon-512.png', 512, svg(14)],
  ['icon-maskable-512.png', 512, svg(0, 0.72)],
];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const [file, size, source] of PNGS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const image = `<img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml,${encodeURIComponent(source)}">`;
    await page.setContent(`<body style="margin:0">${image}`);
    await page.screenshot({ path: new URL(file, OUT).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
