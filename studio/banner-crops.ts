// A campaign's raster banner in the studio's preview, cut as the site cuts it (shared/ui/banner-cut.ts) on a canvas,
// from the picture chosen, saved or not. JPEG only: the formats the site adds change the bytes, not the frame.
import { useEffect, useState } from 'react';
import { BANNER_CUTS, type BannerCut, type RasterBanner } from '#shared/ui/banner.js';
import { focusedCut } from '#shared/ui/banner-cut.js';
import type { Campaign } from '#shared/content/campaign-schema.js';

/** The banner's focal point, as the campaign's file holds it. */
export type Focus = NonNullable<Campaign['focus']>;

/** Where the server cuts a banner with no focal point: the centre. */
export const CENTRE: Focus = { x: 0.5, y: 0.5 };
const CUTS = Object.keys(BANNER_CUTS) as BannerCut[];

function jpegOf(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no JPEG'))), 'image/jpeg', 0.85);
  });
}

/** Every cut of the picture at `url` around `focus`, as blob: URLs. */
async function cutAll(url: string, focus: Focus): Promise<RasterBanner> {
  const art = new Image();
  art.src = url;
  await art.decode();
  const { naturalWidth: w, naturalHeight: h } = art;
  const cuts = await Promise.all(CUTS.map(async (cut) => {
    const { width, height } = BANNER_CUTS[cut];
    const { scaled, window } = focusedCut(w, h, width, height, focus);
    // The window is in the scaled picture's pixels; the canvas reads the art's own.
    const x = w / scaled.width;
    const y = h / scaled.height;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')!.drawImage(art, window.left * x, window.top * y, width * x, height * y, 0, 0, width, height);
    return [cut, { jpeg: URL.createObjectURL(await jpegOf(canvas)) }] as const;
  }));
  return Object.fromEntries(cuts) as RasterBanner;
}

const release = (banner: RasterBanner) => CUTS.forEach((cut) => URL.revokeObjectURL(banner[cut].jpeg));

/** The banner's cuts for the picture at `url` (undefined: none chosen, or not readable as a picture). */
export function useBannerCrops(url: string | undefined, focus: Focus | undefined): RasterBanner | undefined {
  const [crops, setCrops] = useState<RasterBanner>();
  const { x, y } = focus ?? CENTRE;
  useEffect(() => {
    if (!url) {
      setCrops(undefined);
      return undefined;
    }
    let current = true;
    let made: RasterBanner | undefined;
    cutAll(url, { x, y }).then((banner) => {
      made = banner;
      if (current) setCrops(banner);
      else release(banner);
    }, () => current && setCrops(undefined));
    return () => {
      current = false;
      if (made) release(made);
    };
  }, [url, x, y]);
  return crops;
}
