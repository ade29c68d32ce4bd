// The Prometheus metrics of one instance (prom-client): request durations by route kind
// and status, upstream calls by call and outcome, render-cache hits and misses, rate-limit
// refusals, real visitors' web vitals (rum_*), the image endpoint's (image_*), and the
// process metrics (memory, CPU, event-loop lag, handles).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { createRumMetrics } from '../rum/rum-metrics.js';
import { createImageMetrics } from './image-metrics.js';
import { scrapedCounter, scrapedGauge } from './scraped.js';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  // The event-loop delay is sampled every 100 ms: a blocked loop still delays the next
  // sample by the whole block, and a finer clock cost an idle instance about 9 ms of CPU a
  // second (20 ms sampling), which every request paid for at low traffic.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  /** Render-cache hits not yet in the counter: added when it is read, so a hit costs an addition, not a labelled inc. */
  let hits = 0;
  const renderCache = new Counter({
    name: 'render_cache_requests_total',
    help: 'Page requests answered from the render cache (hit), rendered (miss), or given the last bytes while a render runs (stale)',
    labelNames: ['result'], registers: [registry],
    collect() {
      if (hits > 0) this.inc({ result: 'hit' }, hits);
      hits = 0;
    },
  });
  return {
    registry,
    /** Observed on every request, the render-cache hits too. */
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds', help: 'Time to answer a request, by route kind and status',
      labelNames: ['route', 'method', 'status'], buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamDuration: new Histogram({
      name: 'upstream_call_duration_seconds', help: 'Time of an upstream call, by call and outcome (ok or the failure kind)',
      labelNames: ['call', 'outcome'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    upstreamFailures: new Counter({
      name: 'upstream_call_failures_total', help: 'Failed upstream calls, by call and kind', labelNames: ['call', 'kind'],
      registers: [registry],
    }),
    renderCache,
    /** Counts a render-cache hit in `render_cache_requests_total{result="hit"}`. */
    renderCacheHit: () => void hits++,
    /**
     * Requests that reached Express, by route kind: all but what the listener answers first
     * (health, a render-cache hit, a shed miss's refusal, a photo already made).
     */
    expressRequests: new Counter({
      name: 'express_requests_total',
      help: 'Requests handed on to Express by route kind; health, render-cache hits and photos already made are answered before it',
      labelNames: ['route'], registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total', help: 'Calls refused by a rate limit, by call group and scope', labelNames: ['call', 'scope'],
      registers: [registry],
    }),
    /**
     * Forms posted to a page whose action ran (server/forms/posted-form.ts): a post its rate limit is known to refuse is
     * answered before it, from its stored page, and counted in rate_limit_refusals_total alone.
     */
    postedFormActions: new Counter({
      name: 'posted_form_actions_total', help: 'Forms posted to a page whose action ran, by page kind', labelNames: ['kind'],
      registers: [registry],
    }),
    /** Requests refused with 503 while shedding load (server/shedding/load-gate.ts). */
    loadShed: new Counter({
      name: 'load_shed_total', help: 'Requests refused with 503 while the server sheds load, by route kind (page or api)',
      labelNames: ['route'], registers: [registry],
    }),
    /** Content changes refused by the check: the last good content keeps serving (server/content/content-watch.ts). */
    contentReloadFailures: new Counter({
      name: 'content_reload_failures_total',
      help: 'Changes of the content folder refused by the content check (the last good content keeps serving)',
      registers: [registry],
    }),
    /** Content changes checked and swapped in. */
    contentReloads: new Counter({
      name: 'content_reloads_total', help: 'Changes of the content folder checked and swapped in', registers: [registry],
    }),
    /** Files held back now (start-up or reload). */
    contentHeldBack: new Gauge({
      name: 'content_files_held_back',
      help: 'Content files refused by the check and held back now (their last good version serves, or they are left out)',
      registers: [registry],
    }),
    /** Observes a checked web-vitals beacon into the rum_* histograms. */
    observeRum: createRumMetrics(registry),
    /**
     * Web-vitals beacons refused as no beacon (400: server/routes/rum-route.ts), never a sample; one refused by its limit
     * is counted in rate_limit_refusals_total{call="rum"}.
     */
    badRumBeacons: new Counter({
      name: 'bad_rum_beacons_total', help: 'Web-vitals beacons refused with 400 as no beacon (never a sample)', registers: [registry],
    }),
    /** The image endpoint's (server/images/). */
    images: createImageMetrics(registry),
    /** Exposes the render cache's entries and bytes (read when scraped). */
    watchRenderCache(cache: { readonly size: number; readonly bytes: number; readonly evictions: number }) {
      scrapedGauge(registry, 'render_cache_entries', 'Page variants held by the render cache', () => cache.size);
      scrapedGauge(registry, 'render_cache_bytes', 'Bytes held by the render cache (all encodings)', () => cache.bytes);
      scrapedCounter(registry, 'render_cache_evictions_total', 'Page variants pushed out of the render cache by its bounds',
        () => cache.evictions);
    },
    /** Exposes the in-flight work and the event-loop lag the load gate decides on. */
    watchLoadGate(gate: { readonly inFlight: number; readonly lagMs: number }) {
      scrapedGauge(registry, 'load_in_flight', 'Renders and upstream calls in flight', () => gate.inFlight);
      scrapedGauge(registry, 'load_event_loop_delay_p99_seconds',
        'Event-loop delay p99 of the load gate\'s last window (none sampled once a window had none of that work)', () => gate.lagMs / 1000);
    },
    /** Exposes the batches of spans the trace exporter could not send (read when scraped). */
    watchTraceExports(tracing: { readonly failedExports: number }) {
      scrapedCounter(registry, 'trace_exports_failed_total', 'Batches of spans the trace exporter could not send (lost)',
        () => tracing.failedExports);
    },
    /** Exposes the experiments' counting store (server/experiments/counts.ts): held while its Redis is away, refused when full. */
    watchExperimentCounts(counts: { readonly held: number; readonly refused: number; readonly dropped: number }) {
      scrapedGauge(registry, 'experiment_counts_held', 'Experiment counts held in memory until their Redis takes them', () => counts.held);
      scrapedCounter(registry, 'experiment_counts_refused_total', 'Experiment counts their Redis refused (full: maxmemory, noeviction)',
        () => counts.refused);
      scrapedCounter(registry, 'experiment_counts_dropped_total', 'Experiment counts dropped: more held in memory than the bound',
        () => counts.dropped);
    },
    /** Exposes the log lines dropped while standard output was not read (server/observability/log.ts). */
    watchLogDrops(dropped: () => number) {
      scrapedCounter(registry, 'log_lines_dropped_total', 'Log lines dropped while standard output was not read (served on)', dropped);
    },
  };
}
