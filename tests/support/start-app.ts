// The real app against the embedded demo upstream, both on loopback port 0. Log lines
// are kept in memory so tests can read them (and prove no credential is ever logged).
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import http, { type RequestListener } from 'node:http';
import type { Express } from 'express';
import { loadConfig, type Config } from '#server/config.js';
import { createLogger } from '#server/observability/log.js';
import type { Metrics } from '#server/observability/metrics/metrics.js';
import type { RenderCache } from '#server/render/render-cache.js';
import { clockStartingAt, type Clock } from '#server/calendar/clock.js';
import type { Content } from '#server/content/load-content.js';
import { createServer, type AssembledServer } from '#server/create-server.js';
import { bind } from '#server/lifecycle/listen.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from './demo-upstream.js';
import { FIXTURE_CONTENT_DIR } from './content.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { RUNNING_DAY } from './running-day.js';
import type { PageRegistry } from '#server/pages/page-registry.js';

export const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');

export { RUNNING_DAY };

/** RUNNING_DAY's month as the demo upstream reads it (lovecategory's month of choice). */
export const RUNNING_MONTH = new Date(RUNNING_DAY).getMonth();

export interface TestApp {
  /** What tests drive (`request(t.listener)`): the process's listener, which answers hits before Express as server/main.ts serves. */
  listener: RequestListener;
  /** The Express app itself, for a test about what reaches it. */
  app: Express;
  url: string;
  demo: DemoUpstream;
  config: Config;
  metrics: Metrics;
  renderCache: RenderCache;
  /** The assembled server itself: its content reload and what the reloads did (the studio's collaborators). */
  server: AssembledServer;
  logs: string[];
  close(): Promise<void>;
}

export interface StartAppOptions {
  /** Extra environment, e.g. { UPSTREAM_TIMEOUT_MS: '300', GTM_ID: 'GTM-TEST1' }. */
  env?: Record<string, string>;
  /** Point the app at another upstream (e.g. a closed port) instead of the demo. */
  upstreamUrl?: string;
  /** The calendar's clock instead of PROMO_NOW's (a test that crosses a boundary moves it). */
  clock?: Clock;
  /** Other campaigns than the fixture's (e.g. one with an announce day); their banners must be in CONTENT_DIR. */
  content?: Content;
  /** Real time for what is not the calendar (when a content reload happened); unset: Date.now. */
  now?: () => number;
  /**
   * false: every request renders its page, none is answered from the render cache; so each test that asks for a page runs
   * the page's code itself (what a mutation run's per-test coverage needs, docs/decisions/066-mutation-testing.md).
   */
  renderCache?: boolean;
  /** Another page registry than the site's (a kind whose schema a test changed); unset: PAGE_REGISTRY. */
  pages?: PageRegistry;
}

export async function startApp(options: StartAppOptions = {}): Promise<TestApp> {
  // One clock for the app and the demo upstream: the demo's month is the tests' day's too.
  const clock = options.clock ?? clockStartingAt(Date.parse(options.env?.PROMO_NOW ?? RUNNING_DAY));
  const demo = await startDemoUpstream({ ...DEMO_CREDENTIALS, now: () => new Date(clock.now()) });
  const config = loadConfig({
    UPSTREAM_URL: options.upstreamUrl ?? demo.url,
    UPSTREAM_USER: DEMO_CREDENTIALS.user,
    UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password,
    LOG_LEVEL: 'info',
    // Off by default, so a test that changes the demo's answers sees the change at once;
    // tests/server/upstream-cache.test.ts turns it on.
    UPSTREAM_CACHE_TTL_MS: '0',
    // Off unless a test is about the limits (tests/process/rate-limits.test.ts).
    RATE_LIMITS: 'off',
    PROMO_NOW: RUNNING_DAY,
    // The tests' own content, never the live content/ (tests/support/content.ts).
    CONTENT_DIR: FIXTURE_CONTENT_DIR,
    // The test process's own loop lags under a loaded machine: no shedding for lag unless
    // a test is about it (tests/server/load-shedding.test.ts).
    SHED_EVENT_LOOP_DELAY_MS: '60000',
    ...options.env,
  });
  const logs: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logs.push(chunk.toString('utf8')), done()) });
  const log = createLogger(config.logLevel, sink);
  const assembled = await createServer(config, {
    log, pages: options.pages ?? PAGE_REGISTRY, distDir: DIST_DIR, clock, content: options.content, now: options.now,
    renderCache: options.renderCache,
  });
  const { app, listener, metrics, renderCache } = assembled;
  // The process's listener, as server/main.ts serves it: hits are answered before Express.
  const server = await bind(http.createServer(listener), 0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    app, listener, demo, config, metrics, renderCache, logs, server: assembled,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await assembled.close();
      await demo.close();
    },
  };
}
