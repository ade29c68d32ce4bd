// Raster banners (docs/product.md §4): a campaign's art may be one PNG, JPEG or WebP file,
// `banners/<id>.<png|jpg|jpeg|webp>` in the content folder, instead of three hand-made
// SVGs. It is cut to the three banner sizes (cover, centred) and encoded as AVIF, WebP and
// JPEG (the <picture>'s sources and fallback: shared/ui/banner.tsx); the large JPEG, 1200×630,
// is also the page's link-preview picture. Encoded by sharp at start-up and for each new
// content, before the content is swapped in. Every file is named by a hash of the art's
// bytes and the encoding, so it is made once: looked for in the build's copy (dist/banners,
// made by `npm run build`) and in a cache folder, and written to the cache folder only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeImage, type ImageFormat } from '../images/encode.js';
import { BANNER_SIZES } from '#shared/ui/banner.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import { rasterArtOf } from './banner-art.js';
import { readContentFile } from './content-file.js';
import { MAX_ART_PIXELS, rasterArtFault } from './check-content.js';

/** Changes every name when the encoding changes (the site's one encoder, server/images/encode.ts). */
const ENCODING = 'v2 encode.ts cover-centre';
const FORMATS = ['avif', 'webp', 'jpeg'] as const satisfies readonly ImageFormat[];
type Format = (typeof FORMATS)[number];
type Size = keyof typeof BANNER_SIZES;

export interface BannerStores {
  /** Looked in first, never written (the build's dist/banners). */
  built: string;
  /** Looked in, and where new files are written. */
  cache: string;
}

/** One size in one format: found in a store by its name, or encoded into the cache. */
async function encodedFile(art: Buffer, hash: string, size: Size, format: Format, stores: BannerStores): Promise<string> {
  const name = `${hash}-${size}.${format === 'jpeg' ? 'jpg' : format}`;
  if (existsSync(path.join(stores.built, name)) || existsSync(path.join(stores.cache, name))) return name;
  const { width, height } = BANNER_SIZES[size];
  const bytes = await encodeImage(art, { width, height, format, maxPixels: MAX_ART_PIXELS });
  mkdirSync(stores.cache, { recursive: true });
  // Whole or not at all: another instance or a reader never sees half a file.
  const partial = path.join(stores.cache, `.${name}.${process.pid}.tmp`);
  writeFileSync(partial, bytes);
  renameSync(partial, path.join(stores.cache, name));
  return name;
}

/** The three sizes in three formats of one art file (throws when sharp cannot read it). */
export async function encodeBanner(artFile: string, stores: BannerStores): Promise<RasterBanner> {
  const art = readContentFile(artFile, 'raster');
  const hash = createHash('sha256').update(ENCODING).update(art).digest('hex').slice(0, 20);
  const sizes = Object.keys(BANNER_SIZES) as Size[];
  const files = await Promise.all(sizes.map(async (size) => {
    const [avif, webp, jpeg] = await Promise.all(FORMATS.map((format) => encodedFile(art, hash, size, format, stores)));
    return [size, { avif: avif!, webp: webp!, jpeg: jpeg! }] as const;
  }));
  return Object.fromEntries(files) as unknown as RasterBanner;
}

/** A campaign's raster art sharp could not read. */
export interface BannerProblem {
  campaignId: string;
  /** The art file. */
  file: string;
  message: string;
}

/** Every campaign's raster banner, by id; the art sharp cannot read, by campaign. */
export async function encodeBanners(
  campaignIds: readonly string[], bannersDir: string, stores: BannerStores,
): Promise<{ banners: ReadonlyMap<string, RasterBanner>; problems: BannerProblem[] }> {
  const banners = new Map<string, RasterBanner>();
  const problems: BannerProblem[] = [];
  for (const id of campaignIds) {
    const art = rasterArtOf(bannersDir, id);
    if (!art) continue;
    // The content check's own test (check-content.ts): what it refuses, every instance refuses.
    const fault = await rasterArtFault(art);
    if (fault) {
      problems.push({ campaignId: id, file: art, message: `(баннер): ${fault}` });
      continue;
    }
    try {
      banners.set(id, await encodeBanner(art, stores));
    } catch (error) {
      const message = `(баннер): не читается как картинка PNG, JPEG или WebP (${(error as Error).message})`;
      problems.push({ campaignId: id, file: art, message });
    }
  }
  return { banners, problems };
}

/** A banner problem as a content-check line. */
export const bannerProblemLine = (problem: BannerProblem) => `${problem.file}: ${problem.message}`;
