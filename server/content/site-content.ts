// The content as the running server uses it: the route table built from the campaigns,
// the calendar of each page, the clock, and the campaigns by apiSlug for the proxy. Made
// at start-up and again for each valid change of the content folder (server/create-server.ts);
// every instance derives the same phases from the same content and clock, so no state is
// shared between instances.
import os from 'node:os';
import path from 'node:path';
import { kindNeverGood, type PageEntry, type SiteView } from '../pages/page-kind.js';
import type { PageRegistry, RouteTable } from '../pages/page-registry.js';
import type { Config } from '../config.js';
import type { Clock } from '../calendar/clock.js';
import { createPageCalendar, type PageCalendar } from '../calendar/page-calendar.js';
import {
  bannersDirOf, loadContentKeeping, type Content, type ContentPlaces, type HeldBackFile,
} from './load-content.js';
import { encodeBanners, type BannerStores, type EncodedBanners } from './raster-banners.js';
import { lastGoodFromHistory } from './git-last-good.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import { campaignOf } from '../pages/campaign-pages.js';
import { readSchedule, withSchedule } from './schedule.js';
import { readExperiments, versionArtProblem, versionArts, withKeptVersions, type VersionArt } from './experiments.js';
import type { Experiment } from '#shared/content/experiment-schema.js';
import { versionArtKey } from './banner-art.js';
import { folderArts } from './page-folders.js';
import { runningExperiments, type RunningExperiments } from '../experiments/running.js';

export interface SiteContent extends SiteView {
  content: Content;
  /** The page kinds' registry the route table was made from (passed into createServer once). */
  registry: PageRegistry;
  /** The folder it was read from (config.contentDir): banners and brand logos are served from it. */
  contentDir: string;
  routes: RouteTable;
  calendar: PageCalendar;
  clock: Clock;
  /** The page whose /api calls name `apiSlug` (a campaign's, a landing's: PageKindDescriptor.calendar.slugOf), hidden or not. */
  pageBySlug(apiSlug: string): PageEntry | undefined;
  /** The campaigns' experiments and the pages of their versions Б (server/experiments/running.ts). */
  experiments: RunningExperiments;
}

/** The content as read and checked, with its raster banners encoded. */
export interface PreparedContent {
  content: Content;
  banners: ReadonlyMap<string, RasterBanner>;
  /** The files a reload (or the start-up) did not take. */
  heldBack: readonly HeldBackFile[];
  /**
   * When a new raster art's AVIF or WebP were still being made (the content goes live with
   * its JPEGs: server/content/raster-banners.ts): `banners` with every format made, once
   * they are, and the lines of any format that could not be (never rejects).
   */
  following?: EncodedBanners['complete'];
}

/** Where encoded raster banners are looked for and written (server/routes/static.ts serves both under `<base>assets/banners/`). */
export const bannerStores = (distDir: string): BannerStores => ({
  built: path.join(distDir, 'banners'),
  cache: path.join(os.tmpdir(), 'promo-banners'),
});

/**
 * Loads and checks the content folder (CONTENT_DIR, watched: content-watch.ts) and encodes its raster banners. A broken
 * file holds back only itself and what refers to it: its last good version serves on, and at start-up it is left out
 * (docs/decisions/105-broken-file-holds-back-itself.md). Throws ContentError only when nothing of the folder is read
 * (one of its own folders a symlink); a kind's own file never good serves its empty value.
 */
export async function prepareContent(
  config: Pick<Config, 'contentDir'> & { images?: Pick<Config['images'], 'concurrency'> }, registry: ContentPlaces['pages'],
  distDir: string, previous?: PreparedContent, instant?: number,
): Promise<PreparedContent> {
  const places: ContentPlaces = { contentDir: config.contentDir, pages: registry };
  const first = loadContentKeeping(places, previous?.content);
  // A git checkout's history stands in for the content served before, when it holds the held-back files' last
  // good versions: at start-up, and when a new Pod's first checkout replaces the image's older content (git-last-good.ts).
  const fromHistory = await lastGoodFromHistory(places, first.heldBack);
  const loaded = fromHistory ? loadContentKeeping(places, fromHistory) : first;
  // With the clock's instant, the scheduled changes due by then are applied (server/content/schedule.ts).
  const scheduled = instant === undefined ? undefined : { instant, ...readSchedule(config.contentDir, loaded.content.campaigns) };
  const timed = scheduled ? withSchedule(loaded.content, scheduled.schedule, scheduled.instant) : loaded.content;
  // The experiments, checked against the campaigns' files (server/content/experiments.ts).
  const pages = { ...loaded.content, kinds: registry.contentFiles, pageFolders: registry.pageFolders };
  const tests = readExperiments(config.contentDir, pages, previous?.content.experiments);
  // A kept version Б is the content until the change making it so is published (server/content/experiments.ts).
  const content = withKeptVersions({ ...timed, experiments: tests.experiments }, registry.pageFolders);
  const heldBack = [...loaded.heldBack, ...scheduled?.heldBack ?? [], ...tests.heldBack];
  // Version Б's own art is encoded as a campaign's, kept by its own key (banner-art.ts's versionArtKey).
  const versions = versionArts(config.contentDir, content.experiments, content.campaigns);
  const encoded = await encodeBanners(
    [...content.campaigns, ...folderArts(registry.pageFolders, content.folders), ...versions.map((art) => art.owner)],
    bannersDirOf(config.contentDir), bannerStores(distDir),
    { concurrency: config.images?.concurrency },
  );
  const { complete } = encoded;
  const tested = versionsRefused(config.contentDir, content, encoded, versions, previous);
  const banners = tested.banners;
  const problems = encoded.problems.filter((problem) => !versions.some((art) => art.owner.key === problem.campaignId));
  if (problems.length === 0) return { content: tested.content, banners, heldBack: [...heldBack, ...tested.heldBack], following: complete };
  const shown = new Map(banners);
  const left = new Set<string>();
  for (const problem of problems) {
    const last = previous?.banners.get(problem.campaignId);
    if (last) shown.set(problem.campaignId, last);
    else left.add(problem.campaignId);
  }
  const kept = (campaign: { id: string }) => !left.has(campaign.id);
  return {
    content: { ...tested.content, campaigns: tested.content.campaigns.filter(kept) },
    banners: shown,
    following: complete?.then((made) => ({ banners: new Map([...shown, ...made.banners]), problems: made.problems })),
    heldBack: [
      ...heldBack,
      ...tested.heldBack,
      ...problems.map((problem) => ({ file: problem.file, problems: [problem.message], kept: !left.has(problem.campaignId) })),
    ],
  };
}

