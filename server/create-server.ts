// The one way to assemble the server, used by the process (index.ts), the tests and the
// benchmark: configuration → upstream client (metrics under the cache, so only real calls
// are timed) → rate limiter → image service → app. Listening and the demo upstream stay with the caller.
import { createExperimentCounts } from './experiments/counts.js';
import { experimentCounting } from './experiments/counting.js';
import { visitorIds } from './experiments/visitor-ids.js';
import type { ExperimentResults } from '#shared/experiments/results.js';
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { configuredUpstream, type Config, type UpstreamTarget } from './config.js';
import type { Logger } from './observability/log.js';
import { bornRequests, type BornRequests } from './request/born-requests.js';
import { createApp } from './app.js';
import { createUpstreamClient, type UpstreamClient } from './upstream/client.js';
import { withUpstreamCache } from './upstream/upstream-cache.js';
import { createRegionLookup } from './upstream/region-lookup.js';
import { createLoadGate, withInFlightCount } from './shedding/load-gate.js';
import { readManifest } from './render/assets.js';
import { createMetrics, type Metrics } from './observability/metrics/metrics.js';
import { withUpstreamMetrics } from './upstream/upstream-metrics.js';
import { rateLimiterFromConfig } from './rate-limit/create-rate-limiter.js';
import { spendLimit } from './rate-limit/limit-step.js';
import { createRenderCache, type RenderCache } from './render/render-cache.js';
import { clockStartingAt, type Clock } from './calendar/clock.js';
import type { Content } from './content/load-content.js';
import { createSiteContent, prepareContent, type PreparedContent, type SiteContent } from './content/site-content.js';
import { changedPageIds } from './content/content-changes.js';
import { pageIdOfKey } from './render/page-cache-policy.js';
import { createPreview } from './preview/preview.js';
import { previewEpochsFor, type PreviewEpochs } from './preview/preview-epochs.js';
import type { ChangesUnderReview } from './preview/changes-under-review.js';
import { ContentError } from './content/load-content.js';
import { createReloadLog, type ReloadLog } from './content/reload-log.js';
import { nextScheduled } from './content/schedule.js';
import { createScheduleTimer } from './content/schedule-timer.js';
import { newlyInThePast } from './content/content-warnings.js';
import { moscowDay } from '#shared/content/calendar.js';
import { RENDER_CACHE_MAX_BYTES, renderCacheEntries } from './render/render-cache-bounds.js';
import { NO_TRACING, type PageTracing } from './observability/page-tracing.js';
import { createImages } from './images/create-images.js';
import { createNamedSources, withNamedSources } from './images/named-sources.js';
import type { PageRegistry } from './pages/page-registry.js';


/** /readyz's and the held-back gauge's name for the content folder as a whole, when a change of it is refused whole. */
const CONTENT_FOLDER_ITSELF = '.';

/** A network's region changes rarely; an hour keeps the determine calls to new networks. */
const REGION_TTL_MS = 60 * 60 * 1000;

/** Public calls whose key a visitor picks (a city of the list): an LRU of their own, so they never push page data out. */
const VISITOR_PICKED_CALLS = { businessInfo: 500 };

export interface ServerOverrides {
  log: Logger;
  /** The page kinds (pages/route-table.ts's PAGE_REGISTRY): the one way the server learns them. */
  pages: PageRegistry;
  /** The folder holding client/ and public/ (dist/). */
  distDir: string;
  /** The upstream when the configuration names none (the demo upstream server/index.ts started). */
  upstream?: UpstreamTarget;
  isReady?: () => boolean;
  /** false: every page is rendered (the benchmark times the render itself). */
  renderCache?: boolean;
  /** The campaigns; unset: loaded and checked from config.contentDir (throws ContentError on a bad file). */
  content?: Content;
  /** With `content`: its raster banners, encoded. */
  banners?: PreparedContent['banners'];
  /** With `banners`: every format of them, once made (prepareContent's `following`). */
  following?: PreparedContent['following'];
  /** With `content`: the files the start-up held back (prepareContent's `heldBack`). */
  heldBack?: PreparedContent['heldBack'];
  /** Real time, for what is not the calendar (when a reload happened); unset: Date.now. */
  now?: () => number;
  /** Unset: real time, or PROMO_NOW's clock (tests of a boundary pass their own). */
  clock?: Clock;
  /** OpenTelemetry's render spans (server/observability/instrumentation.ts); unset: NO_TRACING. */
  tracing?: PageTracing;
  /** The embedded studio's open changes a supplier's link shows (server/preview/changes-under-review.ts). */
  changesUnderReview?: ChangesUnderReview;
}

