// Load shedding (issue #21; the model is Fastify's under-pressure, which has no Express
// counterpart kept up to date): when the event loop lags or too much work is in flight,
// new work that needs a render or an upstream call is refused at once with 503, rather
// than queued behind the rest until every visitor times out. What is already cheap (a
// render-cache hit, an asset, /healthz, /metrics) is never asked, so it keeps being served.
//
// The lag is the p99 of perf_hooks' event-loop delay over the last window; in flight are
// the renders and the upstream calls (counted under the upstream cache: real calls only).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { UpstreamClient, UpstreamRequest } from '../upstream/client.js';

export interface LoadGateOptions {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** How often the lag is re-read (and its histogram started afresh). */
  windowMs?: number;
}

export interface LoadGate {
  /** True when new render or upstream work should be refused now. */
  overloaded(): boolean;
  /** Counts `work` as in flight until it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
  /** The event loop's delay p99 of the last window, in ms. */
  readonly lagMs: number;
  close(): void;
}

export function createLoadGate({ maxInFlight, maxEventLoopDelayMs, windowMs = 2000 }: LoadGateOptions): LoadGate {
  // About a hundred samples a window: one lone pause (a cold first render, a GC) is the top
  // 1 % and does not shed; a loop kept busy delays most samples and does.
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  let lagMs = 0;
  const reader = setInterval(() => {
    lagMs = delay.percentile(99) / 1e6;
    delay.reset();
  }, windowMs);
  reader.unref();
  let inFlight = 0;

  return {
    overloaded: () => inFlight >= maxInFlight || lagMs > maxEventLoopDelayMs,
    async track(work) {
      inFlight++;
      try {
        return await work();
      } finally {
        inFlight--;
      }
    },
    get inFlight() {
      return inFlight;
    },
    get lagMs() {
      return lagMs;
    },
    close() {
      clearInterval(reader);
      delay.disable();
    },
  };
}

/** The upstream client with its calls counted as in-flight work (placed under the cache). */
export function withInFlightCount(client: UpstreamClient, gate: LoadGate): UpstreamClient {
  return {
    call: <T>(request: UpstreamRequest<T>) => gate.track(() => client.call(request)),
    close: () => client.close(),
  };
}