/**
 * The content and banners once each experiment whose version Б's own art sharp cannot read is held back, as a campaign
 * with such art is: its file told by the field that names the art; the version served now serves on with its banner, else
 * the test waits (everyone sees А).
 */
function versionsRefused(
  contentDir: string, content: Content & { experiments: readonly Experiment[] }, encoded: EncodedBanners,
  versions: readonly VersionArt[], previous: PreparedContent | undefined,
): { content: Content & { experiments: readonly Experiment[] }; banners: ReadonlyMap<string, RasterBanner>; heldBack: HeldBackFile[] } {
  const refused = versions.flatMap((art) => {
    const problem = encoded.problems.find((found) => found.campaignId === art.owner.key);
    return problem ? [{ art, problem }] : [];
  });
  if (refused.length === 0) return { content, banners: encoded.banners, heldBack: [] };
  const banners = new Map(encoded.banners);
  const heldBack = refused.map(({ art, problem }) => {
    const last = previous?.content.experiments?.find((test) => test.id === art.experiment.id);
    const lastArt = last && versionArts(contentDir, [last], content.campaigns)[0];
    const lastBanner = lastArt && previous!.banners.get(lastArt.owner.key);
    if (lastBanner) banners.set(lastArt.owner.key, lastBanner);
    const served = last && (!lastArt || lastBanner) ? last : undefined;
    const problems = [versionArtProblem(art, problem.message)];
    return { id: art.experiment.id, served, held: { file: art.file, problems, kept: Boolean(served) } };
  });
  const experiments = content.experiments.flatMap((test) => {
    const held = heldBack.find((entry) => entry.id === test.id);
    return held ? (held.served ? [held.served] : []) : [test];
  });
  return { content: { ...content, experiments }, banners, heldBack: heldBack.map((entry) => entry.held) };
}

type SiteConfig = Pick<Config, 'lovecategoryFinished' | 'contentDir'>;

export function createSiteContent(
  registry: PageRegistry, content: Content, config: SiteConfig, clock: Clock, banners: ReadonlyMap<string, RasterBanner> = new Map(),
): SiteContent {
  const routes = registry.routeTable(content, config);
  const bySlug = new Map(routes.pages.flatMap((page) => {
    const slug = page.descriptor.calendar?.slugOf?.(page);
    return slug ? [[slug, page]] : [];
  }));
  const experiments = runningExperiments(routes.pages, content.experiments, content.kindFiles);
  return {
    content,
    registry,
    contentDir: config.contentDir,
    routes,
    experiments,
    calendar: createPageCalendar(routes.pages, experiments.changesOf),
    clock,
    pageBySlug: (apiSlug) => bySlug.get(apiSlug),
    // A version Б's own art first, by Б's file and focus (a campaign whose own are the same has the same files), else the campaign's.
    bannerOf: (campaign) => banners.get(versionArtKey(campaign)) ?? banners.get(campaign.id),
  };
}

/** Every page a visitor may see at `instant`: none hidden by its calendar, none of a kind whose file never passed. */
export function publicPages(site: SiteContent, instant: number): PageEntry[] {
  return site.routes.pages.filter((page) => site.calendar.phaseOf(page, instant) !== 'hidden' && !kindNeverGood(site, page));
}

/** The pages the sitemap lists at `instant`: the public ones but archived campaigns (docs/content.md "Статус"). */
export function listedPages(site: SiteContent, instant: number): PageEntry[] {
  return publicPages(site, instant).filter((page) => campaignOf(page)?.status !== 'archived');
}
