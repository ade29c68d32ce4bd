// Simulated experiments read as an operator reads the result page (docs/decisions/720-verdict-under-daily-looks.md):
// each day's visitors split between А and Б by a binomial draw at Б's share, each version's conversions drawn at its
// rate, and the verdict looked at after each look's visitors (shared/experiments/statistics.ts), each share's visitors
// and conversions a stratum of their own. Each visitor from a network of its own, as most are. Seeded: the same draws every
// run. Used by tests/slow/experiment-simulation.test.ts and bench/experiment-errors.mjs.
import mt19937 from '@stdlib/random-base-mt19937';
import { judgedByNetworks, type Stratum } from '#shared/experiments/statistics.js';

/** The largest mean drawn by inversion at once: (1 − p)^n stays far above the smallest double. */
const CHUNK_MEAN = 50;

/**
 * A seeded binomial generator by inversion (Kachitvichyanukul, Schmeiser, "Binomial random variate generation", CACM
 * 31(2), 1988: BINV), a large n drawn as a sum of chunks of mean CHUNK_MEAN at most. Exact, and O(n·p) a draw.
 * @stdlib/random-base-binomial 0.2.2's BTRD is not: for n·p ≥ 10 its mean is about 0.5 high (Binomial(1000, 0.05):
 * 50.38 in 200,000 draws), which drew А's and Б's rates apart in A/A tests (docs/decisions/720-verdict-under-daily-looks.md).
 */
export function binomialGenerator(seed: number): (n: number, p: number) => number {
  // `normalized`: the generator's doubles in [0, 1), 53 bits each; its README has it, its types leave it out.
  const { normalized: uniform } = mt19937.factory({ seed }) as unknown as { normalized: () => number };
  const inversion = (n: number, p: number): number => {
    const ratio = p / (1 - p);
    for (;;) {
      let chance = (1 - p) ** n;
      let left = uniform();
      let successes = 0;
      while (left > chance && successes < n) {
        left -= chance;
        successes += 1;
        chance *= ((n + 1) / successes - 1) * ratio;
      }
      // Rounding can leave a sliver of `left` past the last outcome: drawn again, as the method does.
      if (left <= chance) return successes;
    }
  };
  const draw = (n: number, p: number): number => {
    if (p > 0.5) return n - draw(n, 1 - p);
    if (p === 0) return 0;
    const chunk = Math.max(1, Math.floor(CHUNK_MEAN / p));
    let total = 0;
    for (let rest = n; rest > 0; rest -= chunk) total += inversion(Math.min(chunk, rest), p);
    return total;
  };
  return draw;
}

export interface Scenario {
  rateA: number;
  rateB: number;
  /** Б's share, %. */
  shareB: number;
  /** Visitors of both versions over the whole run. */
  visitors: number;
  days: number;
  /** Looks a day (1: every morning). */
  looksPerDay?: number;
  experiments: number;
  seed: number;
  /** From this day on (counted from 0), Б's share and both rates change: a share changed mid-run, the page's rate with it. */
  changed?: { fromDay: number; shareB: number; rateA: number; rateB: number };
}

/** How many of the experiments named Б (or А) at any look, and named Б at the last. */
export interface Outcome {
  namedB: number;
  namedA: number;
  namedBAtLast: number;
}

/** The verdict the page shows of these strata, each visitor from a network of its own. */
type Judge = (strata: readonly Stratum[]) => string;

export function simulate(scenario: Scenario, judge: Judge): Outcome {
  const draw = binomialGenerator(scenario.seed);
  const looks = scenario.days * (scenario.looksPerDay ?? 1);
  const perLook = Math.round(scenario.visitors / looks);
  const outcome: Outcome = { namedB: 0, namedA: 0, namedBAtLast: 0 };
  for (let experiment = 0; experiment < scenario.experiments; experiment += 1) {
    const strata: Stratum[] = [];
    let saidB = false;
    let saidA = false;
    let last = '';
    for (let look = 0; look < looks; look += 1) {
      const changed = scenario.changed && look >= scenario.changed.fromDay * (scenario.looksPerDay ?? 1) ? scenario.changed : undefined;
      const { shareB, rateA, rateB } = changed ?? scenario;
      let stratum = strata.find((each) => each.share === shareB);
      if (!stratum) strata.push(stratum = { share: shareB, a: { visitors: 0, conversions: 0 }, b: { visitors: 0, conversions: 0 } });
      const toB = draw(perLook, shareB / 100);
      stratum.a.visitors += perLook - toB;
      stratum.a.conversions += draw(perLook - toB, rateA);
      stratum.b.visitors += toB;
      stratum.b.conversions += draw(toB, rateB);
      last = judge(strata);
      saidB ||= last === 'b';
      saidA ||= last === 'a';
    }
    outcome.namedB += Number(saidB);
    outcome.namedA += Number(saidA);
    outcome.namedBAtLast += Number(last === 'b');
  }
  return outcome;
}

/** The result page's verdict of simulated strata, each visitor from a network of its own (one conversion a network). */
export const pageVerdict: Judge = (strata) => {
  const converting = { a: 0, b: 0 };
  for (const { a, b } of strata) [converting.a, converting.b] = [converting.a + a.conversions, converting.b + b.conversions];
  const judged = judgedByNetworks(strata, converting);
  return judged.fewNetworks ? 'withheld' : judged.verdict;
};
