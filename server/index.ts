// The process: configuration → demo upstream when no UPSTREAM_URL → app → listen →
// graceful stop on SIGTERM/SIGINT (server/lifecycle/graceful-shutdown.ts).
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config, type UpstreamTarget } from './config.js';
import { createLogger } from './log.js';
import { createServer } from './create-server.js';
import { startMetricsServer } from './metrics/metrics-server.js';
import { formatAddress, listen, listeningUrl } from './lifecycle/listen.js';
import { createGracefulShutdown, shutdownGraceMs } from './lifecycle/graceful-shutdown.js';
import { ContentError, type Content } from './content/load-content.js';
import { loadBuiltContent } from './content/site-content.js';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The content build.mjs checked and copied, checked again: a bad file stops start-up, one line per problem. */
function loadContentOrExit(distDir: string): Content {
  try {
    return loadBuiltContent(distDir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

interface EmbeddedDemo {
  target: UpstreamTarget;
  close(): Promise<void>;
}

/**
 * The demo upstream, with the configured credentials when there are any. Imported only
 * here, so a process with UPSTREAM_URL never loads it: build.mjs bundles it as its own
 * file (dist/demo-upstream/server.js).
 */
async function startEmbeddedDemo(config: Config): Promise<EmbeddedDemo> {
  const { DEMO_CREDENTIALS, startDemoUpstream } = await import('../demo-upstream/server.js');
  const user = config.upstream.user ?? DEMO_CREDENTIALS.user;
  const password = config.upstream.password ?? DEMO_CREDENTIALS.password;
  const demo = await startDemoUpstream({ user, password });
  return { target: { url: demo.url, user, password }, close: () => demo.close() };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const content = loadContentOrExit(distDir);

  const demo = config.upstream.url ? undefined : await startEmbeddedDemo(config);
  if (demo) log.info({ upstream: demo.target.url }, 'UPSTREAM_URL is not set: serving the embedded demo upstream');
  // Made first so /readyz can ask it; `release` runs only on a signal, once all exists.
  const shutdown = createGracefulShutdown({
    log, delayMs: config.shutdownDelayMs, graceMs: shutdownGraceMs(config),
    release: async () => {
      await assembled.close();
      metricsServer?.close();
      await demo?.close();
    },
  });
  const assembled = await createServer(config, { log, distDir, content, upstream: demo?.target, isReady: shutdown.isReady });
  const metricsServer = config.metricsPort === undefined ? undefined : await startMetricsServer(assembled.metrics.registry, config.host, config.metricsPort);
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
