// The one way to assemble the server, used by the process (index.ts), the tests and the
// benchmark: configuration → upstream client (metrics under the cache, so only real calls
// are timed) → rate limiter → image service → app. Listening and the demo upstream stay with the caller.
import path from 'node:path';
import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { configuredUpstream, type Config, type UpstreamTarget } from './config.js';
import type { Logger } from './log.js';
import { createApp } from './app.js';
import { createUpstreamClient, type UpstreamClient } from './upstream/client.js';
import { withUpstreamCache } from './upstream/upstream-cache.js';
import { createRegionLookup } from './upstream/region-lookup.js';
import { createLoadGate, withInFlightCount } from './load/load-gate.js';
import { readManifest } from './render/assets.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { withUpstreamMetrics } from './metrics/upstream-metrics.js';
import { rateLimiterFromConfig } from './rate-limit/create-rate-limiter.js';
import { createRenderCache, type RenderCache } from './render/render-cache.js';
import { clockStartingAt, type Clock } from './calendar/clock.js';
import type { Content } from './content/load-content.js';
import { createSiteContent, loadConfiguredContent, type SiteContent } from './content/site-content.js';
import { createPreview } from './preview/preview.js';
import { RENDER_CACHE_MAX_BYTES, renderCacheEntries } from './render/render-cache-bounds.js';
import type { PageTracing } from './page-tracing.js';
import { createImages } from './images/create-images.js';


/** A network's region changes rarely; an hour keeps the determine calls to new networks. */
const REGION_TTL_MS = 60 * 60 * 1000;

/** Public calls whose key a visitor picks (a city of the list): an LRU of their own, so they never push page data out. */
const VISITOR_PICKED_CALLS = { businessInfo: 500 };

export interface ServerOverrides {
  log: Logger;
  /** The folder holding client/ and public/ (dist/). */
  distDir: string;
  /** The upstream when the configuration names none (the demo upstream server/index.ts started). */
  upstream?: UpstreamTarget;
  isReady?: () => boolean;
  /** false: every page is rendered (the benchmark times the render itself). */
  renderCache?: boolean;
  /** The campaigns; unset: loaded and checked from config.contentDir (throws ContentError on a bad file). */
  content?: Content;
  /** Unset: real time, or PROMO_NOW's clock (tests of a boundary pass their own). */
  clock?: Clock;
  /** OpenTelemetry's render spans (server/instrumentation.ts); unset: no tracing. */
  tracing?: PageTracing;
}

export interface AssembledServer {
  app: Express;
  /** The request listener to serve with (app.ts's ServedApp). */
  listener: RequestListener;
  metrics: Metrics;
  upstream: UpstreamClient;
  renderCache: RenderCache;
  site: SiteContent;
  /** Lets go of the upstream pool and the Redis connection. */
  close(): Promise<void>;
}

export async function createServer(config: Config, overrides: ServerOverrides): Promise<AssembledServer> {
  const { log, distDir, isReady, renderCache: cachePages = true, tracing } = overrides;
  const target = configuredUpstream(config.upstream) ?? overrides.upstream;
  if (!target) throw new Error('createServer: no upstream (configure UPSTREAM_URL or start the demo upstream)');
  const clock = overrides.clock ?? clockStartingAt(config.promoNow);
  if (config.promoNow !== undefined) log.info({ promoNow: new Date(config.promoNow).toISOString() }, `PROMO_NOW is set: the clock started at ${new Date(config.promoNow).toISOString()} and runs on`);
  const site = createSiteContent(overrides.content ?? loadConfiguredContent(config), config, clock);
  const metrics = createMetrics();
  const gate = createLoadGate(config.shedding);
  metrics.watchLoadGate(gate);
  const upstream = withUpstreamCache(withInFlightCount(withUpstreamMetrics(createUpstreamClient({ ...config.upstream, ...target }, log), metrics), gate), {
    ttlMs: config.upstream.cacheTtlMs,
    staleMs: config.upstream.staleMs,
    ownBudgets: VISITOR_PICKED_CALLS,
  });
  // Regions follow the upstream cache: off with it (tests that change the demo's answers).
  const regions = createRegionLookup(upstream, { ttlMs: config.upstream.cacheTtlMs && REGION_TTL_MS, callsPerSecond: config.regionLookupsPerSecond });
  const limits = rateLimiterFromConfig(config, log);
  await limits.ready;
  const renderCache = createRenderCache(cachePages ? { maxEntries: renderCacheEntries(site.routes.pages, 1), maxBytes: RENDER_CACHE_MAX_BYTES } : 'off');
  metrics.watchRenderCache(renderCache);
  const images = createImages(config.images, target, metrics.images);
  const { app, listener } = createApp({
    config, log, upstream, metrics, distDir, images, isReady, renderCache, site, regions, gate, preview: createPreview(config.previewToken), tracing,
    rateLimiter: limits.limiter, rumLimiter: limits.rumLimiter,
    manifest: readManifest(path.join(distDir, 'client/manifest.json')),
  });
  return {
    app, listener, metrics, upstream, renderCache, site,
    async close() {
      gate.close();
      await upstream.close();
      await images.close();
      await limits.close();
    },
  };
}
