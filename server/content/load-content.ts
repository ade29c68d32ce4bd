// Reads and checks the content folder (docs/content.md): every `brands/<id>.json` and
// `campaigns/<id>.json` against the one schema (shared/content/campaign-schema.ts), then
// what no single file can say (a brand's colours too close, a brand or logo or banner
// that is missing, two files with one apiSlug, an id a fixed page holds), and
// lovecategory.json. A bad folder stops the build and start-up with one line per problem,
// in Russian, naming the file and the field, so an editor fixes all of them in one go.
// Each file's texts come back typeset once its checks pass (shared/typography/typeset.ts,
// docs/decisions/140-typography.md): the pages never typeset per request.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  SLUG_PATTERN, brandFileSchema, campaignFileSchema, lovecategoryFileSchema, type Brand, type Campaign, type LovecategoryDates,
} from '#shared/content/campaign-schema.js';
import { MIN_CONTRAST, contrastRatio } from '#shared/content/contrast.js';
import { RESERVED_SEGMENTS } from '#pages/route-table.js';
import { contentErrorMap } from './content-messages.js';
import { rasterArtOf } from './banner-art.js';
import { typesetAll } from '#shared/typography/typeset.js';

export interface Content {
  /** In file-name order. */
  campaigns: readonly Campaign[];
  /** In file-name order. */
  brands: readonly Brand[];
  /** Edits of live campaigns (`campaigns/<id>.draft.json`), shown to that campaign's preview only (server/preview/). */
  drafts: readonly Campaign[];
  lovecategory: LovecategoryDates;
}

export interface ContentPlaces {
  /** Holds campaigns/, brands/, banners/ and lovecategory.json. */
  contentDir: string;
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ошибки в контенте:\n${problems.join('\n')}`);
  }
}

const BANNER_SIZES = ['small', 'medium', 'large'] as const;
const DRAFT_SUFFIX = '.draft.json';

/**
 * The folder of each campaign's banners: `<id>-small.svg`, `-medium.svg`, `-large.svg`, or one raster
 * art `<id>.<png|jpg|jpeg|webp>` (server/content/raster-banners.ts); read at each request (server/routes/static.ts).
 */
export const bannersDirOf = (contentDir: string) => path.join(contentDir, 'banners');
/** The folder of the brands' files and their logos. */
export const brandsDirOf = (contentDir: string) => path.join(contentDir, 'brands');

/** `$schema` is for editors only: the app never sees it. */
function withoutSchemaLink<T extends { $schema?: string }>(data: T): Omit<T, '$schema'> {
  const copy = { ...data };
  delete copy.$schema;
  return copy;
}

/** A file's parsed JSON checked by `schema`, or its problems as `file: field: message` lines. */
function readChecked<T>(file: string, schema: z.ZodType<T>, problems: string[]): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: не читается как JSON (${(error as Error).message})`);
    return undefined;
  }
  const parsed = schema.safeParse(json, { error: contentErrorMap });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(файл)'}: ${issue.message}`);
  return undefined;
}

/** The JSON files of a folder (not its schema.json), in name order. */
const jsonFilesOf = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'schema.json').sort() : [];

/** The id a file's name gives, or a problem line when it cannot be one. */
function idOf(file: string, problems: string[], reserved: readonly string[] = []): string | undefined {
  const name = path.basename(file);
  const id = name.slice(0, -(name.endsWith(DRAFT_SUFFIX) ? DRAFT_SUFFIX : '.json').length);
  const problem = !SLUG_PATTERN.test(id)
    ? 'имя файла — это id: от 1 до 40 символов, латинские строчные буквы, цифры и дефис'
    : reserved.includes(id) ? `«${id}» уже занято другой страницей или путём сайта` : undefined;
  if (problem) problems.push(`${file}: (имя файла): ${problem}`);
  return problem ? undefined : id;
}

function readBrand(dir: string, name: string, problems: string[]): Brand | undefined {
  const file = path.join(dir, name);
  const id = idOf(file, problems);
  const data = readChecked(file, brandFileSchema, problems);
  if (!data || !id) return undefined;
  const ratio = contrastRatio(data.accent, data.accentText);
  if (ratio < MIN_CONTRAST) {
    const rule = `нужно не меньше ${MIN_CONTRAST}:1 (WCAG AA), иначе текст на кнопках не прочесть`;
    problems.push(`${file}: accentText: контраст с accent ${ratio.toFixed(2)}:1, ${rule}`);
  }
  if (data.logo && !existsSync(path.join(dir, data.logo))) problems.push(`${file}: logo: нет файла ${path.join(dir, data.logo)}`);
  return { id, ...typesetAll(withoutSchemaLink(data)) };
}

