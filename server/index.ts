// The process: configuration → demo upstream when no UPSTREAM_URL → app → listen →
// graceful stop on SIGTERM/SIGINT (server/lifecycle/graceful-shutdown.ts).
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './log.js';
import { createApp } from './app.js';
import { createUpstreamClient } from './upstream/client.js';
import { withUpstreamCache } from './upstream/upstream-cache.js';
import { startDemoUpstream } from './upstream/demo/server.js';
import { readManifest } from './render/assets.js';
import { formatAddress, listen, listeningUrl } from './lifecycle/listen.js';
import { createGracefulShutdown, shutdownGraceMs } from './lifecycle/graceful-shutdown.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

  let upstreamUrl = config.upstream.url;
  const demo = upstreamUrl ? undefined : await startDemoUpstream({ user: config.upstream.user, password: config.upstream.password });
  if (demo) {
    upstreamUrl = demo.url;
    log.info({ upstream: demo.url }, 'UPSTREAM_URL is not set: serving the embedded demo upstream');
  }
  const upstream = withUpstreamCache(createUpstreamClient({ ...config.upstream, url: upstreamUrl! }, log), { ttlMs: config.upstream.cacheTtlMs, staleMs: config.upstream.staleMs });
  const shutdown = createGracefulShutdown({
    log, delayMs: config.shutdownDelayMs, graceMs: shutdownGraceMs(config),
    release: async () => {
      await upstream.close();
      await demo?.close();
    },
  });
  const app = createApp({
    config, log, upstream, distDir,
    manifest: readManifest(path.join(distDir, 'client/manifest.json')),
    isReady: shutdown.isReady,
  });

  const address = formatAddress(config.host, config.port);
  const server = await listen(app, config).catch((error: NodeJS.ErrnoException) => {
    log.fatal({ address, code: error.code }, `cannot listen on ${address}: ${error.message}`);
    process.exit(1);
  });
  const { port, address: host } = server.address() as AddressInfo;
  log.info({ port, host }, `listening on ${listeningUrl(server)}`);
  shutdown.stopOnSignals(server);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
}

void main();
