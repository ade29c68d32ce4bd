// The experiment statistics (shared/experiments/statistics.ts, docs/decisions/720-verdict-under-daily-looks.md,
// docs/decisions/720-verdict-under-daily-looks.md) against values computed apart from it: a chi-square table, and
// SciPy 1.17 (the lines that computed each value are quoted beside it).
import { describe, expect, test } from 'vitest';
import {
  conversionRate, neededSample, networksBehind, relativeLift, sampleRatio, sequenceWidth, verdict, type VersionCounts,
} from '#shared/experiments/statistics.js';

const counts = (conversions: number, visitors: number) => ({ visitors, conversions });
/** А's and Б's counts drawn at one share all along: one stratum. */
const atOneShare = (a: VersionCounts, b: VersionCounts) => [{ share: 50, a, b }];

describe('relativeLift', () => {
  // The sequence's width at the visitors of both (below) times the delta method's standard error of ln(pb/pa),
  // sqrt((1 − pa)/(na·pa) + (1 − pb)/(nb·pb)), about ln(pb/pa), taken back by exp − 1; in NumPy:
  //   L = log(pb/pa); h = se * width(na + nb); expm1(L - h), expm1(L + h)
  test.each([
    [[1450, 3050], [2600, 3500], 0.562562, 0.463894, 0.667879],
    [[300, 6000], [480, 6000], 0.6, 0.284919, 0.992344],
    [[480, 6000], [300, 6000], -0.375, -0.498079, -0.221741],
    [[50, 1000], [60, 1000], 0.2, -0.329207, 1.146712],
  ] as const)('when А converts %j and Б %j, then the lift is %f, from %f to %f', ([a, visitorsA], [b, visitorsB], value, low, high) => {
    const lift = relativeLift(atOneShare(counts(a, visitorsA), counts(b, visitorsB)));
    expect(lift?.value).toBeCloseTo(value, 5);
    expect(lift?.low).toBeCloseTo(low, 5);
    expect(lift?.high).toBeCloseTo(high, 5);
  });

  test('when the lift is read on the log of the ratio, then its interval is even about it there: as far to either end', () => {
    const lift = relativeLift(atOneShare(counts(120, 2000), counts(150, 2000)))!;
    expect(Math.log1p(lift.high) - Math.log1p(lift.value)).toBeCloseTo(Math.log1p(lift.value) - Math.log1p(lift.low), 10);
  });

  test('when a version has no conversion yet, then there is no lift to tell', () => {
    expect(relativeLift(atOneShare(counts(0, 200), counts(5, 200)))).toBeUndefined();
    expect(relativeLift(atOneShare(counts(5, 200), counts(0, 200)))).toBeUndefined();
  });

  test('when the counts grow tenfold at the same rates, then the interval narrows about the same lift', () => {
    const small = relativeLift(atOneShare(counts(50, 1000), counts(60, 1000)));
    const large = relativeLift(atOneShare(counts(500, 10000), counts(600, 10000)));
    expect(small?.value).toBeCloseTo(0.2, 10);
    expect(large?.value).toBeCloseTo(0.2, 10);
    expect(large!.high - large!.low).toBeLessThan((small!.high - small!.low) / 2);
  });
});

describe('relativeLift over the shares of a run (Mantel–Haenszel, Greenland–Robins variance)', () => {
  // Per stratum R = xb·na/N, S = xa·nb/N, P = (na·nb·(xa + xb) − xa·xb·N)/N²; the ratio ΣR/ΣS, the variance of its log
  // ΣP/(ΣR·ΣS), the interval's half width(na + nb over all)·sqrt(variance), in NumPy:
  //   rr = R.sum()/S.sum(); var = P.sum()/(R.sum()*S.sum()); h = sqrt(var)*width(N.sum()); expm1(log(rr) ∓ h)
  const stratum = (share: number, a: [number, number], b: [number, number]) =>
    ({ share, a: counts(a[0], a[1]), b: counts(b[0], b[1]) });

  test('when Б\'s share fell from 50 to 20 % as the page\'s rate rose from 5 to 6.5 %, А and Б alike within each share, then the lift is 0, not the pooled −8.2 %', () => {
    const strata = [stratum(50, [150, 3000], [150, 3000]), stratum(20, [260, 4000], [65, 1000])];
    const lift = relativeLift(strata)!;
    expect(lift.value).toBeCloseTo(0, 10);
    expect(lift.low).toBeCloseTo(-0.232451, 5);
    expect(lift.high).toBeCloseTo(0.302848, 5);
    // Pooled as one sample, Б's visitors lean to the days of the lower rate: (215/4000)/(410/7000) − 1.
    expect(relativeLift(atOneShare(counts(410, 7000), counts(215, 4000)))!.value).toBeCloseTo(-0.082317, 5);
  });

  test('when Б converts 20 % better within each share, then the lift is +20 %, from −6.50 % to +54.02 %', () => {
    const lift = relativeLift([stratum(50, [150, 3000], [180, 3000]), stratum(20, [260, 4000], [78, 1000])])!;
    expect(lift.value).toBeCloseTo(0.2, 10);
    expect(lift.low).toBeCloseTo(-0.065048, 5);
    expect(lift.high).toBeCloseTo(0.540186, 5);
  });

  test('when every share split the same, then the strata give the pooled lift and interval', () => {
    const strata = [stratum(50, [100, 2000], [130, 2000]), stratum(50, [50, 1000], [65, 1000])];
    const pooled = relativeLift(atOneShare(counts(150, 3000), counts(195, 3000)))!;
    const lift = relativeLift(strata)!;
    expect(lift.value).toBeCloseTo(pooled.value, 10);
    expect(lift.low).toBeCloseTo(pooled.low, 3);
    expect(lift.high).toBeCloseTo(pooled.high, 3);
  });
});

