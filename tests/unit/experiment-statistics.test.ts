// The experiment statistics (shared/experiments/statistics.ts, docs/decisions/485-experiment-statistics.md)
// against values computed apart from it: the published reference values of the sequential test, a
// chi-square table, and SciPy 1.17 (the lines that computed each value are quoted beside it).
import { describe, expect, test } from 'vitest';
import {
  chanceBBeatsA, conversionRate, neededSample, relativeLift, sampleRatio, sequenceWidth, verdict,
} from '#shared/experiments/statistics.js';

const counts = (conversions: number, visitors: number) => ({ visitors, conversions });

describe('relativeLift', () => {
  // PostHog's golden fixture of the two-sided sequential test ("proportion_default_tuning", in
  // products/experiments/stats/frequentist/ of PostHog's repository), which its authors validated against the
  // reference values of Waudby-Smith et al. (arXiv:2103.06476): 2600 of 3500 against 1450 of 3050, tuned for
  // 5000, α 0.05: lift 0.56256, interval 0.46064 to 0.66448 (standard error 0.03354).
  test('when Б converts 2600 of 3500 and А 1450 of 3050, then the lift and its interval are the published 0.56256 (0.46064 to 0.66448)', () => {
    const lift = relativeLift(counts(1450, 3050), counts(2600, 3500));
    expect(lift?.value).toBeCloseTo(0.56256, 5);
    expect(lift?.low).toBeCloseTo(0.46064, 5);
    expect(lift?.high).toBeCloseTo(0.66448, 5);
  });

  test('when А has no conversion yet, then there is no lift to tell', () => {
    expect(relativeLift(counts(0, 200), counts(5, 200))).toBeUndefined();
  });

  test('when the counts grow tenfold at the same rates, then the interval narrows about the same lift', () => {
    const small = relativeLift(counts(50, 1000), counts(60, 1000));
    const large = relativeLift(counts(500, 10000), counts(600, 10000));
    expect(small?.value).toBeCloseTo(0.2, 10);
    expect(large?.value).toBeCloseTo(0.2, 10);
    expect(large!.high - large!.low).toBeLessThan((small!.high - small!.low) / 2);
  });
});

describe('sequenceWidth', () => {
  // The boundary of arXiv:2103.06476 eq. (9) with ρ² = (−2 ln α + ln(−2 ln α + 1)) / 5000, in SciPy/NumPy:
  //   t = n * rho2; sqrt(2 * (t + 1) / t * log(sqrt(t + 1) / 0.05))  →  n = 5000: 3.03521, 1000: 3.36389, 100000: 3.33686
  test.each([[5000, 3.03521], [1000, 3.36389], [100000, 3.33686]])('when %i visitors are counted, then the interval spans %f standard errors each way', (visitors, width) => {
    expect(sequenceWidth(visitors)).toBeCloseTo(width, 5);
  });

  test('when looked at every day, then the interval is always wider than a fixed 95 % one (1.96 standard errors)', () => {
    for (const visitors of [100, 1000, 5000, 50_000, 1_000_000]) expect(sequenceWidth(visitors)).toBeGreaterThan(1.96);
  });
});

describe('conversionRate', () => {
  test('when 50 of 1000 visitors convert, then the rate is 5 % and its interval is 3.364 of its standard errors each way (the width at 1000)', () => {
    // sqrt(0.05 * 0.95 / 1000) * 3.36389 = 0.023183 (the width at 1000, above)
    const rate = conversionRate(counts(50, 1000));
    expect(rate.value).toBe(0.05);
    expect(rate.low).toBeCloseTo(0.05 - 0.023183, 5);
    expect(rate.high).toBeCloseTo(0.05 + 0.023183, 5);
  });

  test('when no visitor came, then the rate is 0 with no interval beyond it, and never below 0', () => {
    expect(conversionRate(counts(0, 0))).toEqual({ value: 0, low: 0, high: 0 });
    expect(conversionRate(counts(1, 20)).low).toBe(0);
  });
});

describe('chanceBBeatsA', () => {
  // P(pB > pA) under Beta(1 + conversions, 1 + non-conversions) posteriors, integrated numerically by SciPy:
  //   quad(lambda x: beta(b+1, nb-b+1).pdf(x) * beta(a+1, na-a+1).cdf(x), 0, 1)
  test.each([
    [[10, 100], [15, 100], 0.853284],
    [[50, 1000], [65, 1000], 0.924480],
    [[120, 1500], [118, 1480], 0.489372],
    [[3, 40], [0, 35], 0.074833],
  ] as const)('when А converts %j and Б %j, then Б beats А with chance %f', ([a, visitorsA], [b, visitorsB], chance) => {
    expect(chanceBBeatsA(counts(a, visitorsA), counts(b, visitorsB))).toBeCloseTo(chance, 5);
  });

  test('when both versions convert alike, then the chance is a half', () => {
    expect(chanceBBeatsA(counts(40, 800), counts(40, 800))).toBeCloseTo(0.5, 10);
  });
});

