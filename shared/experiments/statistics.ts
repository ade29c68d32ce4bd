// The statistics of an experiment (docs/decisions/720-verdict-under-daily-looks.md).
// The intervals are asymptotic confidence sequences (Waudby-Smith et al., Annals of Statistics 52(6), 2024,
// arXiv:2103.06476 eq. (9)): valid at every look at once. Pure: counts in, figures out.
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { Version } from './versions.js';

/** One version's counts: visitors shown it (once each), and those of them who reached the goal. */
export interface VersionCounts {
  visitors: number;
  conversions: number;
}

/** The error rate of every interval and verdict: 95 % intervals, one wrong verdict in 20 at most. */
export const ALPHA = 0.05;

/** No verdict before each version has this much (docs/product.md §12). */
export const MINIMUM_SAMPLE: Readonly<VersionCounts> = { visitors: 100, conversions: 10 };

/** Below this p-value the split is off (sample-ratio mismatch, docs/product.md §12). */
export const SAMPLE_RATIO_P = 0.001;

/** Above this share of a version's conversions from one network (/24, /48) the verdict is withheld (docs/product.md §12). */
export const NETWORK_LIMIT = 0.1;

/** The lift the page's sample is sized to find, and the chance to find it. */
export const DETECTABLE_LIFT = 0.2;
export const POWER = 0.8;

/**
 * The visitors (both versions together) at which the sequences are narrowest: GrowthBook's default tuning.
 * A sequence is valid at any tuning; this only says where its width is spent.
 */
export const TUNED_FOR_VISITORS = 5000;

/** ρ² of the Gaussian mixture that makes the sequence narrowest at TUNED_FOR_VISITORS (the paper's choice of ρ for a target sample). */
const RHO_SQUARED = (-2 * Math.log(ALPHA) + Math.log(-2 * Math.log(ALPHA) + 1)) / TUNED_FOR_VISITORS;

/**
 * How many standard errors an asymptotic confidence sequence spans at `observations` observations:
 * the paper's two-sided boundary, sqrt(2(nρ²+1)/(nρ²) · ln(sqrt(nρ²+1)/α)). A fixed 95 % interval spans 1.96.
 */
export function sequenceWidth(observations: number): number {
  const tuned = observations * RHO_SQUARED;
  return Math.sqrt(((2 * (tuned + 1)) / tuned) * Math.log(Math.sqrt(tuned + 1) / ALPHA));
}

/** An estimate and its interval (the low and high ends), as fractions: 0.052 is 5.2 %. */
export interface Estimate {
  value: number;
  low: number;
  high: number;
}

/** A version's conversion rate, its interval clipped to 0..1. */
export function conversionRate({ visitors, conversions }: VersionCounts): Estimate {
  const rate = visitors > 0 ? conversions / visitors : 0;
  const half = visitors > 0 ? Math.sqrt(rate * (1 - rate)) * sequenceWidth(visitors) / Math.sqrt(visitors) : 0;
  return { value: rate, low: Math.max(0, rate - half), high: Math.min(1, rate + half) };
}

/**
 * The variance of the log of Б's rate over А's, by the delta method: (1 − pa)/(na·pa) + (1 − pb)/(nb·pb) (Deng, Knoblich,
 * Lu, "Applying the Delta Method in Metric Analytics", KDD 2018). On the log the ratio's spread is near symmetric; the
 * ratio's own is skewed right, and an interval even in it wrongly named А in up to 4.3 % of A/A tests read daily, Б in
 * 0.7 % at most (docs/decisions/720-verdict-under-daily-looks.md).
 */
function logRatioVariance(rateA: number, visitorsA: number, rateB: number, visitorsB: number): number {
  return (1 - rateA) / (visitorsA * rateA) + (1 - rateB) / (visitorsB * rateB);
}

/** Б's lift over А (0.2 is +20 %) with its interval; undefined while a version has no conversion to compare. */
export function relativeLift(a: VersionCounts, b: VersionCounts): Estimate | undefined {
  if (a.conversions === 0 || b.conversions === 0) return undefined;
  const rateA = a.conversions / a.visitors;
  const rateB = b.conversions / b.visitors;
  const log = Math.log(rateB / rateA);
  const half = Math.sqrt(logRatioVariance(rateA, a.visitors, rateB, b.visitors)) * sequenceWidth(a.visitors + b.visitors);
  return { value: rateB / rateA - 1, low: Math.exp(log - half) - 1, high: Math.exp(log + half) - 1 };
}

