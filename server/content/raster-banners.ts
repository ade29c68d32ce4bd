// Raster banners (docs/product.md §4): a campaign's art may be one PNG, JPEG or WebP file instead of three SVGs. It is
// cut to shared/ui/banner.tsx's BANNER_CUTS (cover, around the campaign's `focus`) and encoded as AVIF, WebP and JPEG;
// the large JPEG (1200×630) is also the link-preview picture. Encoded at start-up and for each new content, the JPEGs
// before the content is swapped in, AVIF and WebP after (docs/decisions/020-raster-banners-sharp.md). Each file is
// named by a hash of the art and the encoding, so made once: looked for in dist/banners and a cache folder, written to
// the cache folder only. Nothing holds the event loop: fs/promises, WebCrypto's hash and sharp all work off it.
import { webcrypto } from 'node:crypto';
import { access, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeImage, type ImageFormat } from '../images/encode.js';
import { BANNER_CUTS } from '#shared/ui/banner.js';
import type { BannerCut, RasterBanner, RasterFiles } from '#shared/ui/banner.js';
import { rasterArtOf, type BannerOwner } from './banner-art.js';
import { MAX_ART_PIXELS, RefusedArt, readRasterArt } from './check-content.js';
import pLimit from 'p-limit';

/** Changes every name when the encoding changes (the site's one encoder, server/images/encode.ts). */
const ENCODING = 'v4 encode.ts cover-focus';
/** JPEG first: every browser shows it, so a banner is live once its JPEGs are made. */
const FORMATS = ['jpeg', 'webp', 'avif'] as const satisfies readonly ImageFormat[];
type Format = (typeof FORMATS)[number];
type Size = BannerCut;
const SIZES = Object.keys(BANNER_CUTS) as Size[];
/** Encodes at once when no concurrency is given (IMAGE_CONCURRENCY's default). */
const DEFAULT_CONCURRENCY = 2;
/**
 * A cached file no banner of the content names is removed once it was last named this long ago: a page stored
 * or opened before the change may still name it for a while. Keeps the cache folder (the Pod's
 * /tmp) to the banners served and those of the last hour.
 */
const UNNAMED_KEPT_MS = 60 * 60 * 1000;

/** Removes the cache's files that none of `named` is and that are older than UNNAMED_KEPT_MS (never rejects). */
async function pruneCache(cache: string, named: ReadonlySet<string>): Promise<void> {
  const names = await readdir(cache).catch(() => []);
  const before = Date.now() - UNNAMED_KEPT_MS;
  await Promise.all(names.filter((name) => !named.has(name)).map(async (name) => {
    const file = path.join(cache, name);
    const old = await stat(file).then((info) => info.mtimeMs < before, () => false);
    if (old) await rm(file, { force: true }).catch(() => undefined);
  }));
}

export interface BannerStores {
  /** Looked in first, never written (the build's dist/banners). */
  built: string;
  /** Looked in, and where new files are written. */
  cache: string;
}

const fileName = (hash: string, size: Size, format: Format) => `${hash}-${size}.${format === 'jpeg' ? 'jpg' : format}`;
const exists = (file: string) => access(file).then(() => true, () => false);

/** Whether `name` is made; one in the cache is marked named now (the mark its look; another user's refuses it and stays as it is),
 * so pruneCache's hour runs from the last instance that named it: instances sharing the folder keep what another serves. */
async function stored(name: string, stores: BannerStores): Promise<boolean> {
  if (await exists(path.join(stores.built, name))) return true;
  const now = new Date();
  return utimes(path.join(stores.cache, name), now, now).then(() => true, (error: NodeJS.ErrnoException) => error.code !== 'ENOENT');
}

/** One size in one format, encoded into the cache; resolves with its name. */
async function encodeInto(
  art: Buffer, name: string, size: Size, format: Format, stores: BannerStores, focus: BannerOwner['focus'],
): Promise<string> {
  const { width, height } = BANNER_CUTS[size];
  const bytes = await encodeImage(art, { width, height, format, maxPixels: MAX_ART_PIXELS, focus });
  await mkdir(stores.cache, { recursive: true });
  // Whole or not at all: another instance or a reader never sees half a file.
  const partial = path.join(stores.cache, `.${name}.${process.pid}.tmp`);
  await writeFile(partial, bytes);
  await rename(partial, path.join(stores.cache, name));
  return name;
}

/** The files' name: the encoding, the focus (a new focal point is new files) and the art's bytes. */
async function hashOf(art: Buffer, focus: BannerOwner['focus']): Promise<string> {
  const settings = focus ? `${ENCODING} focus ${focus.x} ${focus.y}` : ENCODING;
  const digest = await webcrypto.subtle.digest('SHA-256', Buffer.concat([Buffer.from(settings), art]));
  return Buffer.from(digest).toString('hex').slice(0, 20);
}

/** One campaign's art on its way: its files by size and format as they are found or made. */
interface ArtWork {
  id: string;
  focus: BannerOwner['focus'];
  file: string;
  art: Buffer;
  hash: string;
  files: Record<Size, Partial<Record<Format, string>>>;
  /** Set when a JPEG could not be made: the art is refused, nothing more is encoded. */
  failed?: Error;
}

