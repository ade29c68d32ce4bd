// The process: configuration → demo upstream when no UPSTREAM_URL → app → listen →
// graceful stop on SIGTERM/SIGINT (server/lifecycle/graceful-shutdown.ts).
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './log.js';
import { createServer } from './create-server.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { startDemoUpstream } from './upstream/demo/server.js';
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
  let ready = () => true;
  const assembled = await createServer(config, { log, distDir, upstreamUrl, isReady: () => ready() });
  const metricsServer = config.metricsPort === undefined ? undefined : await startMetricsServer(assembled.metrics.registry, config.host, config.metricsPort);
  const shutdown = createGracefulShutdown({
    log, delayMs: config.shutdownDelayMs, graceMs: shutdownGraceMs(config),
    release: async () => {
      await assembled.close();
      metricsServer?.close();
      await demo?.close();
    },
  });
  ready = shutdown.isReady;
  const { app } = assembled;

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
