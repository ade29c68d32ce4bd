// The real app against the embedded demo upstream, both on loopback port 0. Log lines
// are kept in memory so tests can read them (and prove no credential is ever logged).
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { createApp } from '#server/app.js';
import { loadConfig, type Config } from '#server/config.js';
import { createLogger } from '#server/log.js';
import { createUpstreamClient } from '#server/upstream/client.js';
import { withUpstreamCache } from '#server/upstream/upstream-cache.js';
import { readManifest } from '#server/render/assets.js';
import { DEMO_CREDENTIALS, startDemoUpstream, type DemoUpstream } from '#server/upstream/demo/server.js';

export const DIST_DIR = path.resolve(import.meta.dirname, '../../dist');

export interface TestApp {
  app: Express;
  url: string;
  demo: DemoUpstream;
  config: Config;
  logs: string[];
  close(): Promise<void>;
}

export interface StartAppOptions {
  /** Extra environment, e.g. { UPSTREAM_TIMEOUT_MS: '300', GTM_ID: 'GTM-TEST1' }. */
  env?: Record<string, string>;
  /** Point the app at another upstream (e.g. a closed port) instead of the demo. */
  upstreamUrl?: string;
}

export async function startApp(options: StartAppOptions = {}): Promise<TestApp> {
  const demo = await startDemoUpstream(DEMO_CREDENTIALS);
  const config = loadConfig({
    UPSTREAM_URL: options.upstreamUrl ?? demo.url,
    UPSTREAM_USER: DEMO_CREDENTIALS.user,
    UPSTREAM_PASSWORD: DEMO_CREDENTIALS.password,
    LOG_LEVEL: 'info',
    // Off by default, so a test that changes the demo's answers sees the change at once;
    // tests/server/upstream-cache.test.ts turns it on.
    UPSTREAM_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const logs: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (logs.push(chunk.toString('utf8')), done()) });
  const log = createLogger(config.logLevel, sink);
  const upstream = withUpstreamCache(createUpstreamClient({ ...config.upstream, url: config.upstream.url! }, log), { ttlMs: config.upstream.cacheTtlMs, staleMs: config.upstream.staleMs });
  const app = createApp({ config, log, upstream, distDir: DIST_DIR, manifest: readManifest(path.join(DIST_DIR, 'client/manifest.json')) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    app, demo, config, logs,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await upstream.close();
      await demo.close();
    },
  };
}
