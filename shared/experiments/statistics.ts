// The statistics of a campaign experiment (docs/product.md §12, docs/decisions/485-experiment-statistics.md):
// per version the rate with its interval, Б's lift over А with its interval, the verdict, the chance that Б
// beats А, the sample the test needs and the split's check. The intervals are asymptotic confidence
// sequences (Waudby-Smith, Arbel, Wu, Ramdas, Howard, "Time-uniform central limit theory and asymptotic
// confidence sequences", Annals of Statistics 52(6), 2024, arXiv:2103.06476 eq. (9); GrowthBook's sequential engine):
// they cover the truth at every look at once, so an operator who looks every day is wrong no more often
// than one who looks once. Pure: counts in, figures out.
import betaln from '@stdlib/math-base-special-betaln';
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
 * The variance of Б's relative lift over А, by the delta method: var(p̂b/p̂a) ≈ var(p̂b)/pa² + pb²·var(p̂a)/pa⁴
 * (GrowthBook's frequentist engine, as Deng, Knoblich, Lu, "Applying the Delta Method in Metric Analytics", KDD 2018).
 */
function liftVariance(rateA: number, visitorsA: number, rateB: number, visitorsB: number): number {
  const varianceA = (rateA * (1 - rateA)) / visitorsA;
  const varianceB = (rateB * (1 - rateB)) / visitorsB;
  return varianceB / rateA ** 2 + (rateB ** 2 * varianceA) / rateA ** 4;
}

/** Б's lift over А (0.2 is +20 %) with its interval; undefined while А has no conversion to compare with. */
export function relativeLift(a: VersionCounts, b: VersionCounts): Estimate | undefined {
  if (a.visitors === 0 || b.visitors === 0 || a.conversions === 0) return undefined;
  const rateA = a.conversions / a.visitors;
  const rateB = b.conversions / b.visitors;
  const lift = rateB / rateA - 1;
  const half = Math.sqrt(liftVariance(rateA, a.visitors, rateB, b.visitors)) * sequenceWidth(a.visitors + b.visitors);
  return { value: lift, low: lift - half, high: lift + half };
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
 * The chance that Б's true rate is above А's, under uniform priors (Beta(1, 1)): Evan Miller's closed form,
 * "Formulas for Bayesian A/B Testing" (2015), P(pB > pA) = Σ_{i<αB} B(αA+i, βA+βB) / ((βB+i) B(1+i, βB) B(αA, βA)),
 * summed over the version with fewer conversions (P(pA > pB) is its complement).
 */
export function chanceBBeatsA(a: VersionCounts, b: VersionCounts): number {
  const posterior = ({ visitors, conversions }: VersionCounts) => ({ alpha: conversions + 1, beta: visitors - conversions + 1 });
  const chanceFirstBeats = (first: ReturnType<typeof posterior>, second: ReturnType<typeof posterior>): number => {
    let total = 0;
    for (let i = 0; i < first.alpha; i += 1) {
      total += Math.exp(
        betaln(second.alpha + i, second.beta + first.beta) - Math.log(first.beta + i)
        - betaln(1 + i, first.beta) - betaln(second.alpha, second.beta),
      );
    }
    return Math.min(1, Math.max(0, total));
  };
  return b.conversions <= a.conversions
    ? chanceFirstBeats(posterior(b), posterior(a))
    : 1 - chanceFirstBeats(posterior(a), posterior(b));
}

/**
 * The visitors each version needs for the test to find a lift of DETECTABLE_LIFT over `baselineRate` with POWER,
 * looked at every day: the least total n (split by the share) where the lift's interval at n clears zero with that
 * chance, DETECTABLE_LIFT ≥ se(n)·(width(n) + z(POWER)). Counted at the last look alone, so daily looks find it
 * no later. Undefined for a rate that leaves no room for the lift.
 */
export function neededSample(baselineRate: number, shareB: number): { a: number; b: number } | undefined {
  if (!(baselineRate > 0 && baselineRate * (1 + DETECTABLE_LIFT) < 1) || !(shareB > 0 && shareB < 100)) return undefined;
  const rateB = baselineRate * (1 + DETECTABLE_LIFT);
  const zPower = normalQuantile(POWER, 0, 1);
  const found = (total: number): boolean => {
    const visitorsB = total * (shareB / 100);
    const se = Math.sqrt(liftVariance(baselineRate, total - visitorsB, rateB, visitorsB));
    return DETECTABLE_LIFT >= se * (sequenceWidth(total) + zPower);
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

/**
 * The split's check (sample-ratio mismatch): Pearson's chi-square of the visitors of А and Б against the configured
 * share, one degree of freedom. A p-value under SAMPLE_RATIO_P means visitors were lost or counted apart from the
 * assignment, and the result cannot be trusted.
 */
export function sampleRatio(a: VersionCounts, b: VersionCounts, shareB: number): { chiSquare: number; p: number; mismatch: boolean } {
  const total = a.visitors + b.visitors;
  if (total === 0) return { chiSquare: 0, p: 1, mismatch: false };
  const expectedB = (total * shareB) / 100;
  const expectedA = total - expectedB;
  const chiSquare = (a.visitors - expectedA) ** 2 / expectedA + (b.visitors - expectedB) ** 2 / expectedB;
  const p = 1 - chisquareCdf(chiSquare, 1);
  return { chiSquare, p, mismatch: p < SAMPLE_RATIO_P };
}
