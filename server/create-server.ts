// The one way to assemble the server, used by the process (index.ts), the tests and the
// benchmark: configuration → upstream client (metrics under the cache, so only real calls
// are timed) → rate limiter → app. Listening and the demo upstream stay with the caller.
import path from 'node:path';
import type { Express } from 'express';
import { configuredUpstream, type Config, type UpstreamTarget } from './config.js';
import type { Logger } from './log.js';
import { createApp } from './app.js';
import { createUpstreamClient, type UpstreamClient } from './upstream/client.js';
import { withUpstreamCache } from './upstream/upstream-cache.js';
import { readManifest } from './render/assets.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { withUpstreamMetrics } from './metrics/upstream-metrics.js';
import { rateLimiterFromConfig } from './rate-limit/create-rate-limiter.js';
import { createRenderCache, type RenderCache } from './render/render-cache.js';
import { clockStartingAt, type Clock } from './calendar/clock.js';
import type { Content } from './content/load-content.js';
import { createSiteContent, loadBuiltContent, type SiteContent } from './content/site-content.js';
import { createPreview } from './preview/preview.js';

/** Pages are a few tens of KB in three encodings: this holds every real variant many times over. */
const RENDER_CACHE_BOUNDS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 };

export interface ServerOverrides {
  log: Logger;
  /** The folder holding client/ and public/ (dist/). */
  distDir: string;
  /** The upstream when the configuration names none (the demo upstream server/index.ts started). */
  upstream?: UpstreamTarget;
  isReady?: () => boolean;
  /** false: every page is rendered (the benchmark times the render itself). */
  renderCache?: boolean;
  /** The campaigns; unset: loaded and checked from distDir (throws ContentError on a bad file). */
  content?: Content;
  /** Unset: real time, or PROMO_NOW's clock (tests of a boundary pass their own). */
  clock?: Clock;
}

export interface AssembledServer {
  app: Express;
  metrics: Metrics;
  upstream: UpstreamClient;
  renderCache: RenderCache;
  site: SiteContent;
  /** Lets go of the upstream pool and the Redis connection. */
  close(): Promise<void>;
}

export async function createServer(config: Config, overrides: ServerOverrides): Promise<AssembledServer> {
  const { log, distDir, isReady, renderCache: cachePages = true } = overrides;
  const target = configuredUpstream(config.upstream) ?? overrides.upstream;
  if (!target) throw new Error('createServer: no upstream (configure UPSTREAM_URL or start the demo upstream)');
  const clock = overrides.clock ?? clockStartingAt(config.promoNow);
  if (config.promoNow !== undefined) log.info({ promoNow: new Date(config.promoNow).toISOString() }, `PROMO_NOW is set: the clock started at ${new Date(config.promoNow).toISOString()} and runs on`);
  const site = createSiteContent(overrides.content ?? loadBuiltContent(distDir), config, clock);
  const metrics = createMetrics();
  const upstream = withUpstreamCache(withUpstreamMetrics(createUpstreamClient({ ...config.upstream, ...target }, log), metrics), {
    ttlMs: config.upstream.cacheTtlMs,
    staleMs: config.upstream.staleMs,
  });
  const limits = rateLimiterFromConfig(config, log);
  await limits.ready;
  const renderCache = createRenderCache(cachePages ? RENDER_CACHE_BOUNDS : 'off');
  metrics.watchRenderCache(renderCache);
  const app = createApp({
    config, log, upstream, metrics, distDir, isReady, renderCache, site, preview: createPreview(config.previewToken),
    rateLimiter: limits.limiter,
    manifest: readManifest(path.join(distDir, 'client/manifest.json')),
  });
  return {
    app, metrics, upstream, renderCache, site,
    async close() {
      await upstream.close();
      await limits.close();
    },
  };
}
