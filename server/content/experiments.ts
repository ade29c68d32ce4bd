// Experiments (docs/product.md §12, docs/decisions/490-experiment-assignment.md): the files of
// the content folder's `experiments/` read and checked like every content file. A file with problems
// is held back alone, and told like any held-back file: with the content served before, its last good
// version serves on (the test keeps running as it was); else the page shows А to everyone, as
// before the file existed. What no single file can say is checked here: the page is there and its kind
// runs experiments, the goal is its kind's, Б sets only what its kind lets it (a campaign's fields; another
// kind's groups of its own file but dates and what the kind keeps out) and the page's file with Б over it
// still passes, Б's banner is in banners/, a campaign test's days lie inside the campaign's, Б differs from the
// page as it is (a test of А against А measures nothing), and a page has one test at a time (of two whose
// days meet, the file later by name is held back). Б's own raster art (versionArts) is cut, encoded, checked and
// refused as a campaign's (server/content/raster-banners.ts, check-content.ts): a file sharp cannot read holds the
// experiment back, naming `variant.bannerFile`.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Content, ContentPlaces, HeldBackFile } from './load-content.js';
import { FileProblems, bannersDirOf, jsonFilesOf, readChecked } from './load-content.js';
import {
  EXPERIMENT_FIELDS, EXPERIMENTS_FOLDER, campaignVariantSchema, experimentSchema, type Experiment,
} from '#shared/content/experiment-schema.js';
import { SLUG_PATTERN, type Campaign } from '#shared/content/campaign-schema.js';
import { typesetAll } from '#shared/typography/typeset.js';
import { withCampaignFields, type CampaignFields } from '#shared/content/campaign-fields.js';
import { EXPERIMENT_GOALS } from '#shared/analytics/goal-words.js';
import { sameJson, type Json } from '#shared/content/field-changes.js';
import { rasterArtOf, versionArtKey, type BannerOwner } from './banner-art.js';
import { readContentFile } from './content-file.js';
import { contentErrorMap } from './content-messages.js';
import { ownWithVariant } from '../experiments/version-b.js';
import { folderPageOf, folderProblems, withKeptFolderVersions, type FolderPages } from './folder-experiments.js';

/** What an experiment's page is looked up in: the campaigns, the kinds' own files served and the kinds' declarations. */
export type ExperimentPages = Pick<Content, 'campaigns' | 'kindFiles'> & { kinds: ContentPlaces['pages']['contentFiles'] } & FolderPages;

/** The kind whose pages are the campaigns (pages/campaign/kind.ts). */
const CAMPAIGN_KIND = 'campaign';

/** Whether every value `variant` sets (a phase's texts field by field) is the campaign's own. */
const setsNothingNew = (variant: unknown, live: unknown): boolean =>
  variant !== null && typeof variant === 'object' && live !== null && typeof live === 'object'
    ? Object.entries(variant).every(([key, value]) => value === undefined || setsNothingNew(value, (live as Record<string, unknown>)[key]))
    : variant === live;

/**
 * Б's fields, when all of them are what the campaign shows already (Б equal to А): each by its name; none when Б differs.
 * Б's texts are read as the site sets them (typeset, as the campaign's were when loaded), so a space typed is no difference.
 */
function sameAsLive(variant: CampaignFields, campaign: Campaign): string[] {
  const set = EXPERIMENT_FIELDS.filter((field) => variant[field] !== undefined);
  const shown = typesetAll(variant);
  return set.every((field) => setsNothingNew(shown[field], campaign[field])) ? set : [];
}

/** A campaign's version Б: its fields only, its days inside the campaign's, its banner there, Б not А. */
function campaignProblems(experiment: Experiment, file: string, contentDir: string, campaign: Campaign, problems: FileProblems): void {
  const variant = campaignVariantSchema.safeParse(experiment.variant, { error: contentErrorMap });
  for (const issue of variant.error?.issues ?? []) problems.add(file, `variant${['', ...issue.path].join('.')}: ${issue.message}`);
  if (experiment.starts < campaign.starts) problems.add(file, `starts: раньше первого дня акции (${campaign.starts})`);
  if (experiment.ends > campaign.ends) problems.add(file, `ends: позже последнего дня акции (${campaign.ends})`);
  // A decided test is over: once Б is kept, the campaign shows Б's fields, as it should.
  for (const field of experiment.decision || !variant.success ? [] : sameAsLive(variant.data, campaign)) {
    problems.add(file, `variant.${field}: как у акции на сайте — вариант Б не отличается от А; измените его или уберите`);
  }
  const banner = variant.data?.bannerFile;
  if (banner && !existsSync(path.join(bannersDirOf(contentDir), banner))) {
    problems.add(file, `variant.bannerFile: нет файла banners/${banner}`);
  }
}

/** The groups of a kind's file that are its dates: never version Б's. */
const dateFields = (schema: z.ZodType) => {
  type Properties = { properties?: Record<string, { format?: string }> };
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Properties;
  return Object.keys(properties).filter((field) => properties[field]!.format === 'date');
};

