// What the main thread and the health port's thread (health-thread.ts) share: a few
// 64-bit slots of one SharedArrayBuffer, written by the main thread only.

export const HEALTH_SLOTS = {
  /** Epoch ms of the main event loop's last turn. */
  lastTurn: 0,
  /** 1 while the main thread is ready (/readyz), 0 otherwise. */
  ready: 1,
  /** Epoch ms of the last turn at which the main listener had room for a new connection. */
  lastAccepting: 2,
} as const;

/** The slots' count (the SharedArrayBuffer's size in 64-bit slots). */
export const HEALTH_SLOT_COUNT = Object.keys(HEALTH_SLOTS).length;

/** How often the main loop writes its turn (and readiness) into the slots. */
export const TURN_EVERY_MS = 100;

/**
 * A main loop that has not turned for this long is stuck, not busy: a flood delays a turn
 * by a few seconds at most (the lag the load gate sheds at is 200 ms), an endless loop
 * for ever. Below the usual liveness timeout × failure threshold (3 s × 3).
 */
export const STALLED_AFTER_MS = 5000;

export interface HealthThreadData {
  shared: SharedArrayBuffer;
  host: string;
  port: number;
}
