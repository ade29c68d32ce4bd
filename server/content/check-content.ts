// The content folder as every instance accepts it, and as `npm run content:check` checks it
// (scripts/content.mjs runs this very module): the loader's checks (load-content.ts), then
// each campaign's raster art read within its bound and decoded as the server will decode it
// to cut its banners (raster-banners.ts). A file the check accepts is a file every
// instance accepts; an HTML page named .jpg or an empty file is refused by both.
import sharp from 'sharp';
import { ContentError, bannersDirOf, loadContent, type Content } from './load-content.js';
import { rasterArtOf } from './banner-art.js';
import { ContentFileFault, readContentFile } from './content-file.js';

/** The check's one error class (scripts/content.mjs bundles this module alone: its own copy of the class). */
export { ContentError };

/** A designer's art is a few megapixels; anything past this is refused as a decompression bomb would be. */
export const MAX_ART_PIXELS = 50_000_000;

/** Why a raster art file cannot be a banner, or undefined; decodes it whole (on libuv's threads), as the encoder will. */
export async function rasterArtFault(file: string): Promise<string | undefined> {
  let bytes: Buffer;
  try {
    bytes = readContentFile(file, 'raster');
  } catch (error) {
    if (error instanceof ContentFileFault) return error.reason;
    throw error;
  }
  const unreadable = 'не читается как картинка PNG, JPEG или WebP';
  if (bytes.length === 0) return `${unreadable}: файл пуст`;
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format ?? '')) return unreadable;
  if (meta.width * meta.height > MAX_ART_PIXELS) return `в картинке больше ${MAX_ART_PIXELS / 1_000_000} млн точек`;
  const decoded = await sharp(bytes, { limitInputPixels: MAX_ART_PIXELS, failOn: 'error', sequentialRead: true })
    .resize(64).raw().toBuffer().then(() => true, () => false);
  return decoded ? undefined : `${unreadable}: файл повреждён или обрезан`;
}

/** The checked content; throws ContentError listing every problem (the loader's, then the raster art's). */
export async function checkContentFolder(contentDir: string): Promise<Content> {
  const content = loadContent({ contentDir });
  const problems: string[] = [];
  for (const campaign of content.campaigns) {
    const art = rasterArtOf(bannersDirOf(contentDir), campaign.id);
    const fault = art && (await rasterArtFault(art));
    if (fault) problems.push(`${art}: (баннер): ${fault}`);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}
