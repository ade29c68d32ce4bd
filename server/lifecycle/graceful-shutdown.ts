// Stopping without dropping a visitor. On SIGTERM or SIGINT /readyz answers 503 at once
// while the server keeps accepting and serving for SHUTDOWN_DELAY_MS: the time a load
// balancer needs to notice and route elsewhere. Then it stops accepting, lets in-flight
// requests finish and exits 0. Work still running after the grace (or a second signal)
// is cut off with one log line and exit 1.
import net from 'node:net';
import type { Server, ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { Logger } from '../observability/log.js';

/** The most upstream calls one request waits for one after another: the business page reads the city list, then that city's info. */
const UPSTREAM_CALLS_IN_A_ROW = 2;
/**
 * How long in-flight requests get once the server stops accepting. The longest request
 * the server can have is one still arriving (dropped at REQUEST_TIMEOUT_MS) whose
 * upstream calls then run in a row, each cut at UPSTREAM_TIMEOUT_MS; the grace covers
 * that, so a slow upstream never turns a clean drain into a forced exit. On top comes
 * SHUTDOWN_GRACE_MARGIN_MS for rendering and a busy event loop (a test environment sets
 * it short). Defaults: 30 s + 2 × 5 s + 5 s = 45 s.
 */
export function shutdownGraceMs(config: Config): number {
  return config.requestTimeoutMs + UPSTREAM_CALLS_IN_A_ROW * config.upstream.timeoutMs + config.shutdownGraceMarginMs;
}

export interface ShutdownOptions {
  log: Logger;
  delayMs: number;
  graceMs: number;
  /** Closes what requests use (the upstream pool, the demo upstream) once none is left, before `until` (ms): the grace's end. */
  release: (until: number) => Promise<void>;
}

/** What the release leaves of the grace for the rest of the stop. */
const RELEASE_MARGIN_MS = 1000;

/** How often, once the server stops accepting, keep-alive sockets left idle by a finished answer are closed. */
const IDLE_CLOSE_MS = 50;

export function createGracefulShutdown({ log, delayMs, graceMs, release }: ShutdownOptions) {
  let signalled = false;
  return {
    /** False from the first signal on, so /readyz tells the load balancer to stop routing here. */
    isReady: () => !signalled,
    /** Stops `server` on SIGTERM or SIGINT. */
    stopOnSignals(server: Server) {
      const onSignal = (signal: NodeJS.Signals) => {
        // A second Ctrl-C (or SIGTERM) means "now", e.g. during the delay in development.
        if (signalled) return forceExit(log, `second ${signal}`, server);
        signalled = true;
        // From now on each answer says `Connection: close`, so keep-alive clients move elsewhere; nothing is
        // followed per request before (docs/decisions/170-health-on-the-main-loop.md). First in line, before the app answers.
        server.prependListener('request', (_req, res: ServerResponse) => res.setHeader('connection', 'close'));
        log.info({ signal, delayMs }, `shutting down: /readyz answers 503, serving ${delayMs} ms more before the listener closes`);
        setTimeout(() => void drain(server, { log, graceMs, release }), delayMs);
      };
      process.on('SIGTERM', onSignal);
      process.on('SIGINT', onSignal);
    },
  };
}

async function drain(server: Server, { log, graceMs, release }: Omit<ShutdownOptions, 'delayMs'>): Promise<void> {
  const until = Date.now() + graceMs;
  const force = setTimeout(() => forceExit(log, `grace of ${graceMs} ms over`, server), graceMs);
  const closed = new Promise((resolve) => {
    // Not http.Server#close(): that also stops Node's request-timeout checks, so a client
    // stalling mid-request would hold the drain until the forced exit.
    net.Server.prototype.close.call(server, resolve);
  });
  // A keep-alive socket is closed once its answer is finished, not after keepAliveTimeout.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_CLOSE_MS);
  // Logged once the listener is closed, so the line is true when it is read; the connections left are the requests in flight.
  server.getConnections((_error, open) => log.info({ open, graceMs }, 'stopped accepting connections: finishing in-flight requests'));
  await closed;
  clearInterval(idle);
  await release(until - RELEASE_MARGIN_MS).catch(() => undefined); // nothing is left to serve: exit cleanly anyway
  clearTimeout(force);
  log.info('stopped');
  process.exit(0);
}

/** One line with the connections cut off (each a request in flight, or a client that never finished one), then exit 1. */
function forceExit(log: Logger, reason: string, server: Server): void {
  server.getConnections((_error, open) => {
    log.error({ open }, `forced exit (${reason}): cutting off ${open} open connection(s)`);
    process.exit(1);
  });
}
