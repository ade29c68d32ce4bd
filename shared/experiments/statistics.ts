// The statistics of an experiment (docs/decisions/720-verdict-under-daily-looks.md,
// docs/decisions/1055-a-verdict-that-stands-on-networks.md).
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

/** The visitors and conversions of each version drawn while Б's share was `share` %: one stratum of the comparison. */
export interface Stratum {
  share: number;
  a: VersionCounts;
  b: VersionCounts;
}

/** A version's counts over every stratum. */
export const versionTotal = (strata: readonly Stratum[], version: Version): VersionCounts => strata.reduce(
  (sum, stratum) => ({ visitors: sum.visitors + stratum[version].visitors, conversions: sum.conversions + stratum[version].conversions }),
  { visitors: 0, conversions: 0 },
);

/**
 * Б's rate over А's, pooled over the strata by Mantel and Haenszel, and the variance of its log by Greenland and Robins
 * ("Estimation of a common effect parameter from sparse follow-up data", Biometrics 41(1), 1985, their variance of the
 * log of the risk ratio). Within a stratum every visitor was drawn at one share, so a rate that moves while the share
 * moves moves А's and Б's alike there; counted as one sample, the version whose share fell would carry more of the days
 * before (docs/decisions/1055-a-verdict-that-stands-on-networks.md). At one share it is pb/pa, the variance the delta
 * method's (1 − pa)/(na·pa) + (1 − pb)/(nb·pb). Undefined while Б or А has no conversion to compare.
 */
function commonRatio(strata: readonly Stratum[]): { log: number; variance: number } | undefined {
  let ofB = 0;
  let ofA = 0;
  let spread = 0;
  for (const { a, b } of strata) {
    const visitors = a.visitors + b.visitors;
    if (visitors === 0) continue;
    ofB += (b.conversions * a.visitors) / visitors;
    ofA += (a.conversions * b.visitors) / visitors;
    spread += (a.visitors * b.visitors * (a.conversions + b.conversions) - a.conversions * b.conversions * visitors) / visitors ** 2;
  }
  if (ofB === 0 || ofA === 0) return undefined;
  return { log: Math.log(ofB / ofA), variance: spread / (ofB * ofA) };
}

/**
 * Б's lift over А (0.2 is +20 %) with its interval, on the log of the ratio, where its spread is near symmetric (an interval
 * even in the ratio itself named А wrongly in up to 4.3 % of A/A tests read daily, Б in 0.7 %:
 * docs/decisions/720-verdict-under-daily-looks.md); undefined while a version has no conversion to compare.
 */
export function relativeLift(strata: readonly Stratum[]): Estimate | undefined {
  const ratio = commonRatio(strata);
  if (!ratio) return undefined;
  const visitors = versionTotal(strata, 'a').visitors + versionTotal(strata, 'b').visitors;
  const half = Math.sqrt(ratio.variance) * sequenceWidth(visitors);
  return { value: Math.expm1(ratio.log), low: Math.expm1(ratio.log - half), high: Math.expm1(ratio.log + half) };
}

/** Whether a version has the sample a verdict needs. */
export const hasMinimumSample = ({ visitors, conversions }: VersionCounts): boolean =>
  visitors >= MINIMUM_SAMPLE.visitors && conversions >= MINIMUM_SAMPLE.conversions;

/**
 * The verdict at a look: 'early' before both versions have the minimum sample, 'b' when Б's lift interval lies
 * above zero, 'a' when below, 'none' while it holds zero.
 */
export type Verdict = 'early' | Version | 'none';

export function verdict(strata: readonly Stratum[]): Verdict {
  if (!hasMinimumSample(versionTotal(strata, 'a')) || !hasMinimumSample(versionTotal(strata, 'b'))) return 'early';
  const lift = relativeLift(strata);
  if (lift === undefined) return 'early';
  if (lift.low > 0) return 'b';
  if (lift.high < 0) return 'a';
  return 'none';
}

