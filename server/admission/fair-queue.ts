// Work that waits for a turn, admitted fairly (docs/decisions/120-fair-admission.md): at
// most `concurrency` tasks run, at most `queue` wait, the last `reserved` queue places go
// only to wanted work (for images: a source a rendered page named), which is also served
// first, and one client block holds at most `perBlock` places (running or waiting) with
// work that is not wanted (counted by fair-share.ts, as the load gate's and the connection
// cap's places are). Wanted work is bounded by what the pages name (each photo's variants
// are made once), so a visitor's dozen photos at once are never its block's share. A task
// that waits longer than `waitMs` for its turn gives up. A refused task never runs, so a
// flood costs its own share and nobody else's.
import { createFairShare, type Release } from './fair-share.js';

export type Refusal = 'full' | 'share' | 'wait';

export type Turn<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export interface FairQueueOptions {
  concurrency: number;
  queue: number;
  perBlock: number;
  /** Queue places only wanted work may take. */
  reserved: number;
  /** The longest wait for a turn. */
  waitMs: number;
}

export interface Asker {
  block: string;
  /** Known to be wanted (a page named it): served before other waiting work, may take the reserved places, outside the block's share. */
  wanted: boolean;
}

export interface FairQueue {
  run<T>(asker: Asker, task: () => Promise<T>): Promise<Turn<T>>;
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  start(): void;
}

/** The place of wanted work, which no block's share counts. */
const UNCOUNTED: Release = () => {};

export function createFairQueue({ concurrency, queue, perBlock, reserved, waitMs }: FairQueueOptions): FairQueue {
  let running = 0;
  const lanes = { wanted: [] as Waiter[], other: [] as Waiter[] };
  // The blocks' places, running or waiting: the queue's own bounds are the total's, so the share bounds blocks only.
  const shares = createFairShare({ capacity: Infinity, perBlock });
  const waitingCount = () => lanes.wanted.length + lanes.other.length;

  const next = () => {
    const waiter = lanes.wanted.shift() ?? lanes.other.shift();
    if (waiter) waiter.start();
    else running--;
  };

  /** Resolves true when the task's turn comes, false when the wait passed `waitMs`. */
  function turn({ wanted }: Asker): Promise<boolean> {
    const lane = wanted ? lanes.wanted : lanes.other;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        lane.splice(lane.indexOf(waiter), 1);
        resolve(false);
      }, waitMs);
      timer.unref();
      lane.push(waiter);
    });
  }

  return {
    async run(asker, task) {
      // Only work that is not wanted is counted against its block.
      const place = asker.wanted ? UNCOUNTED : shares.admit(asker.block);
      if (!place) return { ok: false, refusal: 'share' };
      try {
        if (running < concurrency) {
          running++;
        } else {
          const places = asker.wanted ? queue : queue - reserved;
          if (waitingCount() >= places) return { ok: false, refusal: 'full' };
          // A turn handed over keeps `running` as it was: the finished task's place is this one's.
          if (!(await turn(asker))) return { ok: false, refusal: 'wait' };
        }
        try {
          return { ok: true, value: await task() };
        } finally {
          next();
        }
      } finally {
        place();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waitingCount();
    },
  };
}
