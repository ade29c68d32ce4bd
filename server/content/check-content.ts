// The content folder as every instance accepts it, and as `npm run content:check` checks it
// (scripts/content.mjs runs this very module): the loader's checks (load-content.ts), then
// each campaign's raster art (and each experiment's version Б's own: experiments.ts) read within its bound and
// decoded as the server will decode it to cut its banners (raster-banners.ts). A file the check accepts is a file every
// instance accepts; an HTML page named .jpg or an empty file is refused by both.
import path from 'node:path';
import sharp from 'sharp';
import { ContentError, bannersDirOf, loadContent, type Content, type ContentPlaces } from './load-content.js';
import { rasterArtOf } from './banner-art.js';
import { folderArts } from './page-folders.js';
import { noteOpened, readContentFileAsync } from './content-file.js';
import { MAX_DEPTH, MAX_ENTRIES, walkContent } from './content-walk.js';
import { readExperiments, versionArtProblem, versionArts } from './experiments.js';

/** The check's one error class (scripts/content.mjs bundles this module alone: its own copy of the class). */
export { ContentError };

/** A designer's art is a few megapixels; anything past this is refused as a decompression bomb would be. */
export const MAX_ART_PIXELS = 50_000_000;

/** Why art bytes cannot be a banner, or undefined; decodes them whole (on libuv's threads), as the encoder will. */
async function decodeFault(bytes: Buffer): Promise<string | undefined> {
  const unreadable = 'не читается как картинка PNG, JPEG или WebP';
  if (bytes.length === 0) return `${unreadable}: файл пуст`;
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format ?? '')) return unreadable;
  if (meta.width * meta.height > MAX_ART_PIXELS) return `в картинке больше ${MAX_ART_PIXELS / 1_000_000} млн точек`;
  const decoded = await sharp(bytes, { limitInputPixels: MAX_ART_PIXELS, failOn: 'error', sequentialRead: true })
    .resize(64).raw().toBuffer().then(() => true, () => false);
  return decoded ? undefined : `${unreadable}: файл повреждён или обрезан`;
}

/** A raster art's refusal: its message is a content-check line's after the file name. */
export class RefusedArt extends Error {}

/**
 * A campaign's raster art read as content-file.ts reads (no symlink, regular, within its
 * bound) and decoded; off the event loop. The one test of art, for the check and every instance.
 */
export async function readRasterArt(file: string): Promise<{ art: Buffer } | { refused: RefusedArt }> {
  const read = await readContentFileAsync(file, 'raster');
  const fault = 'fault' in read ? read.fault : await decodeFault(read.bytes);
  return 'bytes' in read && fault === undefined ? { art: read.bytes } : { refused: new RefusedArt(`(баннер): ${fault}`) };
}

const NOT_IN_CONTENT = 'в папке контента не допускается';

/**
 * Every symlink and every entry that is neither a folder nor a regular file anywhere under the
 * content folder, as problems. The server never follows one (content-file.ts), so a link at a
 * name no campaign reads would lie there unseen; a content repository has no reason to hold one.
 * The walk is the watcher's bounded one (content-walk.ts): a folder past its depth or its count
 * is a problem too, so "anywhere" holds. The folder itself may be a link (a git-sync checkout);
 * `.git` is git's own.
 */
async function linksAndOddFiles(contentDir: string): Promise<{ problems: string[]; files: string[] }> {
  const { entries, cut } = await walkContent(contentDir, (name) => name === '.git');
  const files = entries.filter(({ found }) => found.isFile()).map(({ relative }) => path.join(contentDir, relative));
  const problems = entries.filter(({ found }) => !found.isFile()).map(({ relative, found }) => {
    const what = found.isSymbolicLink() ? 'ссылка (symlink)'
      : found.isDirectory() ? `папка глубже ${MAX_DEPTH} уровней` : 'не обычный файл';
    return `${path.join(contentDir, relative)}: ${what}: ${NOT_IN_CONTENT}`;
  });
  return { problems: cut ? [...problems, `${contentDir}: больше ${MAX_ENTRIES} файлов и папок: ${NOT_IN_CONTENT}`] : problems, files };
}

/** Files for people and editors, never read by a kind: the repository's README and the JSON Schemas written for editors. */
const FOR_EDITORS = /(?:^README\.md|(?:^|[/.])schema\.json)$/;

/**
 * The checked content, and the files no kind read (`unread`: content:check warns of each); throws ContentError listing every
 * problem (the loader's, links and odd files, the raster art's).
 */
export async function checkContentFolder(places: ContentPlaces): Promise<Content & { unread: string[] }> {
  const { contentDir } = places;
  const { problems, files } = await linksAndOddFiles(contentDir);
  const opened = new Set<string>();
  noteOpened(opened);
  try {
    const content = await checkedContent(places, problems);
    return { ...content, unread: files.filter((file) => !opened.has(file) && !FOR_EDITORS.test(path.relative(contentDir, file))) };
  } finally {
    noteOpened(undefined);
  }
}

async function checkedContent(places: ContentPlaces, problems: string[]): Promise<Content> {
  const { contentDir } = places;
  const content = loadContent(places);
  for (const campaign of [...content.campaigns, ...folderArts(places.pages.pageFolders, content.folders)]) {
    const art = rasterArtOf(bannersDirOf(contentDir), campaign);
    const checked = art && (await readRasterArt(art));
    if (checked && 'refused' in checked) problems.push(`${art}: ${checked.refused.message}`);
  }
  // A version Б's own art, as a campaign's: refused in its experiment's file, by the field that names it.
  const pages = { ...content, kinds: places.pages.contentFiles, pageFolders: places.pages.pageFolders };
  const { experiments } = readExperiments(contentDir, pages);
  for (const art of versionArts(contentDir, experiments, content.campaigns)) {
    const checked = await readRasterArt(art.art);
    if ('refused' in checked) problems.push(`${art.file}: ${versionArtProblem(art, checked.refused.message)}`);
  }
  if (problems.length > 0) throw new ContentError(problems);
  return { ...content, experiments };
}
