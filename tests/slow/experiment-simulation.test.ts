// The experiment statistics looked at every day (docs/product.md §12, docs/decisions/720-verdict-under-daily-looks.md):
// 1,000 simulated A/A experiments, each looked at on each of its days, wrongly name Б the winner in at most 2.5 % and
// wrongly name А in at most 2.5 %; 1,000 where Б converts 20 % better, run to the sample the result page asks for,
// find Б in at least 80 %; with Б's share lowered from 50 to 20 % halfway as the page's rate rose from 5 to 6.5 %, A/A
// experiments still err at most 2.5 % each side (pooled as one sample they said «Б хуже» in 11–13 %:
// docs/decisions/1055-a-verdict-that-stands-on-networks.md). Each look's counts are drawn with a seeded generator
// (tests/support/simulated-experiments.ts: the same draws every run), each look is the verdict the studio's page shows
// (shared/experiments/statistics.ts, standing on networks). bench/experiment-errors.mjs runs the same over rates, shares
// and days.
import { describe, expect, test } from 'vitest';
import { neededSample } from '#shared/experiments/statistics.js';
import { binomialGenerator, pageVerdict as verdict, simulate } from '../support/simulated-experiments.js';

const EXPERIMENTS = 1000;

test('when the simulation draws Binomial(1000, 0.05) 20,000 times, then the mean and variance are the distribution\'s 50 and 47.5', () => {
  // Four standard errors of the mean (sqrt(47.5 / 20000) = 0.049) and of the variance (≈ 47.5·sqrt(2 / 20000) = 0.48).
  const draw = binomialGenerator(7);
  const draws = Array.from({ length: 20_000 }, () => draw(1000, 0.05));
  const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
  const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (draws.length - 1);
  expect(Math.abs(mean - 50)).toBeLessThan(0.2);
  expect(Math.abs(variance - 47.5)).toBeLessThan(1.9);
});

describe('an operator who looks every day', () => {
  // 5 % at 50/50 over 28 days, and with Б's share 80 % over 60: there an interval even in the ratio itself named А wrongly in
  // 4.3 % of 2,000 (bench/experiment-errors.mjs).
  test.each([{ share: 50, days: 28, seed: 2026 }, { share: 80, days: 60, seed: 2027 }])('when А and Б both convert 5 % with Б\'s share $share % over $days days, then each wrong verdict stays under 2.5 %', ({ share, days, seed }) => {
    const needed = neededSample(0.05, share)!;
    const scenario = { rateA: 0.05, rateB: 0.05, shareB: share, visitors: needed.a + needed.b, days, experiments: EXPERIMENTS, seed };
    const { namedA, namedB } = simulate(scenario, verdict);
    console.info(`A/A at 5 %, Б ${share} %, ${scenario.visitors} visitors over ${days} daily looks: `
      + `«Б лучше» in ${namedB}, «Б хуже» in ${namedA} of ${EXPERIMENTS}`);
    expect(namedB / EXPERIMENTS).toBeLessThanOrEqual(0.025);
    expect(namedA / EXPERIMENTS).toBeLessThanOrEqual(0.025);
  });

  test('when Б\'s share falls from 50 to 20 % halfway through 28 days as the page\'s rate rises from 5 to 6.5 %, then each wrong verdict stays under 2.5 %', () => {
    const needed = neededSample(0.05, 50)!;
    const changed = { fromDay: 14, shareB: 20, rateA: 0.065, rateB: 0.065 };
    const scenario = { rateA: 0.05, rateB: 0.05, shareB: 50, visitors: needed.a + needed.b, days: 28, experiments: EXPERIMENTS, changed };
    const { namedA, namedB } = simulate({ ...scenario, seed: 2028 }, verdict);
    console.info(`A/A, Б 50 → 20 %, 5 → 6.5 %, ${scenario.visitors} visitors over 28 daily looks: «Б лучше» in ${namedB}, `
      + `«Б хуже» in ${namedA} of ${EXPERIMENTS}`);
    expect(namedB / EXPERIMENTS).toBeLessThanOrEqual(0.025);
    expect(namedA / EXPERIMENTS).toBeLessThanOrEqual(0.025);
  });

  test('when Б converts 20 % better, then at the sample the page asks for at least 80 % of 1,000 experiments find Б', () => {
    const needed = neededSample(0.05, 50)!;
    const scenario = { rateA: 0.05, rateB: 0.06, shareB: 50, visitors: needed.a + needed.b, days: 28, experiments: EXPERIMENTS };
    const { namedB, namedBAtLast, namedA } = simulate({ ...scenario, seed: 1966 }, verdict);
    console.info(`+20 %: ${namedB} of ${EXPERIMENTS} found Б at some daily look, ${namedBAtLast} at the last; ${namedA} ever named А`
      + ` (${needed.a} + ${needed.b} visitors)`);
    expect(namedB / EXPERIMENTS).toBeGreaterThanOrEqual(0.8);
    expect(namedA / EXPERIMENTS).toBeLessThanOrEqual(0.025);
  });
});