export interface AssembledServer {
  /** The app of the content served now. */
  readonly app: Express;
  /** The request listener to serve with (app.ts's ServedApp): hands each request to the app of the content served when it came. */
  listener: RequestListener;
  /** The classes the HTTP server makes requests and responses with, on the served app's prototypes (listen.ts). */
  born: Pick<BornRequests, 'IncomingMessage' | 'ServerResponse'>;
  metrics: Metrics;
  upstream: UpstreamClient;
  renderCache: RenderCache;
  readonly site: SiteContent;
  /**
   * Reads the content folder again keeping what is served: every good file is taken, a broken one is held
   * back (its last good version serving on) and logged one line per problem; recorded in `reloads`.
   * Never throws; true when a file was held back or the change refused (content-watch.ts counts a failure once it stands).
   */
  reloadContent(): Promise<boolean>;
  /** What the last reloads did, for the studio (server/studio/). */
  reloads: ReloadLog;
  /** /readyz: once the content is served, until a signal (ServerOverrides.isReady); shedding load is not unready. */
  isReady(): boolean;
  /** The content files held back now (relative paths): /readyz names them. */
  heldBack(): readonly string[];
  /** The page kinds whose own file never passed (their pages answer 503): /readyz names them. */
  unavailable(): readonly string[];
  /** The campaigns' preview epochs: the studio revokes supplier links by moving one (server/preview/preview-epochs.ts). */
  epochs: PreviewEpochs;
  /**
   * An experiment's counts by day and version (docs/product.md §12), for the studio's result page; Redis's with
   * REDIS_URL, shared by every instance.
   */
  readExperimentResults(key: string): Promise<ExperimentResults>;
  /** Lets go of the upstream pool and the Redis connections; the experiments' held counts are tried until `until` (ms). */
  close(until?: number): Promise<void>;
}

/** Two readings of the folder that serve the same: same entries, same encoded banners. */
function sameContent(a: PreparedContent, b: PreparedContent): boolean {
  const sameSvgArt = a.content.svgArt.size === b.content.svgArt.size
    && [...a.content.svgArt].every(([file, bytes]) => b.content.svgArt.get(file)?.equals(bytes));
  return sameSvgArt && JSON.stringify(a.content) === JSON.stringify(b.content)
    && JSON.stringify([...a.banners]) === JSON.stringify([...b.banners]);
}