describe('verdict', () => {
  test('when a version has fewer than 100 visitors or 10 conversions, then there is no verdict yet, however large the difference', () => {
    expect(verdict(counts(10, 99), counts(90, 100))).toBe('early');
    expect(verdict(counts(9, 5000), counts(400, 5000))).toBe('early');
    expect(verdict(counts(300, 5000), counts(9, 5000))).toBe('early');
  });

  test('when Б\'s lift interval lies above zero, then Б wins; below zero, А; holding zero, none', () => {
    expect(verdict(counts(1450, 3050), counts(2600, 3500))).toBe('b');
    expect(verdict(counts(2600, 3500), counts(1450, 3050))).toBe('a');
    expect(verdict(counts(50, 1000), counts(60, 1000))).toBe('none');
  });
});

describe('sampleRatio', () => {
  // The chi-square distribution's table with one degree of freedom: 10.828 at p = 0.001, 3.841 at p = 0.05
  // (e.g. NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4, "Critical Values of the Chi-Square Distribution").
  test('when the split\'s chi-square is the table\'s 10.828, then p is 0.001', () => {
    // 10000 visitors against 50/50: (5000 − x)²·2/5000 = 10.828 at x = 4835.46; 4835 in А gives 10.89
    const split = sampleRatio(counts(0, 4835), counts(0, 5165), 50);
    expect(split.chiSquare).toBeCloseTo(10.89, 2);
    expect(split.p).toBeLessThan(0.001);
    expect(split.mismatch).toBe(true);
    const nearly = sampleRatio(counts(0, 4836), counts(0, 5164), 50);
    expect(nearly.chiSquare).toBeCloseTo(10.7584, 4);
    expect(nearly.p).toBeGreaterThan(0.001);
    expect(nearly.mismatch).toBe(false);
  });

  test('when the split is against a 30 % share of Б, then the expected counts follow the share: 3000 of 10000 in Б is no mismatch', () => {
    expect(sampleRatio(counts(0, 7000), counts(0, 3000), 30)).toEqual({ chiSquare: 0, p: 1, mismatch: false });
    // 5000 in Б against 30 %: (2000²/7000 + 2000²/3000) = 1904.76
    expect(sampleRatio(counts(0, 5000), counts(0, 5000), 30).chiSquare).toBeCloseTo(1904.762, 3);
  });

  test('when the chi-square is the table\'s 3.841, then p is 0.05 (SciPy: chi2.sf(3.841459, 1) = 0.05)', () => {
    // 2 (5000 − x)² / 5000 = 3.841459 at x = 4902.0
    const split = sampleRatio(counts(0, 4902), counts(0, 5098), 50);
    expect(split.chiSquare).toBeCloseTo(3.8416, 4);
    expect(split.p).toBeCloseTo(0.05, 4);
  });

  test('when nobody came yet, then there is nothing to check', () => {
    expect(sampleRatio(counts(0, 0), counts(0, 0), 50)).toEqual({ chiSquare: 0, p: 1, mismatch: false });
  });
});

describe('neededSample', () => {
  // The least total n with 0.2 ≥ se(n)·(width(n) + z(0.8)), scanned n by n in SciPy (/ norm.ppf(0.8) = 0.841621):
  // 5 % at 50/50: 41089 in all, 20545 each; 10 % with 30 % in Б: 21223 in all, 14857 in А and 6367 in Б.
  test('when А converts 5 % and Б takes half, then each version needs 20545 visitors to find +20 % with 80 % power', () => {
    expect(neededSample(0.05, 50)).toEqual({ a: 20545, b: 20545 });
  });

  test('when А converts 10 % and Б takes 30 %, then the visitors follow the share', () => {
    expect(neededSample(0.1, 30)).toEqual({ a: 14857, b: 6367 });
  });

  test('when the rate leaves no room for the lift, or there is no rate yet, then no sample is stated', () => {
    expect(neededSample(0, 50)).toBeUndefined();
    expect(neededSample(0.9, 50)).toBeUndefined();
  });

  test('when the rate is high, then still at least the minimum sample of 100 per version is asked', () => {
    expect(neededSample(0.8, 50)!.a).toBeGreaterThanOrEqual(100);
  });
});
