// Where a campaign's raster art is: `banners/<id>.<png|jpg|jpeg|webp>` of the content
// folder (the names: shared/content/banner-files.ts). Apart from the encoder
// (raster-banners.ts), so the content check, which the build runs from the sources, needs no
// image library.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rasterArtNames, SVG_SIZES, svgBannerName } from '#shared/content/banner-files.js';
import type { Campaign } from '#shared/content/campaign-schema.js';

/** A campaign as far as its art goes: its id, the raster file its `bannerFile` names, the point its crops keep in frame. */
export type BannerOwner = Pick<Campaign, 'id' | 'bannerFile' | 'focus'>;

/**
 * What a version Б's own art is kept by among the encoded banners (server/content/experiments.ts): its campaign's id
 * with Б's file and focus, so the page of either version, and the studio's preview of Б, finds its own from the
 * campaign it shows (server/content/site-content.ts's bannerOf); a campaign's own art is kept by its id.
 */
export const versionArtKey = ({ id, bannerFile, focus }: BannerOwner) =>
  `${id}:${bannerFile ?? ''}:${focus ? `${focus.x},${focus.y}` : ''}`;

/**
 * The raster art of a campaign in a banners folder, if it has one: the file its `bannerFile`
 * names (the studio's picture field), else `<id>.<png|jpg|jpeg|webp>`.
 */
export function rasterArtOf(bannersDir: string, campaign: BannerOwner): string | undefined {
  const candidates = campaign.bannerFile
    ? [path.join(bannersDir, campaign.bannerFile)]
    : rasterArtNames(campaign.id).map((name) => path.join(bannersDir, name));
  return candidates.find((file) => existsSync(file));
}

/** A campaign's hand-made banners, when it has no raster art: `<id>-small.svg`, `-medium.svg`, `-large.svg`. */
export const svgBannersOf = (bannersDir: string, id: string): string[] =>
  SVG_SIZES.map((size) => path.join(bannersDir, svgBannerName(id, size)));
