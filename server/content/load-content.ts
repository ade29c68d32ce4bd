// Reads and checks the content folder (docs/content.md): every brand and campaign file against the one schema
// (shared/content/campaign-schema.ts), then what no single file can say (colours too close, a missing brand, logo
// or banner, two files with one apiSlug, an id a fixed page holds), and each kind's own file against its
// descriptor's schema. A bad folder stops the build and start-up with one Russian line per problem, naming file
// and field. A running server reads a change keeping what it serves (`previous`): a broken file holds back only
// itself (docs/decisions/105-broken-file-holds-back-itself.md). The folder is untrusted: every file is read by
// content-file.ts, scripted SVG refused (svg-safety.ts); texts typeset once (docs/decisions/140-typography.md).
import { existsSync, lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  SLUG_PATTERN, brandFileSchema, campaignFileSchema, type Brand, type Campaign,
} from '#shared/content/campaign-schema.js';
import { MIN_CONTRAST, contrastRatio } from '#shared/content/contrast.js';
import type { PageRegistry } from '../pages/page-registry.js';
import type { KindFiles } from '../pages/page-kind.js';
import { rasterArtOf, svgBannersOf } from './banner-art.js';
import { NO_FILE, contentFileFault, readContentFile } from './content-file.js';
import { svgFault } from './svg-safety.js';
import { readPageFolders, type FolderEntries } from './page-folders.js';
import { FileProblems, jsonFilesOf, readChecked, withoutSchemaLink, type HeldBackFile } from './checked-file.js';

export { FileProblems, jsonFilesOf, readChecked, type HeldBackFile };
import { typesetAll } from '#shared/typography/typeset.js';
import type { ScheduledChange } from '#shared/content/scheduled-change-schema.js';
import type { Experiment } from '#shared/content/experiment-schema.js';

export interface Content {
  /** In file-name order. */
  campaigns: readonly Campaign[];
  /** In file-name order. */
  brands: readonly Brand[];
  /** Each kind's own content file's value (PageKindDescriptor.content.own), by kind. */
  kindFiles: KindFiles;
  /** The entries of each kind's folder of page files (PageKindDescriptor.content.folder: the landings), by kind. */
  folders: FolderEntries;
  /**
   * The campaigns' SVG banners and the brands' SVG logos as checked, by absolute path: what the
   * art route serves (server/routes/content-files.ts), never the file as it is now. Art changed
   * into what the check refuses keeps its last good bytes here, and its campaign serves on with them.
   */
  svgArt: ReadonlyMap<string, Buffer>;
  /** The scheduled changes (`schedule/<id>.json`), applied or pending (server/content/schedule.ts); unset: none read. */
  schedule?: readonly ScheduledChange[];
  /** The campaigns' experiments (`experiments/<id>.json`), running or not (server/content/experiments.ts); unset: none read. */
  experiments?: readonly Experiment[];
  /**
   * The kinds whose own file has never passed in this process: their empty value stands in
   * (kindFiles), their pages answer 503 and are listed nowhere (docs/decisions/105-broken-file-holds-back-itself.md).
   */
  neverGood?: readonly string[];
}

