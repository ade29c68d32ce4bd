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
  /** Closes what requests use (the upstream pool, the demo upstream) once none is left. */
  release: () => Promise<void>;
}

export interface GracefulShutdown {
  /** False from the first signal on, so /readyz tells the load balancer to stop routing here. */
  isReady(): boolean;
  /** Follows `server`'s responses and stops it on SIGTERM or SIGINT. */
  stopOnSignals(server: Server): void;
}

export function createGracefulShutdown({ log, delayMs, graceMs, release }: ShutdownOptions): GracefulShutdown {
  let signalled = false;
  return {
    isReady: () => !signalled,
    stopOnSignals(server) {
      const inFlight = trackResponses(server, () => signalled);
      const onSignal = (signal: NodeJS.Signals) => {
        // A second Ctrl-C (or SIGTERM) means "now", e.g. during the delay in development.
        if (signalled) return forceExit(log, `second ${signal}`, inFlight.size);
        signalled = true;
        log.info({ signal, delayMs }, `shutting down: /readyz answers 503, serving ${delayMs} ms more before the listener closes`);
        setTimeout(() => void drain(server, inFlight, { log, graceMs, release }), delayMs);
      };
      process.on('SIGTERM', onSignal);
      process.on('SIGINT', onSignal);
    },
  };
}

/**
 * The responses not yet finished. From the signal on, each new one says
 * `Connection: close` so keep-alive clients move elsewhere; once the server has stopped
 * accepting, a keep-alive socket left idle by a finished response is closed at once
 * rather than after keepAliveTimeout.
 */
function trackResponses(server: Server, signalled: () => boolean): Set<ServerResponse> {
  const inFlight = new Set<ServerResponse>();
  // First in line, so the header is set before the app can have answered.
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (signalled()) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.on('close', () => {
      inFlight.delete(res);
      if (!server.listening) setImmediate(() => server.closeIdleConnections());
    });
  });
  return inFlight;
}

async function drain(
  server: Server,
  inFlight: Set<ServerResponse>,
  { log, graceMs, release }: Omit<ShutdownOptions, 'delayMs'>,
): Promise<void> {
  const force = setTimeout(() => forceExit(log, `grace of ${graceMs} ms over`, inFlight.size), graceMs);
  const closed = new Promise((resolve) => {
    // Not http.Server#close(): that also stops Node's request-timeout checks, so a client
    // stalling mid-request would hold the drain until the forced exit.
    net.Server.prototype.close.call(server, resolve);
  });
  // Logged once the listener is closed, so the line is true when it is read.
  log.info({ inFlight: inFlight.size, graceMs }, 'stopped accepting connections: finishing in-flight requests');
  for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  server.closeIdleConnections();
  await closed;
  await release().catch(() => undefined); // nothing is left to serve: exit cleanly anyway
  clearTimeout(force);
  log.info('stopped');
  process.exit(0);
}

function forceExit(log: Logger, reason: string, inFlight: number): never {
  log.error({ inFlight }, `forced exit (${reason}): cutting off ${inFlight} in-flight request(s)`);
  process.exit(1);
}