export async function createServer(config: Config, overrides: ServerOverrides): Promise<AssembledServer> {
  const { log, pages, distDir, isReady, renderCache: cachePages = true, tracing = NO_TRACING } = overrides;
  const target = configuredUpstream(config.upstream) ?? overrides.upstream;
  if (!target) throw new Error('createServer: no upstream (configure UPSTREAM_URL or start the demo upstream)');
  const clock = overrides.clock ?? clockStartingAt(config.promoNow);
  if (config.promoNow !== undefined) {
    const promoNow = new Date(config.promoNow).toISOString();
    log.info({ promoNow }, `PROMO_NOW is set: the clock started at ${promoNow} and runs on`);
  }
  const now = overrides.now ?? Date.now;
  let served: PreparedContent = overrides.content
    ? {
      content: overrides.content, banners: overrides.banners ?? new Map(),
      heldBack: overrides.heldBack ?? [], following: overrides.following,
    }
    : await prepareContent(config, pages, distDir, undefined, clock.now());
  const reloads = createReloadLog(config.contentDir, now());
  let site = createSiteContent(pages, served.content, config, clock, served.banners);
  const metrics = createMetrics();
  /** The files held back, told alike at start-up and on a reload: the log, «Состояние сайта», /metrics. */
  const tellHeldBack = (heldBack: PreparedContent['heldBack'], words: string, warnings?: Parameters<ReloadLog['taken']>[2]) => {
    for (const held of heldBack) {
      for (const problem of held.problems) log.warn({ contentDir: config.contentDir }, `${words}: ${held.file}: ${problem}`);
    }
    reloads.taken(now(), heldBack, warnings);
    metrics.contentHeldBack.set(heldBack.length);
  };
  if (served.heldBack.length > 0) tellHeldBack(served.heldBack, 'content held back');
  const gate = createLoadGate(config.shedding);
  metrics.watchLoadGate(gate);
  metrics.watchTraceExports(tracing);
  // The product photos the upstream lists are the sources pages name (server/images/named-sources.ts).
  const namedPhotos = createNamedSources();
  const upstream = withUpstreamCache(withInFlightCount(withNamedSources(
    withUpstreamMetrics(createUpstreamClient({ ...config.upstream, ...target }, log), metrics), namedPhotos,
  ), gate), {
    ttlMs: config.upstream.cacheTtlMs,
    staleMs: config.upstream.staleMs,
    ownBudgets: VISITOR_PICKED_CALLS,
  });
  // Regions follow the upstream cache: off with it (tests that change the demo's answers).
  const regions = createRegionLookup(upstream, {
    ttlMs: config.upstream.cacheTtlMs && REGION_TTL_MS, callsPerSecond: config.regionLookupsPerSecond,
  });
  const limits = rateLimiterFromConfig(config, log);
  await limits.ready;
  const renderCache = createRenderCache(
    cachePages ? { maxEntries: renderCacheEntries(site, 1), maxBytes: RENDER_CACHE_MAX_BYTES } : 'off',
  );
  metrics.watchRenderCache(renderCache);
  // A photo's transform is a limited call (docs/product.md §8), counted as the card checks are.
  const images = createImages(
    config.images, target, metrics.images, namedPhotos, (address) => spendLimit(limits.limiter, metrics, 'imageTransform', { address }),
  );
  // Shared by every instance through the experiments' Redis (server/experiments/counts.ts).
  const { experiments } = config;
  const perNetwork = config.rateLimits ? config.limits.EXPERIMENT_VISITORS_PER_NETWORK : 0;
  const experimentCounts = createExperimentCounts(experiments.redisUrl, log, perNetwork);
  metrics.watchExperimentCounts(experimentCounts);
  const counting = experimentCounting(visitorIds(experiments.secret, experiments.previousSecret), experimentCounts);
  const epochs = previewEpochsFor(config, log);
  // Read before the first request: a link revoked before a restart stays revoked from the first answer.
  await epochs.refresh();
  const preview = createPreview(config.previewToken, Date.now, epochs);
  const manifest = readManifest(path.join(distDir, 'client/manifest.json'));
  // Ready: the content is served and no signal came; busy is not unready (docs/decisions/170-health-on-the-main-loop.md).
  const ready = () => isReady?.() ?? true;
  // A change refused whole (the folder gone or empty: load-content.ts) holds back the folder itself, named `.`.
  const heldBack = () => {
    const files = reloads.last?.heldBack.map((entry) => entry.file) ?? [];
    return reloads.last?.outcome === 'refused' ? [CONTENT_FOLDER_ITSELF, ...files] : files;
  };
  // Kinds with pages only: the site's own texts never passing leave every page on its built-in words.
  const unavailable = () => (site.content.neverGood ?? []).filter((kind) => pages.kinds.some((known) => known.kind === kind));
  // The server's requests are made on the prototypes of the app served (server/request/born-requests.ts).
  const born = bornRequests();
  const appOf = (shown: SiteContent) => {
    const made = createApp({
      config, log, upstream, metrics, distDir, images, isReady: ready, heldBack, unavailable, renderCache, site: shown, regions, gate,
      preview, tracing,
      manifest, rateLimiter: limits.limiter, rumLimiter: limits.rumLimiter,
      changesUnderReview: overrides.changesUnderReview, counting,
    });
    born.adopt(made.app);
    return made;
  };
  let app = appOf(site);
  /**
   * A content served with only its new raster arts' JPEGs is served again with every
   * format once they are made, unless another content has replaced it meanwhile (its own
   * encoding then names the files). Its pages leave the render cache as for any change.
   */
  function followBanners(prepared: PreparedContent): void {
    void prepared.following?.then(({ banners, problems }) => {
      for (const problem of problems) log.warn({ contentDir: config.contentDir }, problem);
      if (served !== prepared) return;
      replaceContent({ ...prepared, banners, following: undefined });
      log.info({ contentDir: config.contentDir }, 'raster banners: every format is made and served');
    });
  }
  followBanners(served);
  // A scheduled change is applied by reading the content again at its minute (server/content/schedule.ts).
  const scheduleTimer = createScheduleTimer(clock, (at) => {
    log.info({ scheduledAt: new Date(at).toISOString(), clockAt: new Date(clock.now()).toISOString() },
      'scheduled change due: the content is read again');
    void assembled.reloadContent();
  });
  scheduleTimer.arm(nextScheduled(served.content.schedule, clock.now()));
  /**
   * Serves `prepared` (checked) from now on: a new app is made from it and swapped in at once, so each request sees one
   * content whole; the render cache drops the pages the change touches (content-changes.ts) and keeps the others.
   */
  function replaceContent(prepared: PreparedContent): void {
    const next = createSiteContent(pages, prepared.content, config, clock, prepared.banners);
    // Made before anything changes: should it throw, the old content keeps serving whole.
    const nextApp = appOf(next);
    const changed = changedPageIds(pages, served, prepared, config);
    site = next;
    served = prepared;
    app = nextApp;
    metrics.contentReloads.inc();
    renderCache.fitEntries(renderCacheEntries(next, 1));
    renderCache.drop((key) => changed.has(pageIdOfKey(key)!));
    followBanners(prepared);
  }
  const assembled: AssembledServer = {
    get app() {
      return app.app;
    },
    listener: (req, res) => app.listener(req, res),
    born,
    metrics, upstream, renderCache,
    get site() {
      return site;
    },
    reloads,
    isReady: ready,
    heldBack,
    unavailable,
    epochs,
    readExperimentResults: (key) => experimentCounts.read(key),
    async reloadContent() {
      const { contentDir } = config;
      try {
        const prepared = await prepareContent(config, pages, distDir, served, clock.now());
        tellHeldBack(prepared.heldBack, 'content change refused', newlyInThePast(prepared.content, served.content, moscowDay(clock.now())));
        const held = prepared.heldBack.length;
        // A change that only brought broken files leaves the content served as it is.
        if (sameContent(served, prepared)) {
          if (held > 0) return true;
        } else replaceContent(prepared);
        log.info({ contentDir, heldBack: held }, `content changed: the new content is served${held ? ` (files held back: ${held})` : ''}`);
        return held > 0;
      } catch (error) {
        const problems = error instanceof ContentError ? error.problems : [`${contentDir}: ${(error as Error).message}`];
        for (const problem of problems) log.warn({ contentDir }, `content change refused: ${problem}`);
        reloads.refused(now(), problems);
        metrics.contentHeldBack.set(heldBack().length);
        return true;
      } finally {
        scheduleTimer.arm(nextScheduled(served.content.schedule, clock.now()));
      }
    },
    async close(until) {
      scheduleTimer.stop();
      gate.close();
      await upstream.close();
      await images.close();
      await limits.close();
      await epochs.close();
      await experimentCounts.close(until);
    },
  };
  return assembled;
}
