// The app factory: middleware in the order a request meets it, 404 and errors last.
// No listen and no process.env here (server/index.ts does both), so tests run the real
// app against the demo upstream on port 0.
import { errorPageTexts } from './answers/error-page.js';
import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import type { Config } from './config.js';
import type { Logger } from './observability/log.js';
import type { CachedUpstream } from './upstream/upstream-cache.js';
import type { RegionLookup } from './upstream/region-lookup.js';
import { createRenderCache, type RenderCache } from './render/render-cache.js';
import { FORM_ANSWERS_BOUNDS } from './render/render-cache-bounds.js';
import type { AssetManifest } from './render/assets.js';
import { requestFacts } from './request/request-facts.js';
import { accessLog } from './observability/access-log.js';
import { securityHeaderList, securityHeaders } from './render/security-headers.js';
import { sameOriginPosts } from './request/same-origin-posts.js';
import { healthAnswer } from './routes/health.js';
import { staticFiles } from './routes/static.js';
import { contentFiles } from './routes/content-files.js';
import { apiProxy } from './routes/api-proxy.js';
import { pageView } from './routes/page-view.js';
import { pageRouter } from './routes/page-router.js';
import { createPageRenderer } from './render/page-renderer.js';
import { previewPage, unpublishedPreview } from './preview/preview-page.js';
import type { ChangesUnderReview } from './preview/changes-under-review.js';
import { cardForm } from './forms/card-form.js';
import { postedForms } from './forms/posted-form.js';
import { errorPages } from './errors/handlers.js';
import type { Metrics } from './observability/metrics/metrics.js';
import { httpMetrics, requestObserver } from './observability/metrics/http-metrics.js';
import { hitLines } from './observability/hit-lines.js';
import { firstOf, hitAnswer, hitsBefore } from './routes/page-hits.js';
import { createPageSource } from './render/page-source.js';
import { rumRoute } from './routes/rum-route.js';
import type { ExperimentCounting } from './experiments/counting.js';
import { metricsRoute } from './routes/metrics-route.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import { bannerStores, type SiteContent } from './content/site-content.js';
import type { Preview } from './preview/preview.js';
import type { LoadGate } from './shedding/load-gate.js';
import { mendingPages, shedding } from './shedding/busy-answer.js';
import { kindNeverGood, type PageEntry } from './pages/page-kind.js';
import type { PageTracing } from './observability/page-tracing.js';
import { peerTrusted, trustOf } from './request/visitor-ip.js';
import { arrivedAt } from './request/arrived-at.js';
import { createDiscovery } from './discovery/discovery.js';
import { crawlerFiles } from './discovery/crawler-files.js';
import type { ImageService } from './images/image-service.js';
import { imageRoute } from './routes/images.js';
import { imageHitAnswer } from './routes/image-hits.js';

export interface AppDeps {
  config: Config;
  log: Logger;
  upstream: CachedUpstream;
  regions: RegionLookup;
  manifest: AssetManifest;
  distDir: string;
  isReady?: () => boolean;
  /** The content files held back now (relative paths), named by /readyz; default none. */
  heldBack?: () => readonly string[];
  /** The page kinds whose file never passed, named by /readyz; default none. */
  unavailable?: () => readonly string[];
  metrics: Metrics;
  /** NO_RATE_LIMITS with RATE_LIMITS=off. */
  rateLimiter: RateLimiter;
  /** The beacons' own limiter (counters apart from the card checks'). */
  rumLimiter: RateLimiter;
  renderCache: RenderCache;
  /** The route table, calendar and clock made from the content (server/content/site-content.ts). */
  site: SiteContent;
  /** Off unless PREVIEW_TOKEN is set (server/preview/preview.ts). */
  preview: Preview;
  /** The studio's open changes a preview shows (server/preview/changes-under-review.ts); unset: none (a git host's studio). */
  changesUnderReview?: ChangesUnderReview;
  gate: LoadGate;
  /** Render spans (docs/product.md §10); NO_TRACING when tracing is off. */
  tracing: PageTracing;
  /** Product photos resized and re-encoded (server/images/). */
  images: ImageService;
  /** Where experiments are counted (server/experiments/counting.ts): one store for the process, across content reloads. */
  counting: ExperimentCounting;
}

export interface ServedApp {
  /** The Express app: everything the listener does not answer first (tests drive the listener, as the process serves it). */
  app: Express;
  /**
   * What the process listens with: health, a render-cache hit, a shed miss and a photo
   * already made are answered before Express runs, anything else goes to `app`.
   */
  listener: RequestListener;
}

