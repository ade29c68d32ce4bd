// Which of the listener's hits (a stored page, a photo already made: server/routes/page-hits.ts,
// image-hits.ts) get an access line (docs/configuration.md, LOG_HIT_SAMPLE): one in `oneIn`,
// counted in turn (no randomness: the first hit is written, then the (oneIn + 1)th, …), and
// always a hit answered with a status of 400 or more (a refusal while shedding) or slower than
// SLOW_HIT_MS. Every request reaches nginx's access line with its id (deploy/nginx.conf), and
// every request the chain answers gets its own line (access-log.ts); a hit's line in the app
// only repeats those (docs/performance.md prices it).

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
