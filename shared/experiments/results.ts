// What the counting store holds of one experiment (docs/product.md §12, server/experiments/counts.ts), as the
// studio's result page reads it: counted on the server, per version, per Moscow day, kept 400 days.
import type { DrawnUnder, VersionCounts } from './statistics.js';

/** One value per version: А (`a`) and Б (`b`). */
export interface PerVersion<T> {
  a: T;
  b: T;
}

export interface ExperimentResults {
  /** Each Moscow day's counts, in day order: a visitor on the day of its draw, a conversion on the day of its goal. */
  days: Array<{ day: string } & PerVersion<VersionCounts>>;
  /** Visitors by the share of Б (per cent) each was drawn under, per version, in share order: what the split is checked against. */
  drawn: DrawnUnder[];
  /** Conversions by the share of Б each converting visitor was drawn under, likewise: with `drawn`, the verdict's strata. */
  converted: DrawnUnder[];
  /**
   * Per version, its busiest network's part (a /24 of IPv4, a /48 of IPv6): the most visitors any one network gave the version,
   * and the most conversions any one network gave it (not necessarily the same network).
   */
  busiest: PerVersion<VersionCounts>;
  /** Per version, the networks that gave it at least one conversion: what its verdict stands on. */
  converting: PerVersion<number>;
  /** The visitors not counted: new ones of a network past its day's bound (`perNetwork`; 0: none), their conversions too. */
  uncounted: { visitors: number; perNetwork: number };
}
