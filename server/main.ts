// The process, once configured and its tracing and demo upstream started (server/index.ts):
// app → listen → graceful stop on SIGTERM/SIGINT (server/lifecycle/graceful-shutdown.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config, UpstreamTarget } from './config.js';
import type { PageTracing } from './observability/page-tracing.js';
import type { Clock } from './calendar/clock.js';
import { createLogger, droppedLogLines } from './observability/log.js';
import { createServer } from './create-server.js';
import { startMetricsServer } from './lifecycle/metrics-server.js';
import { boundTo, formatAddress, listen, listeningUrl } from './lifecycle/listen.js';
import { startHealthPort } from './lifecycle/health-port.js';
import { warmUp, type WarmUpPage } from './lifecycle/warm-up.js';
import { createGracefulShutdown, shutdownGraceMs } from './lifecycle/graceful-shutdown.js';
import { ContentError } from './content/load-content.js';
import { prepareContent, publicPages, type PreparedContent, type SiteContent } from './content/site-content.js';
import { contentFingerprint, watchContent } from './content/content-watch.js';
import { ManifestError } from './render/assets.js';
import { changesUnderReview, type ChangesUnderReview, type ReviewBranches } from './preview/changes-under-review.js';
import type { LocalContent, RunningStudio } from './studio-listener/start-studio.js';
import type { AssembledServer } from './create-server.js';
// The composition root: the one server module that names the page kinds (docs/decisions/092-layers.md).
import { PAGE_REGISTRY } from '#pages/route-table.js';

/** The demo upstream server/index.ts started when UPSTREAM_URL is unset. */
export interface EmbeddedDemo {
  target: UpstreamTarget;
  close(): Promise<void>;
}

/**
 * The content folder (CONTENT_DIR, unset: content/), checked and its raster banners encoded: a
 * broken file is held back and the rest served (site-content.ts), a kind's own file never good
 * as its kind's empty value; only a folder that cannot be read as one (one of its own folders a
 * symlink) stops start-up, one line per problem.
 */
