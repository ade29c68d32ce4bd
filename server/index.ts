// The process: configuration → demo upstream when no UPSTREAM_URL → app → listen →
// graceful stop on SIGTERM/SIGINT (stop accepting, finish in-flight requests, exit).
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './log.js';
import { createApp } from './app.js';
import { createUpstreamClient } from './upstream/client.js';
import { withUpstreamCache } from './upstream/upstream-cache.js';
import { startDemoUpstream } from './upstream/demo/server.js';
import { readManifest } from './render/assets.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  let upstreamUrl = config.upstream.url;
  const demo = upstreamUrl ? undefined : await startDemoUpstream({ user: config.upstream.user, password: config.upstream.password });
  if (demo) {
    upstreamUrl = demo.url;
    log.info({ upstream: demo.url }, 'UPSTREAM_URL is not set: serving the embedded demo upstream');
  }
  const upstream = withUpstreamCache(createUpstreamClient({ ...config.upstream, url: upstreamUrl! }, log), { ttlMs: config.upstream.cacheTtlMs, staleMs: config.upstream.staleMs });
  let shuttingDown = false;
  const app = createApp({
    config, log, upstream, distDir,
    manifest: readManifest(path.join(distDir, 'client/manifest.json')),
    isReady: () => !shuttingDown,
  });

  const server = app.listen(config.port, config.host, () => {
    log.info({ port: config.port, host: config.host }, `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/promo/knauf2025`);
  });
  server.keepAliveTimeout = 65_000;

  // server.close() waits for every socket, and a keep-alive socket whose response was in
  // flight at SIGTERM would stay open for keepAliveTimeout: such answers say
  // `Connection: close`, so Node closes their socket once they are sent.
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    if (shuttingDown) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
  });

  const stop = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await upstream.close();
      await demo?.close();
      clearTimeout(force);
      log.info('stopped');
      process.exit(0);
    });
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
}

void main();