export interface ContentPlaces {
  /** Holds campaigns/, brands/, banners/ and each kind's own file. */
  contentDir: string;
  /** What the page kinds ask of the content: the ids a campaign may not take, their files and folders (server/pages/page-registry.ts). */
  pages: Pick<PageRegistry, 'reservedSegments' | 'contentFiles' | 'pageFolders'>;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ошибки в контенте:\n${problems.join('\n')}`);
  }
}


/** The content of a read that keeps what is served, and the files it held back. */
export interface LoadedContent {
  content: Content;
  heldBack: HeldBackFile[];
}


/**
 * The folder of each campaign's banners: `<id>-small.svg`, `-medium.svg`, `-large.svg`, or one raster
 * art `<id>.<png|jpg|jpeg|webp>` (server/content/raster-banners.ts); read at each request (server/routes/static.ts).
 */
export const bannersDirOf = (contentDir: string) => path.join(contentDir, 'banners');
/** The folder of the brands' files and their logos. */
export const brandsDirOf = (contentDir: string) => path.join(contentDir, 'brands');

/** The id a file's name gives, or a problem when it cannot be one. */
function idOf(file: string, problems: FileProblems, reserved: readonly string[] = []): string | undefined {
  const name = path.basename(file);
  const id = name.slice(0, -'.json'.length);
  const problem = !SLUG_PATTERN.test(id)
    ? 'имя файла — это id: от 1 до 40 символов, латинские строчные буквы, цифры и дефис'
    : reserved.includes(id) ? `«${id}» уже занято другой страницей или путём сайта` : undefined;
  if (problem) problems.add(file, `(имя файла): ${problem}`);
  return problem ? undefined : id;
}

/** A file read: its path, the id its name gives (if it can be one) and its entry (if it passed its own checks). */
interface ReadFile<T> {
  file: string;
  id: string | undefined;
  entry: T | undefined;
}

/**
 * A brand's file read, its logo too: `logoSvg` holds an SVG logo's bytes when they passed the
 * check, what the logo route serves (Content.svgArt), never the file as it is later.
 */
function readBrand(dir: string, name: string, problems: FileProblems, logoSvg: Map<string, Buffer>): ReadFile<Brand> {
  const file = path.join(dir, name);
  const id = idOf(file, problems);
  const data = readChecked(file, brandFileSchema, problems);
  if (!data || !id) return { file, id, entry: undefined };
  const ratio = contrastRatio(data.accent, data.accentText);
  if (ratio < MIN_CONTRAST) {
    const rule = `нужно не меньше ${MIN_CONTRAST}:1 (WCAG AA), иначе текст на кнопках не прочесть`;
    problems.add(file, `accentText: контраст с accent ${ratio.toFixed(2)}:1, ${rule}`);
  }
  const logo = data.logo && path.join(dir, data.logo);
  const { fault: logoFault, svg } = logo ? readArt(logo) : {};
  if (logoFault) problems.add(file, `logo: ${logoFault}`);
  if (logo && svg) logoSvg.set(logo, svg);
  return { file, id, entry: { id, ...typesetAll(withoutSchemaLink(data)) } };
}

/**
 * Why a banner or a logo the content names cannot be served, or undefined: missing, not a
 * regular file, past its bound, or an SVG that could act; an SVG that passes, with its bytes.
 * A raster one is decoded when the content is prepared (check-content.ts's readRasterArt).
 * Names the file, never quotes it.
 */
function readArt(art: string): { fault?: string; svg?: Buffer } {
  // One open per file: its fault says whether it is there (no exists or lstat before it).
  const named = (fault: string | undefined) => (fault === NO_FILE ? `нет файла ${art}` : fault && `${art}: ${fault}`);
  if (!art.endsWith('.svg')) return { fault: named(contentFileFault(art, 'raster')) };
  const read = readContentFile(art, 'svg');
  if ('fault' in read) return { fault: named(read.fault) };
  const fault = named(svgFault(read.bytes.toString('utf8')));
  return fault ? { fault } : { svg: read.bytes };
}

function readCampaign(
  dir: string, name: string, brands: ReadonlyMap<string, Brand>, reserved: readonly string[], problems: FileProblems,
): ReadFile<Campaign> {
  const file = path.join(dir, name);
  const id = idOf(file, problems, reserved);
  const data = readChecked(file, campaignFileSchema, problems);
  if (!data || !id) return { file, id, entry: undefined };
  const brand = brands.get(data.brand);
  if (!brand) {
    const wanted = `content/brands/${data.brand}.json`;
    problems.add(file, `brand: нет бренда «${data.brand}» — нужен файл ${wanted} (или он с ошибками, см. выше)`);
    return { file, id, entry: undefined };
  }
  return { file, id, entry: { id, ...typesetAll(withoutSchemaLink(data)), brand } };
}

/** What no single campaign file can say: its apiSlug is another's, a banner is missing. */
function checkAcrossCampaigns(
  dir: string, campaigns: readonly Campaign[], bannersDir: string, bannerFault: (banner: string) => string | undefined,
  problems: FileProblems,
): void {
  const bySlug = new Map<string, string>();
  for (const campaign of campaigns) {
    const file = path.join(dir, `${campaign.id}.json`);
    const other = bySlug.get(campaign.apiSlug);
    if (other) problems.add(file, `apiSlug: «${campaign.apiSlug}» уже указан в ${other}.json — у каждой акции свой`);
    else bySlug.set(campaign.apiSlug, campaign.id);
    const raster = rasterArtOf(bannersDir, campaign);
    if (!raster && campaign.bannerFile) {
      problems.add(file, `bannerFile: нет файла ${path.join(bannersDir, campaign.bannerFile)}`);
      continue;
    }
    const banners = raster ? [raster] : svgBannersOf(bannersDir, campaign.id);
    for (const banner of banners) {
      const fault = bannerFault(banner);
      if (fault) problems.add(file, `(баннер): ${fault}`);
    }
  }
}

/**
 * The entries of one kind of file: each read one, or, when its file has a problem, the entry
 * `previous` served under its id (a file that never was good is left out).
 */
function keepingPrevious<T extends { id: string }>(
  read: ReadonlyArray<ReadFile<T>>,
  previous: readonly T[] | undefined, problems: FileProblems, kept: Set<string>,
): T[] {
  const before = new Map((previous ?? []).map((entry) => [entry.id, entry]));
  return read.flatMap(({ file, id, entry }) => {
    if (entry && !problems.has(file)) return [entry];
    const last = id === undefined ? undefined : before.get(id);
    if (last) kept.add(file);
    return last ? [last] : [];
  });
}

/** `campaigns` less those a cross-file rule refuses: for each, its version in `previous` when that passes the rule. */
function passingAcross(
  campaigns: Campaign[], check: (campaigns: readonly Campaign[], problems: FileProblems) => void, fileOf: (id: string) => string,
  previous: readonly Campaign[] | undefined, problems: FileProblems, kept: Set<string>,
): Campaign[] {
  let shown = campaigns;
  // A refused file falls back once to its last good version, which is checked again with the rest.
  for (let pass = 0; pass < 2; pass += 1) {
    const found = new FileProblems();
    check(shown, found);
    if (found.byFile.size === 0) break;
    for (const [file, messages] of found.byFile) for (const message of messages) problems.add(file, message);
    const before = new Map((previous ?? []).map((campaign) => [campaign.id, campaign]));
    shown = shown.flatMap((campaign) => {
      const file = fileOf(campaign.id);
      if (!found.has(file)) return [campaign];
      kept.delete(file);
      const last = pass === 0 ? before.get(campaign.id) : undefined;
      if (last && last !== campaign) kept.add(file);
      return last && last !== campaign ? [last] : [];
    });
  }
  return shown;
}

/** The content's own folders are folders, not symlinks to some other place (the content folder itself may be one: git-sync swaps it). */
function checkFolders(contentDir: string, folders: ContentPlaces['pages']['pageFolders'], problems: FileProblems): void {
  for (const dir of ['campaigns', 'brands', 'banners', ...folders.map(({ folder }) => folder)].map((name) => path.join(contentDir, name))) {
    if (lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) {
      problems.add(dir, 'это символьная ссылка: в папке контента допускаются только обычные файлы и папки');
    }
  }
}

/** The content's own folders that every content has: without them the folder is no content at all. */
const OWN_FOLDERS = ['campaigns/', 'brands/'] as const;

/**
 * A folder that is gone or not whole (a broken link, an empty checkout, a vanished volume, a copy that stopped part
 * way: campaigns/ or brands/ missing, or a kind's own file) is refused whole like any other bad change, never read as
 * "every campaign removed": the content served stays (docs/decisions/105-broken-file-holds-back-itself.md).
 */
function checkPresent(contentDir: string, kindFiles: ContentPlaces['pages']['contentFiles'], problems: FileProblems): void {
  const isFolder = (name: string) => statSync(path.join(contentDir, name), { throwIfNoEntry: false })?.isDirectory();
  const folders = OWN_FOLDERS.filter((name) => !isFolder(name));
  const files = kindFiles.map(({ file }) => file).filter((name) => !existsSync(path.join(contentDir, name)));
  const missing = folders.length > 0 ? folders : files;
  if (missing.length === 0) return;
  const what = existsSync(contentDir)
    ? `в папке контента нет ${missing.join(', ').replace(/, ([^,]+)$/, ' и $1')}: она пуста или выложена не целиком`
    : 'папки контента нет (пропал том или сломана ссылка)';
  problems.add(contentDir, `${what}; изменение не принято целиком, сайт показывает прежний контент`);
}

/** Reads the folder; with `previous`, a file that has problems keeps its entry there (see keepingPrevious). */
function readContent(
  { contentDir, pages }: ContentPlaces, previous: Content | undefined,
): { content?: Content; problems: FileProblems; kept: Set<string> } {
  const problems = new FileProblems();
  const kept = new Set<string>();
  // A folder gone, empty or linked elsewhere: nothing of it is read (a reload is refused whole, the content served stays).
  checkPresent(contentDir, pages.contentFiles, problems);
  if (problems.byFile.size > 0) return { problems, kept };
  checkFolders(contentDir, pages.pageFolders, problems);
  if (problems.byFile.size > 0) return { problems, kept };
  const brandsDir = brandsDirOf(contentDir);
  const logoSvg = new Map<string, Buffer>();
  const brandFiles = jsonFilesOf(brandsDir).map((name) => readBrand(brandsDir, name, problems, logoSvg));
  const brands = keepingPrevious(brandFiles, previous?.brands, problems, kept);
  // The SVG art served (banners added below): a served brand's logo as it passed now, else, for a
  // brand held back because its logo turned bad, the bytes its kept version was served with.
  const svgArt = new Map<string, Buffer>();
  for (const { logo } of brands) {
    const file = logo?.endsWith('.svg') ? path.join(brandsDir, logo) : undefined;
    const bytes = file && (logoSvg.get(file) ?? previous?.svgArt.get(file));
    if (file && bytes) svgArt.set(file, bytes);
  }
  // A check (no previous) names a campaign's brand problems once, in the brand's file; a reload holds
  // back the campaigns of a brand it could not take.
  const brandsForCampaigns = previous ? brands : brandFiles.flatMap(({ entry }) => (entry ? [entry] : []));
  const brandById = new Map(brandsForCampaigns.map((brand) => [brand.id, brand]));
  const dir = path.join(contentDir, 'campaigns');
  const files = jsonFilesOf(dir);
  // A kept campaign shows the brand served now under its id; without one it is left out (it refers to it).
  const relinked = (campaigns: readonly Campaign[] | undefined) => campaigns?.flatMap((campaign) => {
    const brand = brandById.get(campaign.brand.id);
    return brand ? [{ ...campaign, brand }] : [];
  });
  const read = (names: string[], before: readonly Campaign[] | undefined) => keepingPrevious(
    names.map((name) => readCampaign(dir, name, brandById, pages.reservedSegments, problems)), relinked(before), problems, kept,
  );
  const campaignFile = (id: string) => path.join(dir, `${id}.json`);
  // The cross-file check runs again on the versions a refusal fell back to: a banner is read once per read all the same.
  // An SVG banner refused now that passed before keeps its last good bytes (its file is held back, its campaign serves on).
  const bannerFaults = new Map<string, string | undefined>();
  const bannerFault = (banner: string) => {
    if (bannerFaults.has(banner)) return bannerFaults.get(banner);
    const { fault, svg } = readArt(banner);
    const last = fault ? previous?.svgArt.get(banner) : undefined;
    if (last) {
      problems.add(banner, fault!.replace(`${banner}: `, ''));
      kept.add(banner);
    }
    const bytes = svg ?? last;
    if (bytes) svgArt.set(banner, bytes);
    bannerFaults.set(banner, last ? undefined : fault);
    return bannerFaults.get(banner);
  };
  const campaigns = passingAcross(
    read(files, previous?.campaigns),
    (shown, found) => checkAcrossCampaigns(dir, shown, bannersDirOf(contentDir), bannerFault, found), campaignFile,
    relinked(previous?.campaigns), problems, kept,
  );
  const { kindFiles, neverGood } = readKindFiles(contentDir, pages.contentFiles, previous, problems, kept);
  const known = { brands: brandsForCampaigns, campaigns, bannersDir: bannersDirOf(contentDir) };
  const folders = readPageFolders(contentDir, pages.pageFolders, known, previous?.folders, problems, kept);
  return { content: { campaigns, brands, kindFiles, folders, svgArt, ...(neverGood.length > 0 && { neverGood }) }, problems, kept };
}

/**
 * Each kind's own file (PageKindDescriptor.content.own), or, when it has problems, its value in
 * `previous`; a file never good gives its kind's empty value (held back, not kept, its kind
 * in `neverGood`): a process never dies of content, only of a folder it cannot read
 * (docs/decisions/105-broken-file-holds-back-itself.md).
 */
function readKindFiles(
  contentDir: string, files: ContentPlaces['pages']['contentFiles'], previous: Content | undefined,
  problems: FileProblems, kept: Set<string>,
): { kindFiles: KindFiles; neverGood: string[] } {
  const values: Record<string, unknown> = {};
  const neverGood: string[] = [];
  // Every file is read, so a check lists every file's problems at once.
  for (const { kind, file: name, schema, empty } of files) {
    const file = path.join(contentDir, name);
    const read = readChecked(file, schema, problems);
    if (read) values[kind] = typesetAll(withoutSchemaLink(read));
    else if (previous && kind in previous.kindFiles && !previous.neverGood?.includes(kind)) {
      values[kind] = previous.kindFiles[kind];
      kept.add(file);
    } else {
      values[kind] = empty;
      neverGood.push(kind);
    }
  }
  return { kindFiles: values, neverGood };
}

/** The checked content; throws ContentError listing every problem (the build, `content:check`, start-up). */
export function loadContent(places: ContentPlaces): Content {
  const { content, problems } = readContent(places, undefined);
  if (problems.byFile.size > 0 || !content) throw new ContentError(problems.lines());
  return content;
}

/**
 * A change of the folder read while `previous` is served: every good file is taken, a file
 * with problems is held back (its version in `previous` serves on, if it has one), and so is
 * what refers to it. Throws ContentError only when nothing of the folder is read: the folder is gone or not whole
 * (no campaigns/, brands/ or a kind's own file: checkPresent), or one of its own folders is a symlink (checkFolders);
 * a kind's own file never good gives its empty value (readKindFiles).
 */
export function loadContentKeeping(places: ContentPlaces, previous: Content | undefined): LoadedContent {
  const { content, problems, kept } = readContent(places, previous);
  if (!content) throw new ContentError(problems.lines());
  return { content, heldBack: problems.heldBack(kept) };
}