describe('networksBehind', () => {
  // Counted again here by another road: the winner's networks with a conversion, one taken away at a time, each a
  // conversion of a version whose conversions are its networks, until the verdict is no longer the same.
  const scanned = (a: VersionCounts, b: VersionCounts, converting: { a: number; b: number }) => {
    const judged = verdict(atOneShare(a, b));
    for (let taken = 0; ; taken += 1) {
      const [ofA, ofB] = judged === 'b' ? [converting.a, converting.b - taken] : [converting.a - taken, converting.b];
      if (verdict(atOneShare(counts(ofA, a.visitors), counts(ofB, b.visitors))) !== judged) return taken;
    }
  };

  test.each([
    [[50, 1000], [100, 1000], { a: 50, b: 100 }],
    [[300, 6000], [480, 6000], { a: 300, b: 480 }],
    [[300, 6000], [480, 6000], { a: 280, b: 420 }],
    [[480, 6000], [300, 6000], { a: 470, b: 300 }],
  ] as const)('when А converts %j and Б %j from %j networks, then the verdict stands on as many networks as a scan finds',
    ([a, visitorsA], [b, visitorsB], converting) => {
      const found = scanned(counts(a, visitorsA), counts(b, visitorsB), converting);
      expect(found).toBeGreaterThan(0);
      expect(networksBehind(atOneShare(counts(a, visitorsA), counts(b, visitorsB)), converting)).toBe(found);
    });

  test('when Б\'s lift came from 5 networks of 9 conversions each, then the verdict stands on none of them', () => {
    // The replay of docs/threat-model.md: 50 honest conversions of 1,000 visitors each, 45 more in Б from 5 networks, the
    // attacker's 45 А draws diluting А: «Б лучше» by the visitors, nothing by the networks (55 against 50).
    const [a, b] = [counts(50, 1045), counts(95, 1045)];
    expect(verdict(atOneShare(a, b))).toBe('b');
    expect(networksBehind(atOneShare(a, b), { a: 50, b: 55 })).toBe(0);
  });

  test('when there is no verdict, then there is nothing to stand on', () => {
    expect(networksBehind(atOneShare(counts(50, 1000), counts(55, 1000)), { a: 50, b: 55 })).toBeUndefined();
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

describe('verdict', () => {
  test('when a version has fewer than 100 visitors or 10 conversions, then there is no verdict yet, however large the difference', () => {
    expect(verdict(atOneShare(counts(10, 99), counts(90, 100)))).toBe('early');
    expect(verdict(atOneShare(counts(9, 5000), counts(400, 5000)))).toBe('early');
    expect(verdict(atOneShare(counts(300, 5000), counts(9, 5000)))).toBe('early');
  });

  test('when Б\'s lift interval lies above zero, then Б wins; below zero, А; holding zero, none', () => {
    expect(verdict(atOneShare(counts(1450, 3050), counts(2600, 3500)))).toBe('b');
    expect(verdict(atOneShare(counts(2600, 3500), counts(1450, 3050)))).toBe('a');
    expect(verdict(atOneShare(counts(50, 1000), counts(60, 1000)))).toBe('none');
  });
});

describe('sampleRatio', () => {
  const under = (share: number, a: number, b: number) => ({ share, a, b });
  // The chi-square distribution's table with one degree of freedom: 10.828 at p = 0.001, 3.841 at p = 0.05
  // (e.g. NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.4, "Critical Values of the Chi-Square Distribution").
  test('when the split\'s chi-square is the table\'s 10.828, then p is 0.001', () => {
    // 10000 visitors against 50/50: (5000 − x)²·2/5000 = 10.828 at x = 4835.46; 4835 in А gives 10.89
    const split = sampleRatio([under(50, 4835, 5165)]);
    expect(split.chiSquare).toBeCloseTo(10.89, 2);
    expect(split.p).toBeLessThan(0.001);
    expect(split.mismatch).toBe(true);
    const nearly = sampleRatio([under(50, 4836, 5164)]);
    expect(nearly.chiSquare).toBeCloseTo(10.7584, 4);
    expect(nearly.p).toBeGreaterThan(0.001);
    expect(nearly.mismatch).toBe(false);
  });

  test('when the split is against a 30 % share of Б, then the expected counts follow the share: 3000 of 10000 in Б is no mismatch', () => {
    expect(sampleRatio([under(30, 7000, 3000)])).toEqual({ expectedB: 3000, chiSquare: 0, p: 1, mismatch: false });
    // 5000 in Б against 30 %: (2000²/7000 + 2000²/3000) = 1904.76
    expect(sampleRatio([under(30, 5000, 5000)]).chiSquare).toBeCloseTo(1904.762, 3);
  });

  test('when the chi-square is the table\'s 3.841, then p is 0.05 (SciPy: chi2.sf(3.841459, 1) = 0.05)', () => {
    // 2 (5000 − x)² / 5000 = 3.841459 at x = 4902.0
    const split = sampleRatio([under(50, 4902, 5098)]);
    expect(split.chiSquare).toBeCloseTo(3.8416, 4);
    expect(split.p).toBeCloseTo(0.05, 4);
  });

  // Б's share lowered from 50 to 20 % mid-run: each visitor weighed by the share it was drawn under, Б's count against
  // Σ n·s over Σ n·s·(1 − s); in SciPy: c = (B − Σ n s)² / Σ n s (1 − s); chi2.sf(c, 1).
  test('when Б\'s share was lowered mid-run and each part split as drawn, then there is no mismatch, though against either share alone there is', () => {
    const split = sampleRatio([under(50, 3000, 3000), under(20, 3980, 1020)]);
    expect(split.expectedB).toBe(4000);
    expect(split.chiSquare).toBeCloseTo(0.173913, 5);
    expect(split.p).toBeCloseTo(0.676657, 5);
    expect(split.mismatch).toBe(false);
    expect(sampleRatio([under(20, 6980, 4020)]).mismatch).toBe(true);
    expect(sampleRatio([under(50, 6980, 4020)]).mismatch).toBe(true);
  });

  test('when visitors of Б were lost after the share changed, then the mismatch is found (chi-square 17.39, p 0.0000304)', () => {
    const split = sampleRatio([under(50, 3000, 3000), under(20, 4200, 800)]);
    expect(split.chiSquare).toBeCloseTo(17.391304, 5);
    expect(split.p).toBeCloseTo(3.0421e-5, 8);
    expect(split.mismatch).toBe(true);
    expect(sampleRatio([under(50, 2400, 2600), under(20, 3900, 1100)]).chiSquare).toBeCloseTo(19.512195, 5);
  });

  test('when nobody came yet, then there is nothing to check', () => {
    expect(sampleRatio([])).toEqual({ expectedB: 0, chiSquare: 0, p: 1, mismatch: false });
  });
});

describe('neededSample', () => {
  // The least total n with ln 1.2 + ln(1 − 9/xb) ≥ se(n)·(width(n) + z(0.8)), se of ln(pb/pa), xb Б's expected conversions
  // less the 9 networks its verdict must stand without, scanned n by n in SciPy (norm.ppf(0.8) = 0.841621):
  //   se = sqrt(1/xa + 1/xb − 1/na − 1/nb); log(1.2) + log1p(−9/xb) >= se*(width(n) + z)
  // 5 % at 50/50: 37357 in all, 18679 each; 10 % with 30 % in Б: 20359 in all, 14252 in А and 6108 in Б.
  test('when А converts 5 % and Б takes half, then each version needs 18679 visitors to find +20 % with 80 % power', () => {
    expect(neededSample(0.05, 50)).toEqual({ a: 18679, b: 18679 });
  });

  test('when А converts 10 % and Б takes 30 %, then the visitors follow the share', () => {
    expect(neededSample(0.1, 30)).toEqual({ a: 14252, b: 6108 });
  });

  test('when the rate leaves no room for the lift, or there is no rate yet, then no sample is stated', () => {
    expect(neededSample(0, 50)).toBeUndefined();
    expect(neededSample(0.9, 50)).toBeUndefined();
  });

  test('when the rate is high, then still at least the minimum sample of 100 per version is asked', () => {
    expect(neededSample(0.8, 50)!.a).toBeGreaterThanOrEqual(100);
  });
});