/** Whether a version has the sample a verdict needs. */
export const hasMinimumSample = ({ visitors, conversions }: VersionCounts): boolean =>
  visitors >= MINIMUM_SAMPLE.visitors && conversions >= MINIMUM_SAMPLE.conversions;

/**
 * The verdict at a look: 'early' before both versions have the minimum sample, 'b' when Б's lift interval lies
 * above zero, 'a' when below, 'none' while it holds zero.
 */
export type Verdict = 'early' | Version | 'none';

export function verdict(a: VersionCounts, b: VersionCounts): Verdict {
  if (!hasMinimumSample(a) || !hasMinimumSample(b)) return 'early';
  const lift = relativeLift(a, b);
  if (lift === undefined) return 'early';
  if (lift.low > 0) return 'b';
  if (lift.high < 0) return 'a';
  return 'none';
}

/**
 * Whether a verdict rests on one network (docs/decisions/720-verdict-under-daily-looks.md): it is not the verdict
 * once each version's busiest network's conversions (`busiest`, per version) are taken away, its visitors kept. One
 * office, one person or one bot may then be what decides it, however small its share of the conversions.
 */
export function restsOnOneNetwork(a: VersionCounts, b: VersionCounts, busiest: { a: VersionCounts; b: VersionCounts }): boolean {
  const judged = verdict(a, b);
  const without = (counts: VersionCounts, network: VersionCounts) => ({ ...counts, conversions: counts.conversions - network.conversions });
  return (judged === 'a' || judged === 'b') && verdict(without(a, busiest.a), without(b, busiest.b)) !== judged;
}

/**
 * The visitors each version needs for the test to find a lift of DETECTABLE_LIFT over `baselineRate` with POWER,
 * looked at every day: the least total n (split by the share) where the lift's interval at n clears zero with that
 * chance, ln(1 + DETECTABLE_LIFT) ≥ se(n)·(width(n) + z(POWER)) on the log of the ratio. Counted at the last look
 * alone, so daily looks find it no later. Undefined for a rate that leaves no room for the lift.
 */
export function neededSample(baselineRate: number, shareB: number): { a: number; b: number } | undefined {
  if (!(baselineRate > 0 && baselineRate * (1 + DETECTABLE_LIFT) < 1) || !(shareB > 0 && shareB < 100)) return undefined;
  const rateB = baselineRate * (1 + DETECTABLE_LIFT);
  const zPower = normalQuantile(POWER, 0, 1);
  const found = (total: number): boolean => {
    const visitorsB = total * (shareB / 100);
    const se = Math.sqrt(logRatioVariance(baselineRate, total - visitorsB, rateB, visitorsB));
    return Math.log1p(DETECTABLE_LIFT) >= se * (sequenceWidth(total) + zPower);
  };
  let high = 2;
  while (!found(high)) high *= 2;
  let low = high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (found(middle)) high = middle;
    else low = middle;
  }
  const atLeast = (visitors: number) => Math.max(MINIMUM_SAMPLE.visitors, Math.ceil(visitors));
  return { a: atLeast(high * (1 - shareB / 100)), b: atLeast(high * (shareB / 100)) };
}

/** The visitors of each version drawn while Б's share was `share` %: the split is checked against each visitor's own draw. */
export interface DrawnUnder {
  share: number;
  a: number;
  b: number;
}

/**
 * The split's check (sample-ratio mismatch): Б's visitors against those its shares lead to expect, Σ n·s, over the
 * binomial variance of that sum, Σ n·s·(1 − s): a chi-square of one degree of freedom (at one share, Pearson's of А and
 * Б). Each visitor is weighed by the share it was drawn under, so a share changed mid-run shifts the expectation with it
 * and never fails the check by itself. A p-value under SAMPLE_RATIO_P means visitors were lost or counted apart from
 * the assignment, and the result cannot be trusted.
 */
export function sampleRatio(drawn: readonly DrawnUnder[]): { expectedB: number; chiSquare: number; p: number; mismatch: boolean } {
  let expectedB = 0;
  let visitorsB = 0;
  let variance = 0;
  for (const { share, a, b } of drawn) {
    expectedB += ((a + b) * share) / 100;
    visitorsB += b;
    variance += ((a + b) * share * (100 - share)) / 10_000;
  }
  if (variance === 0) return { expectedB, chiSquare: 0, p: 1, mismatch: false };
  const chiSquare = (visitorsB - expectedB) ** 2 / variance;
  const p = 1 - chisquareCdf(chiSquare, 1);
  return { expectedB, chiSquare, p, mismatch: p < SAMPLE_RATIO_P };
}