type CampaignFields = z.infer<typeof campaignFileSchema>;

function readCampaign(dir: string, name: string, brands: ReadonlyMap<string, Brand>, problems: string[]): Campaign | undefined {
  const file = path.join(dir, name);
  const id = idOf(file, problems, RESERVED_SEGMENTS);
  const data: CampaignFields | undefined = readChecked(file, campaignFileSchema, problems);
  if (!data || !id) return undefined;
  const brand = brands.get(data.brand);
  if (!brand) {
    const wanted = `content/brands/${data.brand}.json`;
    problems.push(`${file}: brand: нет бренда «${data.brand}» — нужен файл ${wanted} (или он с ошибками, см. выше)`);
    return undefined;
  }
  return { id, ...typesetAll(withoutSchemaLink(data)), brand };
}

function checkAcrossCampaigns(dir: string, campaigns: Campaign[], bannersDir: string, problems: string[]): void {
  const bySlug = new Map<string, string>();
  for (const campaign of campaigns) {
    const file = path.join(dir, `${campaign.id}.json`);
    const other = bySlug.get(campaign.apiSlug);
    if (other) problems.push(`${file}: apiSlug: «${campaign.apiSlug}» уже указан в ${other}.json — у каждой акции свой`);
    else bySlug.set(campaign.apiSlug, campaign.id);
    if (rasterArtOf(bannersDir, campaign.id)) continue;
    for (const size of BANNER_SIZES) {
      const banner = path.join(bannersDir, `${campaign.id}-${size}.svg`);
      if (!existsSync(banner)) problems.push(`${file}: (баннер): нет файла ${banner}`);
    }
  }
}

/** A draft edits a live campaign: its file must exist, and its apiSlug be no other campaign's. */
function checkDrafts(dir: string, drafts: Campaign[], campaigns: Campaign[], problems: string[]): void {
  for (const draft of drafts) {
    const file = path.join(dir, `${draft.id}${DRAFT_SUFFIX}`);
    if (!campaigns.some((campaign) => campaign.id === draft.id)) {
      problems.push(`${file}: (имя файла): нет файла ${draft.id}.json (черновик правит существующую акцию)`);
    }
    const other = campaigns.find((campaign) => campaign.apiSlug === draft.apiSlug && campaign.id !== draft.id);
    if (other) problems.push(`${file}: apiSlug: «${draft.apiSlug}» уже указан в ${other.id}.json — у каждой акции свой`);
  }
}

/** The checked content; throws ContentError listing every problem. */
export function loadContent({ contentDir }: ContentPlaces): Content {
  const problems: string[] = [];
  const brandsDir = brandsDirOf(contentDir);
  const brands = jsonFilesOf(brandsDir).map((name) => readBrand(brandsDir, name, problems)).filter((b): b is Brand => b !== undefined);
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const dir = path.join(contentDir, 'campaigns');
  const files = jsonFilesOf(dir);
  const read = (names: string[]) => names.map((name) => readCampaign(dir, name, brandById, problems))
    .filter((c): c is Campaign => c !== undefined);
  const campaigns = read(files.filter((name) => !name.endsWith(DRAFT_SUFFIX)));
  const drafts = read(files.filter((name) => name.endsWith(DRAFT_SUFFIX)));
  checkAcrossCampaigns(dir, campaigns, bannersDirOf(contentDir), problems);
  checkDrafts(dir, drafts, campaigns, problems);
  const lovecategoryFile = path.join(contentDir, 'lovecategory.json');
  const lovecategory = existsSync(lovecategoryFile)
    ? readChecked(lovecategoryFile, lovecategoryFileSchema, problems)
    : (problems.push(`${lovecategoryFile}: нет файла`), undefined);
  if (problems.length > 0 || !lovecategory) throw new ContentError(problems);
  return { campaigns, brands, drafts, lovecategory: typesetAll(withoutSchemaLink(lovecategory)) };
}
