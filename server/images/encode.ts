// The one image encoder of the site: decodes a raster under a pixel cap (a decompression
// bomb is refused before it is decoded), turns it upright by its EXIF orientation, scales
// it down to a width (never up), converts it to sRGB, and writes AVIF, WebP or JPEG with
// no metadata (sharp keeps none unless asked: no EXIF, no GPS, no ICC beyond sRGB's).
// sharp runs the work on libuv's threadpool, so the event loop only waits for it.
// Used by the image endpoint (server/routes/images.ts) and by the raster campaign banners
// (server/content/raster-banners.ts), at build and on a content reload.
import sharp from 'sharp';
import { focusedCut } from '#shared/ui/banner-cut.js';

// Variants are cached by the image service, by bytes; libvips' own operation cache would
// only hold decoded sources in memory that is never given back. One libvips thread per
// transform: IMAGE_CONCURRENCY decides how many run (docs/decisions/040-personal-work-budget.md).
sharp.cache(false);
sharp.concurrency(1);

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** JPEG has no alpha: a transparent cutout is laid on the product box's own grey (tokens.css --c-bg-alt). */
const FLATTEN_ON = '#f4f5f7';

export interface EncodeOptions {
  width: number;
  /** With a height, the picture is cut to width × height (cover, centred: a banner); without, scaled to the width. */
  height?: number;
  format: ImageFormat;
  /** sharp's limitInputPixels: sources with more pixels are refused unread. */
  maxPixels: number;
  /** With a height: the point (shares of width and height) the cut keeps in frame, as near its middle as it can; unset: the centre. */
  focus?: { x: number; y: number };
  /** The encode's deadline, in whole seconds (sharp's timeout); unset: none (a build's banners). */
  timeoutSeconds?: number;
}

const UNREADABLE_MESSAGES = {
  pixels: 'image has more pixels than allowed', 'not-image': 'not a readable image', timeout: 'the encode passed its deadline',
} as const;

/** Thrown for input that is not an image sharp can read, has too many pixels, or took too long. */
export class UnreadableImage extends Error {
  constructor(readonly reason: keyof typeof UNREADABLE_MESSAGES, options?: { cause?: unknown }) {
    super(UNREADABLE_MESSAGES[reason], options);
  }
}

/** EXIF orientations that turn the picture a quarter: its width and height swap once rotated upright. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

export async function encodeImage(
  input: Buffer, { width, height, format, maxPixels, timeoutSeconds, focus }: EncodeOptions,
): Promise<Buffer> {
  // The header alone gives the size, so an oversized source is refused without decoding it.
  const meta = await sharp(input, { limitInputPixels: false }).metadata().catch((cause: unknown) => {
    throw new UnreadableImage('not-image', { cause });
  });
  if (!meta.width || !meta.height) throw new UnreadableImage('not-image');
  if (meta.width * meta.height > maxPixels) throw new UnreadableImage('pixels');
  const image = sharp(input, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true });
  if (timeoutSeconds !== undefined) image.timeout({ seconds: timeoutSeconds });
  const upright = QUARTER_TURNS.has(meta.orientation ?? 1) ? { w: meta.height, h: meta.width } : { w: meta.width, h: meta.height };
  const cut = height !== undefined && focus ? focusedCut(upright.w, upright.h, width, height, focus) : undefined;
  const fitted = height === undefined
    ? image.rotate().resize({ width, withoutEnlargement: true })
    : cut
      ? image.rotate().resize(cut.scaled.width, cut.scaled.height, { fit: 'fill' }).extract(cut.window)
      : image.rotate().resize(width, height, { fit: 'cover', position: 'centre' });
  const scaled = fitted.toColourspace('srgb');
  const encoded = format === 'avif' ? scaled.avif({ quality: 50, effort: 2 })
    : format === 'webp' ? scaled.webp({ quality: 72, effort: 4 })
      : scaled.flatten({ background: FLATTEN_ON }).jpeg({ quality: 74, mozjpeg: true });
  return encoded.toBuffer().catch((cause: unknown) => {
    throw new UnreadableImage(/timeout/i.test(String((cause as Error)?.message)) ? 'timeout' : 'not-image', { cause });
  });
}
