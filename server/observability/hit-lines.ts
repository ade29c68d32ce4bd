// Which of the listener's hits (page-hits.ts, image-hits.ts) get an access line: one in LOG_HIT_SAMPLE counted in turn
// (the first, then the (oneIn + 1)th, …), and always one answered 400 or more or slower than SLOW_HIT_MS. nginx's line
// and the chain's own (access-log.ts) carry every request; a hit's line only repeats them
// (docs/decisions/133-access-line-batched.md).

/** A hit's lines written by default: one in this many. */
export const DEFAULT_HIT_SAMPLE = 10;
/** A hit that took longer than this, arrival to answer, is always written. A hit takes tens of µs: this is a stalled loop. */
export const SLOW_HIT_MS = 100;

/** Whether a hit answered with `status` in `ms` gets its line. */
export type HitLines = (status: number, ms: number) => boolean;

export function hitLines(oneIn: number, slowMs = SLOW_HIT_MS): HitLines {
  let count = 0;
  return (status, ms) => {
    if (status >= 400 || ms > slowMs) return true;
    const kept = count === 0;
    count = count + 1 === oneIn ? 0 : count + 1;
    return kept;
  };
}
