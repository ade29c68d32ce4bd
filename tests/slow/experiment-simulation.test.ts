// The experiment statistics looked at every day (docs/product.md §12, docs/decisions/485-experiment-statistics.md):
// 1,000 simulated A/A experiments, each looked at on each of its 28 days, declare a winner in at most 5 %; 1,000
// where Б converts 20 % better, run to the sample the result page asks for, find Б in at least 80 %. Each day's
// visitors and conversions are drawn from binomial distributions with a seeded generator (the same draws every
// run), and each look is the verdict the studio's page shows (shared/experiments/statistics.ts).
import binomial from '@stdlib/random-base-binomial';
import { describe, expect, test } from 'vitest';
import { neededSample, verdict, type Verdict, type VersionCounts } from '#shared/experiments/statistics.js';

const EXPERIMENTS = 1000;
const DAYS = 28;
const BASELINE_RATE = 0.05;
const SHARE_B = 50;

/** Each experiment's verdicts at its daily looks, the counts drawn by `draw`. */
function runExperiments(rateB: number, totalVisitors: number, seed: number): Verdict[][] {
  const draw = binomial.factory({ seed });
  const perDay = Math.round(totalVisitors / DAYS);
  return Array.from({ length: EXPERIMENTS }, () => {
    const a: VersionCounts = { visitors: 0, conversions: 0 };
    const b: VersionCounts = { visitors: 0, conversions: 0 };
    const looks: Verdict[] = [];
    for (let day = 0; day < DAYS; day += 1) {
      const toB = draw(perDay, SHARE_B / 100);
      a.visitors += perDay - toB;
      a.conversions += draw(perDay - toB, BASELINE_RATE);
      b.visitors += toB;
      b.conversions += draw(toB, rateB);
      looks.push(verdict(a, b));
    }
    return looks;
  });
}

describe('an operator who looks every day', () => {
  const sample = neededSample(BASELINE_RATE, SHARE_B)!;
  const total = sample.a + sample.b;

  test(`when А and Б convert alike (${BASELINE_RATE * 100} %), then at most 5 % of ${EXPERIMENTS} experiments ever show a winner over ${DAYS} daily looks`, () => {
    const experiments = runExperiments(BASELINE_RATE, total, 2026);
    const wrong = experiments.filter((looks) => looks.some((look) => look === 'a' || look === 'b')).length;
    console.info(`A/A: ${wrong} of ${EXPERIMENTS} experiments showed a winner at some daily look (${total} visitors over ${DAYS} days)`);
    expect(wrong / EXPERIMENTS).toBeLessThanOrEqual(0.05);
  });

  test(`when Б converts 20 % better, then at the sample the page asks for at least 80 % of ${EXPERIMENTS} experiments find Б`, () => {
    const experiments = runExperiments(BASELINE_RATE * 1.2, total, 1966);
    const found = experiments.filter((looks) => looks.includes('b')).length;
    const foundAtLastLook = experiments.filter((looks) => looks.at(-1) === 'b').length;
    const wrongWay = experiments.filter((looks) => looks.includes('a')).length;
    console.info(`+20 %: ${found} of ${EXPERIMENTS} found Б at some daily look, ${foundAtLastLook} at the last;`
      + ` ${wrongWay} ever named А (${sample.a} + ${sample.b} visitors)`);
    expect(found / EXPERIMENTS).toBeGreaterThanOrEqual(0.8);
    expect(wrongWay / EXPERIMENTS).toBeLessThanOrEqual(0.025);
  });
});