const bannerOf = (work: ArtWork): RasterBanner =>
  Object.fromEntries(SIZES.map((size) => [size, { ...work.files[size] } as RasterFiles])) as RasterBanner;

/** A campaign's raster art sharp could not read. */
export interface BannerProblem {
  /** The campaign's id, or the key it was encoded by. */
  campaignId: string;
  /** The art file. */
  file: string;
  message: string;
}

/** What encodeBanners answers. */
export interface EncodedBanners {
  /** Every campaign's raster banner whose JPEGs are made (its AVIF and WebP too, if already made), by id. */
  banners: ReadonlyMap<string, RasterBanner>;
  /** The art sharp cannot read, by campaign. */
  problems: BannerProblem[];
  /**
   * When some AVIF or WebP remained to be made: every banner with every format made, once
   * they are (never rejects; a format sharp failed to make is left out and said in `problems`).
   */
  complete?: Promise<{ banners: ReadonlyMap<string, RasterBanner>; problems: string[] }>;
}

/**
 * Every campaign's raster banner, by its `key` when it has one (a version Б's art: banner-art.ts's versionArtKey), else
 * its id. The files not yet stored are encoded `concurrency` at a time, every art's JPEGs first: the answer comes once
 * those are made, the other formats follow in `complete`.
 */
export async function encodeBanners(
  campaigns: readonly (BannerOwner & { key?: string })[], bannersDir: string, stores: BannerStores,
  { concurrency = DEFAULT_CONCURRENCY } = {},
): Promise<EncodedBanners> {
  const arts = campaigns.flatMap((campaign) => {
    const file = rasterArtOf(bannersDir, campaign);
    return file ? [{ id: campaign.key ?? campaign.id, file, focus: campaign.focus }] : [];
  });
  const works: ArtWork[] = await Promise.all(arts.map(async ({ id, file, focus }) => {
    const files = Object.fromEntries(SIZES.map((size) => [size, {}])) as ArtWork['files'];
    const unread = { id, focus, file, art: Buffer.alloc(0), hash: '', files };
    try {
      // The content check's own test (check-content.ts): what it refuses, every instance refuses.
      const checked = await readRasterArt(file);
      if ('refused' in checked) return { ...unread, failed: checked.refused };
      return { ...unread, art: checked.art, hash: await hashOf(checked.art, focus) };
    } catch (error) {
      return { ...unread, failed: error as Error };
    }
  }));
  // What is stored already is named at once: an art encoded before (by the build, or by
  // this instance for an earlier content) is complete with no work.
  await Promise.all(works.filter((work) => !work.failed).flatMap((work) => SIZES.flatMap((size) => FORMATS.map(async (format) => {
    const name = fileName(work.hash, size, format);
    if (await stored(name, stores)) work.files[size][format] = name;
  }))));
  // At most `concurrency` encodings at once, started in the order queued.
  const run = pLimit(concurrency);
  /**
   * Every file of `format` not stored, for every art still good: each names itself once
   * made; one that fails is handed to `failed` with its art.
   */
  const encodeAll = (format: Format, failed: (work: ArtWork, error: Error) => void) =>
    works.flatMap((work) => SIZES.filter((size) => !work.files[size][format]).map(async (size) => {
      const name = fileName(work.hash, size, format);
      try {
        await run(() => (work.failed ? Promise.reject(work.failed) : encodeInto(work.art, name, size, format, stores, work.focus)));
        work.files[size][format] = name;
      } catch (error) {
        failed(work, error as Error);
      }
    }));
  // Queued in order, so every JPEG starts before any other format. An art whose JPEG cannot
  // be made is refused; AVIF or WebP failing leaves only that format out.
  const jpegs = encodeAll('jpeg', (work, error) => void (work.failed ??= error));
  const later: string[] = [];
  const others = FORMATS.filter((format) => format !== 'jpeg').flatMap((format) => encodeAll(format, (work, error) => {
    if (!work.failed) later.push(`${work.file}: (баннер, ${format}) не закодирован, страница показывает JPEG (${error.message})`);
  }));
  await Promise.all(jpegs);
  const good = () => works.filter((work) => !work.failed);
  const banners = new Map(good().map((work) => [work.id, bannerOf(work)]));
  const problems = works.filter((work) => work.failed).map((work) => ({
    campaignId: work.id,
    file: work.file,
    message: work.failed instanceof RefusedArt
      ? work.failed.message
      : `(баннер): не читается как картинка PNG, JPEG или WebP (${work.failed!.message})`,
  }));
  const pending = good().some((work) => SIZES.some((size) => Object.keys(work.files[size]).length < FORMATS.length));
  // Once every format is made, the cache keeps what this content names (and the last hour's).
  const prune = () => pruneCache(stores.cache, new Set(works.flatMap((work) => SIZES.flatMap((size) => Object.values(work.files[size])))));
  const complete = pending
    ? Promise.all(others).then(prune).then(() => ({ banners: new Map(good().map((work) => [work.id, bannerOf(work)])), problems: later }))
    : undefined;
  if (!pending) await prune();
  return { banners, problems, complete };
}

/** A banner problem as a content-check line. */
export const bannerProblemLine = (problem: BannerProblem) => `${problem.file}: ${problem.message}`;