export function createApp({
  config, log, upstream, manifest, distDir, isReady = () => true, heldBack = () => [], unavailable, metrics, rateLimiter, rumLimiter,
  renderCache, site, preview, regions, gate, tracing, images, changesUnderReview, counting,
}: AppDeps): ServedApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  const trust = trustOf(app);
  tracing.trustContextFrom((req) => peerTrusted(req, trust));
  const discovery = createDiscovery(config, distDir, site);
  const observe = requestObserver(metrics);
  const errorTexts = errorPageTexts(site.content.kindFiles);
  const shed = shedding(gate, site.clock, (route) => metrics.loadShed.inc({ route }), errorTexts.errors);
  const renderer = createPageRenderer({ config, upstream, regions, manifest, site, discovery });
  const source = createPageSource({ upstream, renderCache, calendar: site.calendar, metrics, shed, tracing });
  // Forms' answers from stored pages in a cache of their own (render-cache-bounds.ts), made afresh with each content.
  const formAnswers = createRenderCache(renderCache.maxEntries > 0 ? FORM_ANSWERS_BOUNDS : 'off');
  const formSource = createPageSource({ upstream, renderCache: formAnswers, calendar: site.calendar, metrics, shed, tracing });
  const forms = { upstream, source: formSource, site, renderer, metrics, rateLimiter, shed, tracing, counting };
  // Answered by the listener before Express runs: /healthz and /readyz, a render-cache hit,
  // while shedding the refusal of a miss, and a photo already made.
  // Once at start-up: the site's policy with what the kinds ask for (PageKindDescriptor.csp).
  const securityList = securityHeaderList(config, site.registry.csp);
  const security = securityList.flat();
  // The hits' access lines, one in LOG_HIT_SAMPLE, errors and slow ones always (server/observability/hit-lines.ts).
  const kept = hitLines(config.logHitSample);
  const answerFirst = firstOf(
    healthAnswer({ isReady, heldBack, unavailable, log, observe, trust, security }),
    hitAnswer({ config, log, kept, site, preview, source, observe, tracing, trust, shed, security, counting }),
    imageHitAnswer({ images, metrics: metrics.images, log, kept, observe, trust, security }),
  );
  app.use(httpMetrics(observe, metrics.expressRequests));
  app.use(requestFacts);
  app.use(accessLog(log, tracing, (req, now) => arrivedAt(req, trust, now)));
  app.use(securityHeaders(securityList));
  app.use(sameOriginPosts(config.publicOrigins));
  // With METRICS_PORT set, /metrics is served by its own listener only (server/index.ts).
  if (config.metricsPort === undefined) app.use(metricsRoute(metrics.registry, trustOf(app)));
  app.use(contentFiles(site, preview));
  app.use(staticFiles(distDir, bannerStores(distDir)));
  app.use(imageRoute(images, metrics.images));
  app.use(rumRoute({ site, limiter: rumLimiter, metrics, publicOrigins: config.publicOrigins }));
  app.use('/api', apiProxy(upstream, { site, limiter: rateLimiter, metrics, shed, preview, counting }));
  app.use(crawlerFiles(discovery));
  app.use(preview.entry(site.routes));
  // A change under review is drawn from the content it makes: its banner and texts.
  const review = changesUnderReview && {
    changes: changesUnderReview,
    rendererOf: (shown: SiteContent) => createPageRenderer({ config, upstream, regions, manifest, site: shown, discovery }),
  };
  const sendPreview = previewPage(site, renderer, review);
  const show = pageView({
    config, renderCache, source, renderer, site, preview, shed, tracing, sendPreview, mending: mendingPages(site.clock, errorTexts.errors),
    answerCardForm: cardForm(forms), counting,
  });
  app.use(pageRouter({ routes: site.routes, show, posted: postedForms(forms), renderer, shed }));
  if (review) app.use(unpublishedPreview(site, preview, review, sendPreview));
  // The lasting pages (not campaigns, nor a folder's files: landings) as the served content names them: a kind's own
  // file gives its title; a kind whose file never passed is left out, as the hub and the sitemap leave it
  // (docs/decisions/105-broken-file-holds-back-itself.md).
  const made = (page: PageEntry) => page.descriptor.campaign ?? page.descriptor.content?.folder;
  const lasting = site.routes.pages.filter((page) => !made(page) && !kindNeverGood(site, page));
  const { notFound, errorHandler } = errorPages(site.clock, lasting, preview, errorTexts);
  app.use(notFound);
  app.use(errorHandler);
  return { app, listener: hitsBefore(answerFirst, app) };
}
