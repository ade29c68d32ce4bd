// The production app for the benchmark, assembled and listening as the process does
// (createServer, listen with the request deadline, the graceful-shutdown tracking of every
// response), with two knobs the benchmark needs: the render cache off (to time the render
// with the upstream cached) and the upstream at a given URL. Logs off: they are not what
// we time. Started by page-server.ts, with tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../server/config.js';
import { createLogger } from '../server/log.js';
import { createServer } from '../server/create-server.js';
import { listen } from '../server/lifecycle/listen.js';
import { createGracefulShutdown, shutdownGraceMs } from '../server/lifecycle/graceful-shutdown.js';
import type { PageTracing } from '../server/page-tracing.js';

export async function startPageApp(config: Config, tracing: PageTracing | undefined): Promise<void> {
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const log = createLogger('silent');
  const assembled = await createServer(config, { log, distDir, renderCache: process.env.BENCH_RENDER_CACHE !== 'off', tracing });
  const release = async () => {
    await assembled.close();
    await tracing?.shutdown();
  };
  const shutdown = createGracefulShutdown({ log, delayMs: config.shutdownDelayMs, graceMs: shutdownGraceMs(config), release });
  const server = await listen(assembled.app, config);
  shutdown.stopOnSignals(server);
  process.stdout.write('ready\n');
}