/**
 * The networks (/24, /48) a verdict must stand on (docs/decisions/1055-a-verdict-that-stands-on-networks.md): counted one
 * conversion each, any VERDICT_NETWORKS − 1 of the winner's taken away leave it standing. An attacker's networks, however
 * many conversions each, then buy one apiece, and a verdict needs more of them than any A/A test's margin.
 */
export const VERDICT_NETWORKS = 10;

/**
 * How many networks a verdict stands on: with every network counted as one conversion (each version's conversions scaled,
 * in every stratum alike, to its networks with a conversion, `converting`), the least number of the winner's networks whose
 * conversion taken away leaves no verdict; 0 when counting networks alone leaves none. Undefined without a verdict.
 */
export function networksBehind(strata: readonly Stratum[], converting: Readonly<Record<Version, number>>): number | undefined {
  const judged = verdict(strata);
  if (judged !== 'a' && judged !== 'b') return undefined;
  const conversions = { a: versionTotal(strata, 'a').conversions, b: versionTotal(strata, 'b').conversions };
  const networks = { a: Math.min(converting.a, conversions.a), b: Math.min(converting.b, conversions.b) };
  const judgedWithout = (taken: number): Verdict => {
    const part = (version: Version) => Math.max(0, networks[version] - (version === judged ? taken : 0)) / conversions[version];
    const [ofA, ofB] = [part('a'), part('b')];
    return verdict(strata.map(({ share, a, b }) => ({
      share, a: { ...a, conversions: a.conversions * ofA }, b: { ...b, conversions: b.conversions * ofB },
    })));
  };
  if (judgedWithout(0) !== judged) return 0;
  // Taking conversions from the winner only weakens it: the least that undoes it is found by halving.
  let [low, high] = [0, networks[judged]];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (judgedWithout(middle) === judged) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The verdict with what it stands on: `standsOn` networks (undefined without a verdict), too few when under
 * VERDICT_NETWORKS (the result page then withholds it).
 */
export function judgedByNetworks(strata: readonly Stratum[], converting: Readonly<Record<Version, number>>) {
  const standsOn = networksBehind(strata, converting);
  return { verdict: verdict(strata), standsOn, fewNetworks: standsOn !== undefined && standsOn < VERDICT_NETWORKS };
}

/**
 * The visitors each version needs for the test to find a lift of DETECTABLE_LIFT over `baselineRate` with POWER,
 * looked at every day: the least total n (split by the share) where the lift's interval at n clears zero with that
 * chance, ln(1 + DETECTABLE_LIFT) ≥ se(n)·(width(n) + z(POWER)) on the log of the ratio, Б's expected conversions less
 * the VERDICT_NETWORKS − 1 its verdict must stand without. Counted at the last look alone, so daily looks find it no
 * later. Undefined for a rate that leaves no room for the lift.
 */
export function neededSample(baselineRate: number, shareB: number): { a: number; b: number } | undefined {
  if (!(baselineRate > 0 && baselineRate * (1 + DETECTABLE_LIFT) < 1) || !(shareB > 0 && shareB < 100)) return undefined;
  const rateB = baselineRate * (1 + DETECTABLE_LIFT);
  const zPower = normalQuantile(POWER, 0, 1);
  const found = (total: number): boolean => {
    const [visitorsA, visitorsB] = [total * (1 - shareB / 100), total * (shareB / 100)];
    const expected = { visitors: visitorsB, conversions: visitorsB * rateB };
    if (expected.conversions <= VERDICT_NETWORKS) return false;
    const { variance } = commonRatio([{ share: shareB, a: { visitors: visitorsA, conversions: visitorsA * baselineRate }, b: expected }])!;
    const standing = Math.log1p(DETECTABLE_LIFT) + Math.log1p(-(VERDICT_NETWORKS - 1) / expected.conversions);
    return standing >= Math.sqrt(variance) * (sequenceWidth(total) + zPower);
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
