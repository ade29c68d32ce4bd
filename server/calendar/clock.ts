// The one clock of the calendar (docs/product.md §4): real time, or PROMO_NOW, where the clock
// starts at that instant and runs on at real speed (demos, tests, rehearsing a launch).
// `now()` is an addition to Date.now(): the render-cache hit path reads it per request.

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Real time shifted so that it reads `startsAt` now; real time when `startsAt` is unset. */
export function clockStartingAt(startsAt: number | undefined): Clock {
  if (startsAt === undefined) return systemClock;
  const offset = startsAt - Date.now();
  return { now: () => Date.now() + offset };
}
