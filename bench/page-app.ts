// The production app for the benchmark (started by page-server.ts), assembled and listening as the process does
// (createServer, listen with the request deadline, graceful shutdown on a signal), with the benchmark's knobs:
// BENCH_RENDER_CACHE=off (every request a render, the upstream cached) or =refill (each request misses and the page is
// rendered, compressed and stored again, as when its data keeps changing under load); BENCH_PROBE_PORT, a second
// listener answering the event loop's delay since the last ask, for the loop's figures (bench/bench.mjs).
import http from 'node:http';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Config } from '../server/config.js';
import { logDestination, createLogger } from '../server/observability/log.js';
import { createServer } from '../server/create-server.js';
import { listen } from '../server/lifecycle/listen.js';
import { createGracefulShutdown, shutdownGraceMs } from '../server/lifecycle/graceful-shutdown.js';
import type { PageTracing } from '../server/observability/page-tracing.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

export async function startPageApp(config: Config, tracing: PageTracing | undefined): Promise<void> {
  const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  // The access lines as production writes them (LOG_LEVEL info, batched: server/observability/log.ts),
  // into /dev/null: the benchmark's output stays readable, and the lines still cost their writes.
  const log = createLogger(config.logLevel, logDestination('/dev/null'));
  const cacheMode = process.env.BENCH_RENDER_CACHE;
  const assembled = await createServer(config, { log, pages: PAGE_REGISTRY, distDir, renderCache: cacheMode !== 'off', tracing });
  if (cacheMode === 'refill') assembled.renderCache.get = () => undefined;
  const release = async () => {
    await assembled.close();
    await tracing?.shutdown();
  };
  const shutdown = createGracefulShutdown({ log, delayMs: config.shutdownDelayMs, graceMs: shutdownGraceMs(config), release });
  const server = await listen(assembled.listener, config, { born: assembled.born });
  shutdown.stopOnSignals(server);
  if (process.env.BENCH_PROBE_PORT) await startEventLoopProbe(Number(process.env.BENCH_PROBE_PORT));
  process.stdout.write('ready\n');
}

async function startEventLoopProbe(port: number): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  // Sampled from the first ask on (bench/bench.mjs asks once before the load it reads): its timer would otherwise
  // wake the server 100 times a second through every other target's run, a cost production and the hit's least lack.
  const probe = http.createServer((_req, res) => {
    delay.enable();
    const figures = { p50Ms: delay.percentile(50) / 1e6, p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 };
    delay.reset();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(figures));
  });
  await new Promise<void>((resolve) => probe.listen(port, '127.0.0.1', resolve));
  probe.unref();
}