/** The groups of a kind's own file version Б never sets: its dates and what the kind keeps out (the studio's form leaves them out). */
export const untestedGroups = (kind: ExperimentPages['kinds'][number]) =>
  [...dateFields(kind.schema), ...kind.experiment?.untested ?? [], '$schema'];

/** Another kind's version Б: groups of its own file but dates and what it keeps out; the file with Б over it passes, and differs. */
function kindProblems(
  experiment: Experiment, file: string, kind: ExperimentPages['kinds'][number], served: unknown, problems: FileProblems,
): void {
  const kept = untestedGroups(kind);
  for (const field of Object.keys(experiment.variant).filter((key) => kept.includes(key))) {
    problems.add(file, `variant.${field}: этого вариант Б не меняет (даты и правила страницы — только в её файле)`);
  }
  const shown = ownWithVariant(served, experiment.variant);
  const checked = kind.schema.safeParse(shown, { error: contentErrorMap });
  for (const issue of checked.error?.issues ?? []) problems.add(file, `variant.${issue.path.join('.')}: ${issue.message}`);
  if (!experiment.decision && checked.success && sameJson(shown as Json, served as Json)) {
    problems.add(file, 'variant: как на странице сейчас — вариант Б не отличается от А; измените его');
  }
}

/** The problems no single file can show, of an experiment that passed its schema. */
function crossFileProblems(
  experiment: Experiment, file: string, contentDir: string, pages: ExperimentPages, problems: FileProblems, skipped: Set<string>,
): void {
  const campaign = pages.campaigns.find((entry) => entry.id === experiment.page);
  // A campaign whose own file is held back is told in its file; its test waits for it, unread and untold.
  if (!campaign && existsSync(path.join(contentDir, 'campaigns', `${experiment.page}.json`))) return void skipped.add(file);
  const folderPage = folderPageOf(experiment.page, pages);
  const kind = pages.kinds.find((entry) => entry.kind === (campaign ? CAMPAIGN_KIND : experiment.page) && entry.experiment);
  if (!kind?.experiment && !folderPage) {
    const fixed = pages.kinds.filter((entry) => entry.experiment && entry.kind !== CAMPAIGN_KIND).map((entry) => entry.kind);
    return void problems.add(file, `page: нет такой страницы: «${experiment.page}»; это акция (имя её файла) или ${fixed.join(', ')}`);
  }
  const goals = folderPage ? folderPage.folder.experiment!.goals(folderPage.entry as never) : kind!.experiment!.goals;
  if (goals.length === 0) problems.add(file, 'goal: на этой странице нет события-цели, эксперимент на ней нечем измерить');
  else if (!goals.includes(experiment.goal)) {
    problems.add(file, `goal: у этой страницы цели — ${goals.map((goal) => `${goal} (${EXPERIMENT_GOALS[goal]})`).join(', ')}`);
  }
  if (campaign) campaignProblems(experiment, file, contentDir, campaign, problems);
  else if (folderPage) folderProblems(experiment, file, contentDir, folderPage, problems);
  else if (kind) kindProblems(experiment, file, kind, pages.kindFiles[kind.kind] ?? kind.empty, problems);
}

/** A content with its experiments. */
type ExperimentsOf = Pick<Content, 'campaigns' | 'kindFiles'> & Partial<Pick<Content, 'folders'>> & { experiments: readonly Experiment[] };

/** A page's file's digest, as a decision to keep Б records it (server/studio-listener/experiment-edits.ts). */
export const fileDigest = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** The page's own file in the content folder (relative): a campaign's, or its kind's; none for no such page. */
export function pageFileOf(page: string, pages: Pick<ExperimentPages, 'campaigns' | 'kinds' | keyof FolderPages>): string | undefined {
  const folder = folderPageOf(page, pages)?.folder.folder;
  if (folder) return `${folder}/${page}.json`;
  if (pages.campaigns.some((campaign) => campaign.id === page)) return `campaigns/${page}.json`;
  return pages.kinds.find((kind) => kind.kind === page)?.file;
}

/** Whether Б was kept over the page's file as it is now: the decision's digest is the file's (read within its bound). */
function keptOverNow(experiment: Experiment, contentDir: string, pages: ExperimentPages): boolean {
  const file = experiment.decision === 'b' && experiment.keptOver ? pageFileOf(experiment.page, pages) : undefined;
  const read = file && readContentFile(path.join(contentDir, file), 'json');
  return Boolean(read && 'bytes' in read && fileDigest(read.bytes) === experiment.keptOver);
}

/**
 * The content with each kept version Б over its page (docs/product.md §12: keeping Б shows Б to every visitor at once):
 * until the change that makes Б the page's content is published (the page's file changes), the decision is the content.
 */
