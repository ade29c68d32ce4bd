// What one limited call spends, as data both counters (Redis and memory) apply the same
// way: one point of each budget in order, stopping at the first that is exhausted (a
// refused budget and the ones after it spend nothing, so a client refused for itself
// spends none of everyone's). The ceiling's reserve goes only to a quiet caller: one whose
// every earlier budget with a `quietUpTo` has spent at most that many points (docs/decisions/062-rate-limit-tiers.md).
export type LimitScope = 'address' | 'network' | 'card' | 'holder' | 'global';

export interface LimitRefusal {
  scope: LimitScope;
  retryAfterMs: number;
}

export interface CountStep {
  scope: LimitScope;
  key: string;
  /** Used instead of `key` by the memory counters when they are full and `key` is new. */
  coarseKey?: string;
  points: number;
  durationMs: number;
  /** Of `points`, what a caller that is not quiet may use; the rest is kept for quiet ones. */
  openPoints?: number;
  /** A caller past this many points of this budget is no longer quiet. */
  quietUpTo?: number;
}

export interface Counters {
  spend(steps: readonly CountStep[]): Promise<LimitRefusal | undefined>;
}

/** The points this step may reach, given whether the caller has been quiet so far. */
export const stepLimit = (step: CountStep, quiet: boolean) => (quiet || step.openPoints === undefined ? step.points : step.openPoints);
