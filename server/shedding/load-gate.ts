// Load shedding: when our own work in flight is too long, new work that needs a render or an upstream
// call is refused at once with 503 rather than queued until every visitor times out; what is cheap (a
// render-cache hit, an asset, /healthz, /metrics) is never asked. Express has no kept-up counterpart of
// Fastify's under-pressure. Why and how: docs/decisions/061-load-shedding.md; shared renders against
// personal calls, two budgets: docs/decisions/040-personal-work-budget.md; lag alone never refuses, the
// personal budget a fair share per client block: docs/decisions/040-personal-work-budget.md; a personal
// request's bounded wait for a place: docs/decisions/040-personal-work-budget.md.
import { monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks';
import type { UpstreamClient, UpstreamRequest } from '../upstream/client.js';
import { createFairShare } from './fair-share.js';
import type { Config } from '../config.js';

type LoadGateOptions = Omit<Config['shedding'], 'personalLine' | 'personalWaitMs'> & {
  /** Personal requests that may wait for a place, and how long each may; unset: none waits. */
  personalLine?: number;
  personalWaitMs?: number;
  /** How often the lag is re-read (and its histogram started afresh). */
  windowMs?: number;
  /**
   * Where the loop's delays are recorded, in nanoseconds; unset: perf_hooks' event-loop
   * delay monitor. A test records delays itself: a test runner's worker does not measure
   * its own loop as a server process does.
   */
  delays?: Delays;
};

export interface LoadGate {
  /**
   * True when new shared work (a render of a page that is the same for everyone) should be
   * refused now: our own work in flight is long (all of `maxInFlight`, or an eighth of it
   * while the loop lags).
   */
  overloaded(): boolean;
  /** Counts `work` as in flight until it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
  /**
   * Admits one personal request of a client block (rate-limit/address-key.ts): a
   * release to call once it is answered, or undefined when the budget, or the block's share
   * of it, is spent (refuse it).
   */
  admitPersonal(block: string): (() => void) | undefined;
  /** admitPersonal, or when it finds no place, the first its block may take within the wait (undefined: refuse it). */
  admitPersonalInTurn(block: string): Promise<(() => void) | undefined>;
  /** The event loop's delay p99 of the last window, in ms. */
  readonly lagMs: number;
  close(): void;
}

type Delays = Pick<RecordableHistogram, 'percentile' | 'reset'>;

/**
 * About a hundred samples a window: one lone pause (a cold first render, a GC) is the top
 * 1 % and does not shed; a loop kept busy delays most samples and does.
 */
const loopDelayMonitor = () => monitorEventLoopDelay({ resolution: 20 });

export function createLoadGate(options: LoadGateOptions): LoadGate {
  const {
    maxInFlight, maxEventLoopDelayMs, maxPersonalInFlight, personalPerBlock, personalLine = 0, personalWaitMs = 0, windowMs = 2000, delays,
  } = options;
  const monitor = delays ? undefined : loopDelayMonitor();
  const delay = delays ?? monitor!;
  let lagMs = 0;
  // The lag weighs only while our own work is in flight, so a window without any is the monitor's last until work
  // comes: its timer woke an idle process, or one answering hits alone, 50 times a second for nothing
  // (docs/decisions/061-load-shedding.md).
  let worked = false;
  const reader = setInterval(() => {
    lagMs = delay.percentile(99) / 1e6;
    delay.reset();
    if (!worked) monitor?.disable();
    worked = inFlight > 0;
  }, windowMs);
  reader.unref();
  let inFlight = 0;
  // The in-flight work at which the lag says the slowness is ours.
  const laggingInFlight = Math.max(2, Math.ceil(maxInFlight / 8));
  const personal = createFairShare({
    capacity: maxPersonalInFlight, perBlock: personalPerBlock, reserve: Math.floor(maxPersonalInFlight / 4),
    line: personalLine, waitMs: personalWaitMs,
  });

  return {
    overloaded: () => inFlight >= maxInFlight || (lagMs > maxEventLoopDelayMs && inFlight >= laggingInFlight),
    async track(work) {
      if (!worked) monitor?.enable();
      worked = true;
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
    admitPersonal: (block) => personal.admit(block),
    admitPersonalInTurn: (block) => personal.admitInTurn(block),
    get lagMs() {
      return lagMs;
    },
    close() {
      clearInterval(reader);
      monitor?.disable();
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
