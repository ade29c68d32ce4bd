// Campaign experiments (docs/product.md §12, docs/decisions/490-experiment-assignment.md): the files of
// the content folder's `experiments/` read and checked like every content file. A file with problems
// is held back alone, and told like any held-back file: with the content served before, its last good
// version serves on (the test keeps running as it was); else the campaign shows А to everyone, as
// before the file existed. What no single file can say is checked here: the campaign is there, Б's
// banner is in banners/, the test's days lie inside the campaign's, Б differs from the campaign as it
// is (a test of А against А measures nothing), and a campaign has one test at a time (of two whose
// days meet, the file later by name is held back). Б's own raster art (versionArts) is cut, encoded, checked and
// refused as a campaign's (server/content/raster-banners.ts, check-content.ts): a file sharp cannot read holds the
// experiment back, naming `variant.bannerFile`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HeldBackFile } from './load-content.js';
import { FileProblems, bannersDirOf, jsonFilesOf, readChecked } from './load-content.js';
import { EXPERIMENT_FIELDS, EXPERIMENTS_FOLDER, experimentSchema, type Experiment } from '#shared/content/experiment-schema.js';
import { SLUG_PATTERN, type Campaign } from '#shared/content/campaign-schema.js';
import { typesetAll } from '#shared/typography/typeset.js';
import { withCampaignFields } from '#shared/content/campaign-fields.js';
import { rasterArtOf, versionArtKey, type BannerOwner } from './banner-art.js';

/** Whether every value `variant` sets (a phase's texts field by field) is the campaign's own. */
const setsNothingNew = (variant: unknown, live: unknown): boolean =>
  variant !== null && typeof variant === 'object' && live !== null && typeof live === 'object'
    ? Object.entries(variant).every(([key, value]) => value === undefined || setsNothingNew(value, (live as Record<string, unknown>)[key]))
    : variant === live;

/**
 * Б's fields, when all of them are what the campaign shows already (Б equal to А): each by its name; none when Б differs.
 * Б's texts are read as the site sets them (typeset, as the campaign's were when loaded), so a space typed is no difference.
 */
function sameAsLive(variant: Experiment['variant'], campaign: Campaign): string[] {
  const set = EXPERIMENT_FIELDS.filter((field) => variant[field] !== undefined);
  const shown = typesetAll(variant);
  return set.every((field) => setsNothingNew(shown[field], campaign[field])) ? set : [];
}

/** The problems no single file can show, of an experiment that passed its schema. */
function crossFileProblems(
  experiment: Experiment, file: string, contentDir: string, campaigns: readonly Campaign[], problems: FileProblems, skipped: Set<string>,
): void {
  const campaign = campaigns.find((entry) => entry.id === experiment.campaign);
  // A campaign whose own file is held back is told in its file; its test waits for it, unread and untold.
  if (!campaign && existsSync(path.join(contentDir, 'campaigns', `${experiment.campaign}.json`))) return void skipped.add(file);
  if (!campaign) return void problems.add(file, `campaign: нет акции «${experiment.campaign}»`);
  if (experiment.starts < campaign.starts) problems.add(file, `starts: раньше первого дня акции (${campaign.starts})`);
  if (experiment.ends > campaign.ends) problems.add(file, `ends: позже последнего дня акции (${campaign.ends})`);
  // A decided test is over: once Б is kept, the campaign shows Б's fields, as it should.
  for (const field of experiment.decision ? [] : sameAsLive(experiment.variant, campaign)) {
    problems.add(file, `variant.${field}: как у акции на сайте — вариант Б не отличается от А; измените его или уберите`);
  }
  const banner = experiment.variant.bannerFile;
  if (banner && !existsSync(path.join(bannersDirOf(contentDir), banner))) {
    problems.add(file, `variant.bannerFile: нет файла banners/${banner}`);
  }
}

/** Whether two experiments of one campaign would run on a common day (a decided one runs no more). */
const overlap = (one: Experiment, other: Experiment) =>
  one.campaign === other.campaign && !one.decision && !other.decision && one.starts <= other.ends && other.starts <= one.ends;

/** One file read and checked; undefined: it has problems. */
function readOne(
  contentDir: string, name: string, campaigns: readonly Campaign[], problems: FileProblems, skipped: Set<string>,
): Experiment | undefined {
  const file = path.join(contentDir, EXPERIMENTS_FOLDER, name);
  const id = name.replace(/\.json$/, '');
  if (!SLUG_PATTERN.test(id)) return void problems.add(file, '(имя файла): латиница в нижнем регистре, цифры и дефис');
  const read = readChecked(file, experimentSchema, problems);
  if (!read) return undefined;
  const experiment = { ...read, id };
  crossFileProblems(experiment, file, contentDir, campaigns, problems, skipped);
  return problems.has(file) || skipped.has(file) ? undefined : experiment;
}

/**
 * The experiments of the content folder, in file-name order, and the files held back; `previous`: the
 * experiments served now, whose last good version serves on for a file that turned bad.
 */
export function readExperiments(
  contentDir: string, campaigns: readonly Campaign[], previous: readonly Experiment[] = [],
): { experiments: Experiment[]; heldBack: HeldBackFile[] } {
  const dir = path.join(contentDir, EXPERIMENTS_FOLDER);
  const problems = new FileProblems();
  const kept = new Set<string>();
  const skipped = new Set<string>();
  const before = new Map(previous.map((experiment) => [experiment.id, experiment]));
  const experiments: Experiment[] = [];
  for (const name of jsonFilesOf(dir)) {
    const file = path.join(dir, name);
    const read = readOne(contentDir, name, campaigns, problems, skipped);
    const clash = read && experiments.find((other) => overlap(other, read));
    if (read && clash) {
      problems.add(file, `starts: у акции уже идёт эксперимент «${clash.name}» (${clash.starts} — ${clash.ends}); один эксперимент за раз`);
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
    const campaign = !experiment.decision && campaigns.find((entry) => entry.id === experiment.campaign);
    if (!campaign) return [];
    const { id, bannerFile, focus } = withCampaignFields(campaign, experiment.variant);
    const owner = { id, bannerFile, focus, key: versionArtKey({ id, bannerFile, focus }) };
    const art = owner.key === versionArtKey(campaign) ? undefined : rasterArtOf(bannersDirOf(contentDir), owner);
    return art ? [{ experiment, file: path.join(contentDir, EXPERIMENTS_FOLDER, `${experiment.id}.json`), owner, art }] : [];
  });
}

/** Why a version Б's art is refused, as its file's problem: the field that names it, and the art's own refusal. */
export const versionArtProblem = (art: VersionArt, message: string) =>
  `variant.bannerFile: banners/${path.basename(art.art)} ${message.replace(/^\(баннер\): /, '')}`;
