// The link-preview pictures (docs/product.md §9): VK, Telegram and Facebook show
// no SVG og:image, so each page's large banner (content/banners/<campaign>-large.svg for
// the campaigns, public/banners/<page>-large.svg for the fixed pages,
// 1200×630), the site-wide art (public/og/site.svg, for pages without a banner of
// their own) and the business pages' (public/og/business.svg, law and sert) are rendered
// to PNG here with resvg. Any banner file gets its picture: a
// campaign added as content needs no code. The PNGs are content-hashed into
// dist/client/og/ (served under <base>assets/og/, long-cached) and listed in
// dist/preview-images.json, which the server reads at start-up. A render is cached by
// the hash of its source in node_modules/.cache/, so a rebuild renders only changed art.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const PREVIEW_SIZE = { width: 1200, height: 630 };
/** The key of the site-wide picture in dist/preview-images.json. */
const SITE_PREVIEW = 'site';
/** The key of the business pages' picture (law, sert). */
const BUSINESS_PREVIEW = 'business';

/**
 * The art names its fonts as the browser's system stack; a build machine has no such
 * fonts, so every picture is drawn with DejaVu Sans (Debian's fonts-dejavu-core, Cyrillic
 * included), the same on every machine: a picture's bytes depend on its source alone.
 */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => path.join(FONT_DIR, file));
const RENDER_OPTIONS = {
  font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
};

const resvgVersion = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-js/package.json'), 'utf8')).version;

/**
 * [key, source file]: each page's large banner (the campaigns' in content/, the fixed pages'
 * in public/), then the site-wide and the business pages' art.
 */
function previewSources(root, contentDir) {
  const pages = [path.join(contentDir, 'banners'), path.join(root, 'public/banners')].flatMap((banners) => {
    return existsSync(banners)
      ? readdirSync(banners)
        .filter((file) => file.endsWith('-large.svg'))
        .map((file) => [file.slice(0, -'-large.svg'.length), path.join(banners, file)])
      : [];
  });
  return [...pages, [SITE_PREVIEW, path.join(root, 'public/og/site.svg')], [BUSINESS_PREVIEW, path.join(root, 'public/og/business.svg')]];
}

/** What the picture says (its text elements), as its alt text: true for any art. */
function textOf(svg) {
  const texts = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map(([, inner]) => inner.replace(/<[^>]+>/g, ' '));
  const decoded = texts.join(' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return decoded.replace(/\s+/g, ' ').trim();
}

function renderPng(svg, file) {
  const image = new Resvg(svg, RENDER_OPTIONS).render();
  if (image.width !== PREVIEW_SIZE.width || image.height !== PREVIEW_SIZE.height) {
    const wanted = `${PREVIEW_SIZE.width}×${PREVIEW_SIZE.height}`;
    throw new Error(`${file}: a link-preview source must be ${wanted}, it is ${image.width}×${image.height}`);
  }
  return image.asPng();
}

/** Renders (or takes from the cache) every picture; returns the manifest it wrote. */
export function buildPreviewImages({ root, out, contentDir = path.join(root, 'content') }) {
  const missingFont = FONT_FILES.find((file) => !existsSync(file));
  if (missingFont) throw new Error(`link-preview pictures need ${missingFont}: apt-get install fonts-dejavu-core`);
  const cacheDir = path.join(root, 'node_modules/.cache/preview-images');
  const outDir = path.join(out, 'client/og');
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const manifest = {};
  for (const [key, file] of previewSources(root, contentDir)) {
    const svg = readFileSync(file);
    const sourceHash = createHash('sha256').update(`${resvgVersion}\n${FONT_FILES.join('\n')}\n`).update(svg).digest('hex');
    const cached = path.join(cacheDir, `${sourceHash}.png`);
    const hit = existsSync(cached);
    const png = hit ? readFileSync(cached) : renderPng(svg, file);
    if (!hit) writeFileSync(cached, png);
    const name = `og/${key}-${createHash('sha256').update(png).digest('hex').slice(0, 12)}.png`;
    writeFileSync(path.join(out, 'client', name), png);
    manifest[key] = { file: name, ...PREVIEW_SIZE, alt: textOf(svg.toString('utf8')) };
  }
  writeFileSync(path.join(out, 'preview-images.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