async function loadContentOrExit(config: Config, distDir: string, clock: Clock): Promise<PreparedContent> {
  try {
    // The scheduled changes due by the clock's instant apply from the start (server/content/schedule.ts).
    return await prepareContent(config, PAGE_REGISTRY, distDir, undefined, clock.now());
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * With the studio's own content repository (STUDIO=local), the site serves its published
 * checkout instead of the folder the repository was made from (server/studio-listener/).
 */
async function localStudioContent(config: Config, log: ReturnType<typeof createLogger>): Promise<LocalContent | undefined> {
  const { studio } = config;
  const backend = studio?.backend;
  if (!studio || backend?.kind !== 'local') return undefined;
  const { prepareLocalContent } = await import('./studio-listener/start-studio.js');
  return prepareLocalContent(config, { ...studio, backend }, log, PAGE_REGISTRY.pageFolders).catch((error: Error) => {
    console.error(`Студия: не удалось подготовить репозиторий контента в ${backend.dir}: ${error.message}`);
    process.exit(1);
  });
}

/**
 * A content folder synced from a git host (CONTENT_GIT_URL): the open editorial changes a
 * supplier's link shows are fetched from the host's review branches
 * (docs/decisions/242-supplier-link-shows-change-under-review.md).
 */
async function hostReviewBranches(config: Config, log: ReturnType<typeof createLogger>): Promise<ReviewBranches | undefined> {
  if (!config.contentGit) return undefined;
  const { hostReviewBranches: fetched } = await import('./studio-listener/host-review-branches.js');
  return fetched(config.contentGit, log);
}

export async function main(
  configured: Config, tracing: PageTracing | undefined, demo: EmbeddedDemo | undefined, clock: Clock,
): Promise<void> {
  const log = createLogger(configured.logLevel, undefined, tracing && (() => tracing.activeIds()));
  tracing?.reportExportsTo(log);
  // Probes from the start: alive while the content loads, ready once the site serves it.
  let isReady = () => false;
  let heldBackNow = (): readonly string[] => [];
  let unavailableNow = (): readonly string[] => [];
  const healthPort = configured.healthPort === undefined
    ? undefined
    : await startHealthPort({
      host: configured.probeHost, port: configured.healthPort,
      isReady: () => isReady(), heldBack: () => heldBackNow(), unavailable: () => unavailableNow(),
    })
      .catch((error: Error) => {
        const address = formatAddress(configured.probeHost, configured.healthPort!);
        log.fatal({ address }, `cannot serve health on ${address}: ${error.message}`);
        process.exit(1);
      });
  const health = healthPort && boundTo(healthPort);
  if (health) log.info(health, `health probes on ${health.address}`);
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const localContent = await localStudioContent(configured, log);
  // The embedded studio's site reads its published checkout, and signs supplier links with the
  // key kept in the studio's folder unless PREVIEW_TOKEN is set (docs/decisions/242-supplier-link-shows-change-under-review.md).
  const config = localContent
    ? { ...configured, contentDir: localContent.contentDir, previewToken: configured.previewToken ?? localContent.previewKey }
    : configured;
  const branches = localContent?.reviewBranches ?? await hostReviewBranches(config, log);
  const underReview = branches && changesUnderReview({ branches, registry: PAGE_REGISTRY, config, distDir, clock });
  // The folder as it was before the first read: a change made while it is read is not missed.
  const seen = await contentFingerprint(config.contentDir);
  const { content, banners, following, heldBack } = await loadContentOrExit(config, distDir, clock);

  if (demo) log.info({ upstream: demo.target.url }, 'UPSTREAM_URL is not set: serving the embedded demo upstream');
  // Made first so /readyz can ask it; `release` runs only on a signal, once all exists.
  const shutdown = createGracefulShutdown({
    log, delayMs: config.shutdownDelayMs, graceMs: shutdownGraceMs(config),
    release: async (until) => {
      watch.stop();
      await studio?.close();
      localContent?.stop();
      await assembled.close(until);
      metricsServer?.close();
      healthPort?.close();
      healthPort?.closeAllConnections();
      await demo?.close();
      await tracing?.shutdown();
    },
  });
  const assembled = await createServer(config, {
    log, pages: PAGE_REGISTRY, distDir, content, banners, following, heldBack,
    clock, upstream: demo?.target, isReady: shutdown.isReady, tracing, changesUnderReview: underReview,
  }).catch((error: unknown) => {
    // A build that is missing or broken: one line, as for a bad content file.
    if (!(error instanceof ManifestError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  assembled.metrics.watchLogDrops(() => droppedLogLines(log));
  const watch = watchContent({
    contentDir: config.contentDir, reload: () => assembled.reloadContent(), log, seen,
    onStandingFailure: () => assembled.metrics.contentReloadFailures.inc(),
  });
  const metricsServer = config.metricsPort === undefined
    ? undefined
    : await startMetricsServer(assembled.metrics.registry, config.probeHost, config.metricsPort);
  const metrics = metricsServer && boundTo(metricsServer);
  if (metrics) log.info(metrics, `metrics on ${metrics.address}`);
  // Every public page rendered once before the port is listened on (docs/decisions/170-health-on-the-main-loop.md).
  await warmUp({
    listener: assembled.listener, born: assembled.born, pages: pagesToWarm(assembled.site), deadlineMs: config.warmUpMs, log,
  });
  const address = formatAddress(config.host, config.port);
  const server = await listen(assembled.listener, config, { born: assembled.born }).catch((error: NodeJS.ErrnoException) => {
    log.fatal({ address, code: error.code }, `cannot listen on ${address}: ${error.message}`);
    process.exit(1);
  });
  log.info(boundTo(server), `listening on ${listeningUrl(server)}`);
  isReady = assembled.isReady;
  heldBackNow = assembled.heldBack;
  unavailableNow = assembled.unavailable;
  const studio = await startStudioOrWarn(config, distDir, log, localContent, assembled, underReview);
  shutdown.stopOnSignals(server);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
}

/** Every page a visitor can open now, on each site that serves it (the Host names the site: server/request/host-rule.ts). */
function pagesToWarm(site: SiteContent): WarmUpPage[] {
  return publicPages(site, site.clock.now()).flatMap((page) => Object.entries(page.paths).map(([name, path]) => ({
    path, host: `${name}.localhost`,
  })));
}

/** The studio's listener; one that cannot start is an error line, and the site serves on. */
async function startStudioOrWarn(
  config: Config, distDir: string, log: ReturnType<typeof createLogger>, local: LocalContent | undefined, assembled: AssembledServer,
  underReview: ChangesUnderReview | undefined,
): Promise<RunningStudio | undefined> {
  if (!config.studio) return undefined;
  const { startStudio } = await import('./studio-listener/start-studio.js');
  const { createStudioApi } = await import('./studio/studio-api.js');
  const { createEntryCheck } = await import('./studio/entry-check.js');
  const { FORM_WORDS } = await import('./studio-listener/field-labels.js');
  // The site's own check of an entry before the studio saves or publishes it (docs/decisions/240-studio-media-never-overwrite.md).
  const check = createEntryCheck({ contentDir: assembled.site.contentDir, pages: PAGE_REGISTRY });
  // The server's endpoints (links, revocations, «Состояние сайта»); with the local backend and no
  // STUDIO_TOKEN the studio's own page signs its visitor in (docs/decisions/100-content-studio.md).
  const api = createStudioApi({
    config, server: assembled, signInOnStudioPage: config.studio.backend.kind === 'local' && config.studioToken === undefined,
    history: local?.history,
    calendarEdits: local?.calendarEdits,
    experimentEdits: local?.experimentEdits,
    // The experiments' counts, Redis's with REDIS_URL (server/experiments/counts.ts).
    experimentResults: (key) => assembled.readExperimentResults(key),
    formWords: FORM_WORDS, changesUnderReview: underReview,
  });
  const studio = await startStudio({ studio: config.studio, distDir, log, local, endpoints: [api.router], check }).catch((error: Error) => {
    const address = formatAddress(config.studio!.host, config.studio!.port);
    log.error({ address }, `студия контента не запущена на ${address}: ${error.message}`);
    return undefined;
  });
  if (studio) log.info({ studio: studio.url, contentDir: config.contentDir }, `студия контента: ${studio.url}`);
  return studio;
}
