// Where a campaign's raster art is: `banners/<id>.<png|jpg|jpeg|webp>` of the content
// folder. Apart from the encoder (raster-banners.ts), so the content check, which the
// build runs from the sources, needs no image library.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const RASTER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** The raster art of a campaign in a banners folder, if it has one. */
export function rasterArtOf(bannersDir: string, campaignId: string): string | undefined {
  return RASTER_EXTENSIONS.map((ext) => path.join(bannersDir, `${campaignId}.${ext}`)).find((file) => existsSync(file));
}
