// Reads and checks the content (PRODUCT.md §4): every `campaigns/<id>.json` of the content
// folder against the one schema (shared/content/campaign-schema.ts), then what no single
// file can say (two files with one apiSlug, a missing banner, an id a fixed page holds),
// and lovecategory.json. A bad file stops the build and start-up with one line per
// problem naming the file and the field, so an editor fixes all of them in one go.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { SLUG_PATTERN, campaignFileSchema, lovecategoryFileSchema, type Campaign, type LovecategoryDates } from '#shared/content/campaign-schema.js';
import { RESERVED_SEGMENTS } from '#shared/pages/registry.js';
import { rasterArtOf } from './banner-art.js';

export interface Content {
  /** In file-name order. */
  campaigns: readonly Campaign[];
  /** Edits of live campaigns (`campaigns/<id>.draft.json`), shown to that campaign's preview only (server/preview/). */
  drafts: readonly Campaign[];
  lovecategory: LovecategoryDates;
}

export interface ContentPlaces {
  /** Holds campaigns/ and lovecategory.json. */
  contentDir: string;
  /**
   * Where each campaign's <id>-{small,medium,large}.svg is when the content folder's
   * banners/ has neither them nor one raster art <id>.<png|jpg|jpeg|webp> (the build's).
   */
  bannersDir: string;
}

/** The content folder's banners: served before the build's (server/routes/static.ts), so a new campaign needs no build. */
export const contentBannersDir = (contentDir: string) => path.join(contentDir, 'banners');

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.join('\n')}`);
  }
}

const BANNER_SIZES = ['small', 'medium', 'large'] as const;
const DRAFT_SUFFIX = '.draft.json';

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
    problems.push(`${file}: not readable JSON (${(error as Error).message})`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  return undefined;
}

function readCampaign(dir: string, name: string, problems: string[]): Campaign | undefined {
  const file = path.join(dir, name);
  const id = name.slice(0, -(name.endsWith(DRAFT_SUFFIX) ? DRAFT_SUFFIX : '.json').length);
  const idProblem = !SLUG_PATTERN.test(id)
    ? 'the id must be 1–40 characters of a-z, 0-9 and -'
    : RESERVED_SEGMENTS.includes(id) ? `"${id}" is taken by another page or path of the site` : undefined;
  if (idProblem) problems.push(`${file}: (file name): ${idProblem}`);
  const data = readChecked(file, campaignFileSchema, problems);
  if (!data || idProblem) return undefined;
  return { id, ...withoutSchemaLink(data) };
}

function checkAcrossFiles(dir: string, campaigns: Campaign[], { contentDir, bannersDir }: ContentPlaces, problems: string[]): void {
  const contentBanners = contentBannersDir(contentDir);
  const bySlug = new Map<string, string>();
  for (const campaign of campaigns) {
    const file = path.join(dir, `${campaign.id}.json`);
    const other = bySlug.get(campaign.apiSlug);
    if (other) problems.push(`${file}: apiSlug: "${campaign.apiSlug}" is already the apiSlug of ${other}.json`);
    else bySlug.set(campaign.apiSlug, campaign.id);
    if (rasterArtOf(contentBanners, campaign.id)) continue;
    for (const size of BANNER_SIZES) {
      const name = `${campaign.id}-${size}.svg`;
      if (!existsSync(path.join(contentBanners, name)) && !existsSync(path.join(bannersDir, name))) {
        problems.push(`${file}: (banner): ${path.join(bannersDir, name)} is missing`);
      }
    }
  }
}

/** A draft edits a live campaign: its file must exist, and its apiSlug be no other campaign's. */
function checkDrafts(dir: string, drafts: Campaign[], campaigns: Campaign[], problems: string[]): void {
  for (const draft of drafts) {
    const file = path.join(dir, `${draft.id}${DRAFT_SUFFIX}`);
    if (!campaigns.some((campaign) => campaign.id === draft.id)) {
      problems.push(`${file}: (file name): ${draft.id}.json is missing (a draft edits a campaign file)`);
    }
    const other = campaigns.find((campaign) => campaign.apiSlug === draft.apiSlug && campaign.id !== draft.id);
    if (other) problems.push(`${file}: apiSlug: "${draft.apiSlug}" is already the apiSlug of ${other.id}.json`);
  }
}

/** The checked content; throws ContentError listing every problem. */
export function loadContent({ contentDir, bannersDir }: ContentPlaces): Content {
  const problems: string[] = [];
  const dir = path.join(contentDir, 'campaigns');
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'schema.json').sort() : [];
  const read = (names: string[]) => names.map((name) => readCampaign(dir, name, problems)).filter((c): c is Campaign => c !== undefined);
  const campaigns = read(files.filter((name) => !name.endsWith(DRAFT_SUFFIX)));
  const drafts = read(files.filter((name) => name.endsWith(DRAFT_SUFFIX)));
  checkAcrossFiles(dir, campaigns, { contentDir, bannersDir }, problems);
  checkDrafts(dir, drafts, campaigns, problems);
  const lovecategoryFile = path.join(contentDir, 'lovecategory.json');
  const lovecategory = existsSync(lovecategoryFile)
    ? readChecked(lovecategoryFile, lovecategoryFileSchema, problems)
    : (problems.push(`${lovecategoryFile}: missing`), undefined);
  if (problems.length > 0 || !lovecategory) throw new ContentError(problems);
  return { campaigns, drafts, lovecategory: withoutSchemaLink(lovecategory) };
}