export function withKeptVersions<C extends ExperimentsOf>(content: C, pageFolders: FolderPages['pageFolders'] = []): C {
  const kept = content.experiments.filter((experiment) => experiment.keptB);
  if (kept.length === 0) return content;
  const over = (id: string) => kept.find((experiment) => experiment.page === id)?.variant;
  const kindFiles = Object.fromEntries(Object.entries(content.kindFiles).map(([kind, own]) => {
    const variant = over(kind);
    return [kind, variant ? ownWithVariant(own, variant) : own];
  }));
  const campaigns = content.campaigns.map((campaign) => {
    const variant = over(campaign.id);
    return variant ? withCampaignFields(campaign, variant as CampaignFields) : campaign;
  });
  const folders = content.folders && withKeptFolderVersions(content.folders, pageFolders, kept);
  return { ...content, campaigns, kindFiles, ...folders && { folders } };
}

/** Whether two experiments of one page would run on a common day (a decided one runs no more). */
const overlap = (one: Experiment, other: Experiment) =>
  one.page === other.page && !one.decision && !other.decision && one.starts <= other.ends && other.starts <= one.ends;

/** One file read and checked; undefined: it has problems. */
function readOne(
  contentDir: string, name: string, pages: ExperimentPages, problems: FileProblems, skipped: Set<string>,
): Experiment | undefined {
  const file = path.join(contentDir, EXPERIMENTS_FOLDER, name);
  const id = name.replace(/\.json$/, '');
  if (!SLUG_PATTERN.test(id)) return void problems.add(file, '(имя файла): латиница в нижнем регистре, цифры и дефис');
  const read = readChecked(file, experimentSchema, problems);
  if (!read) return undefined;
  // `campaign` stays accepted for a campaign: the page is named by `page` alone from here on.
  const { page, campaign, ...fields } = read;
  const experiment: Experiment = { ...fields, id, page: (page ?? campaign)! };
  crossFileProblems(experiment, file, contentDir, pages, problems, skipped);
  if (problems.has(file) || skipped.has(file)) return undefined;
  return keptOverNow(experiment, contentDir, pages) ? { ...experiment, keptB: true } : experiment;
}

/**
 * The experiments of the content folder, in file-name order, and the files held back; `previous`: the
 * experiments served now, whose last good version serves on for a file that turned bad.
 */
export function readExperiments(
  contentDir: string, pages: ExperimentPages, previous: readonly Experiment[] = [],
): { experiments: Experiment[]; heldBack: HeldBackFile[] } {
  const dir = path.join(contentDir, EXPERIMENTS_FOLDER);
  const problems = new FileProblems();
  const kept = new Set<string>();
  const skipped = new Set<string>();
  const before = new Map(previous.map((experiment) => [experiment.id, experiment]));
  const experiments: Experiment[] = [];
  for (const name of jsonFilesOf(dir)) {
    const file = path.join(dir, name);
    const read = readOne(contentDir, name, pages, problems, skipped);
    const clash = read && experiments.find((other) => overlap(other, read));
    if (read && clash) {
      problems.add(file, `starts: на странице уже идёт эксперимент «${clash.name}» (${clash.starts} — ${clash.ends}); `
        + 'один эксперимент за раз');
    }
    const last = skipped.has(file) ? undefined : before.get(name.replace(/\.json$/, ''));
    const shown = read && !clash ? read : last && !experiments.some((other) => overlap(other, last)) ? last : undefined;
    if (shown !== read && shown) kept.add(file);
    if (shown) experiments.push(shown);
  }
  return { experiments, heldBack: problems.heldBack(kept) };
}

/** A version Б's raster art of its own: encoded, checked and refused as a campaign's art is (site-content.ts, check-content.ts). */
export interface VersionArt {
  experiment: Experiment;
  /** The experiment's file (absolute). */
  file: string;
  /** Б's campaign as far as its art goes, with the key its banner is kept by (banner-art.ts's versionArtKey). */
  owner: BannerOwner & { key: string };
  /** The art file (absolute). */
  art: string;
}

/**
 * The raster art of each undecided experiment's version Б that is not its campaign's (a file or a focus of its own);
 * none for a Б that shows the campaign's banner.
 */
export function versionArts(contentDir: string, experiments: readonly Experiment[], campaigns: readonly Campaign[]): VersionArt[] {
  return experiments.flatMap((experiment) => {
    const campaign = !experiment.decision && campaigns.find((entry) => entry.id === experiment.page);
    if (!campaign) return [];
    const { id, bannerFile, focus } = withCampaignFields(campaign, experiment.variant as CampaignFields);
    const owner = { id, bannerFile, focus, key: versionArtKey({ id, bannerFile, focus }) };
    const art = owner.key === versionArtKey(campaign) ? undefined : rasterArtOf(bannersDirOf(contentDir), owner);
    return art ? [{ experiment, file: path.join(contentDir, EXPERIMENTS_FOLDER, `${experiment.id}.json`), owner, art }] : [];
  });
}

/** Why a version Б's art is refused, as its file's problem: the field that names it, and the art's own refusal. */
export const versionArtProblem = (art: VersionArt, message: string) =>
  `variant.bannerFile: banners/${path.basename(art.art)} ${message.replace(/^\(баннер\): /, '')}`;
