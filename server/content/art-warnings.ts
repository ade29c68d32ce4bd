// Warnings about the content's pictures (docs/content.md «Предупреждения»), shown in «Состояние сайта» and printed by
// content:check, never refusing a file: raster art smaller than its largest crop (stretched, so blurred), a raster logo
// under 64 px high (drawn 32 px), a logo whose colour has too little contrast with what it stands on. Read through
// content-file.ts and measured by sharp off the loop; remembered per file, size and time (a stat per picture).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BANNER_ART_MIN } from '#shared/ui/banner.js';
import { MIN_GRAPHIC_CONTRAST, contrastRatio, logoBackdrop } from '#shared/content/contrast.js';
import type { Brand } from '#shared/content/campaign-schema.js';
import { bannersDirOf, brandsDirOf, type Content } from './load-content.js';
import { rasterArtOf } from './banner-art.js';
import { readContentFileAsync } from './content-file.js';
import { MAX_ART_PIXELS } from './check-content.js';
import { contentWarnings, type ContentWarning } from './content-warnings.js';
import { versionArts } from './experiments.js';

/** «высотой от 64 px»: twice the logo's drawn height (shared/features/promotion/brand-lockup.tsx). */
export const MIN_LOGO_HEIGHT = 64;

interface Measured {
  width: number;
  height: number;
  /** The mean colour of its visible pixels, #rrggbb; undefined when it has none. */
  ink: string | undefined;
}

const hex = (values: number[]) => `#${values.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** A picture's size and the mean colour of its visible (alpha ≥ 50 %) pixels, drawn at most 256 px wide. */
async function measure(bytes: Buffer, kind: 'raster' | 'svg'): Promise<Measured | undefined> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_ART_PIXELS }).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height) return undefined;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_ART_PIXELS })
    .resize({ width: Math.min(256, meta.width), withoutEnlargement: kind === 'raster' })
    .ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  let count = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (data[at + 3]! < 128) continue;
    for (let c = 0; c < 3; c += 1) sum[c]! += data[at + c]!;
    count += 1;
  }
  return { width: meta.width, height: meta.height, ink: count === 0 ? undefined : hex(sum.map((v) => v / count)) };
}

export type ArtWarnings = (content: Pick<Content, 'campaigns' | 'brands' | 'experiments'>, contentDir: string) => Promise<ContentWarning[]>;

/** The pictures' warnings, each picture measured once per version of its file. */
export function createArtWarnings(): ArtWarnings {
  const measured = new Map<string, Promise<Measured | undefined>>();
  async function measureFile(file: string, kind: 'raster' | 'svg'): Promise<Measured | undefined> {
    const found = await stat(file).catch(() => undefined);
    if (!found) return undefined;
    const key = `${file}:${found.size}:${found.mtimeMs}`;
    if (!measured.has(key)) {
      measured.set(key, readContentFileAsync(file, kind).then((read) => ('bytes' in read ? measure(read.bytes, kind) : undefined))
        .catch(() => undefined));
    }
    return measured.get(key)!;
  }

  async function bannerWarnings(content: Pick<Content, 'campaigns' | 'experiments'>, contentDir: string): Promise<ContentWarning[]> {
    // A version Б's own art is held to the same size (server/content/experiments.ts).
    const versions = versionArts(contentDir, content.experiments ?? [], content.campaigns).map((art) => art.owner);
    const found = await Promise.all([...content.campaigns, ...versions].map(async (campaign): Promise<ContentWarning[]> => {
      const art = rasterArtOf(bannersDirOf(contentDir), campaign);
      const size = art && (await measureFile(art, 'raster'));
      if (!art || !size || (size.width >= BANNER_ART_MIN.width && size.height >= BANNER_ART_MIN.height)) return [];
      return [{
        file: `banners/${path.basename(art)}`,
        message: `(баннер): картинка ${size.width}×${size.height} px меньше нужной, `
          + `не меньше ${BANNER_ART_MIN.width}×${BANNER_ART_MIN.height} px: на больших экранах баннер будет растянут и размыт`,
      }];
    }));
    return found.flat();
  }

  async function logoWarnings(brand: Brand, contentDir: string): Promise<ContentWarning[]> {
    if (!brand.logo) return [];
    const vector = brand.logo.endsWith('.svg');
    const logo = await measureFile(path.join(brandsDirOf(contentDir), brand.logo), vector ? 'svg' : 'raster');
    if (!logo) return [];
    const file = `brands/${brand.id}.json`;
    const warnings: ContentWarning[] = [];
    if (!vector && logo.height < MIN_LOGO_HEIGHT) {
      warnings.push({
        file, message: `logo: высота ${logo.height} px, нужно от ${MIN_LOGO_HEIGHT} px (на странице он 32 px): на чётких экранах размыт`,
      });
    }
    const backdrop = logoBackdrop(brand);
    const ratio = logo.ink === undefined ? 1 : contrastRatio(logo.ink, backdrop);
    if (ratio < MIN_GRAPHIC_CONTRAST) {
      const on = brand.logoBackground ? `своей подложке ${backdrop}` : `белой шапке`;
      warnings.push({
        file,
        message: `logo: логотип почти не виден на ${on} (контраст ${ratio.toFixed(1)}:1, нужно от ${MIN_GRAPHIC_CONTRAST}:1) — ` +
          'задайте logoBackground: цвет подложки или accent',
      });
    }
    return warnings;
  }

  return async (content, contentDir) => {
    const [banners, logos] = await Promise.all([
      bannerWarnings(content, contentDir),
      Promise.all(content.brands.map((brand) => logoWarnings(brand, contentDir))),
    ]);
    return [...banners, ...logos.flat()];
  };
}

/** Every warning a content folder can tell alone (the studio's and `npm run content:check`'s list), by file. */
export async function allContentWarnings(
  content: Pick<Content, 'campaigns' | 'brands' | 'experiments'>, contentDir: string, art: ArtWarnings = createArtWarnings(),
): Promise<ContentWarning[]> {
  const warnings = [...contentWarnings(content), ...(await art(content, contentDir))];
  return warnings.sort((a, b) => a.file.localeCompare(b.file));
}
