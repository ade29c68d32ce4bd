// node bench/experiment-errors.mjs: the result page's verdict looked at every day in simulated experiments
// (tests/support/simulated-experiments.ts; docs/decisions/720-verdict-under-daily-looks.md). For each rate of А, share of
// Б and number of days: A/A experiments (Б converts as А does) counted by the wrong verdicts each side, «Б лучше» and
// «Б хуже», and experiments where Б converts 20 % better, run to the sample the page states, counted by those that
// found Б (at any look, at the last). STATISTICS=<file.ts> judges with another version of shared/experiments/statistics.ts
// (git show <commit>:shared/experiments/statistics.ts > /tmp/old.ts). EXPERIMENTS (2000), RATES, SHARES, DAYS and
// LOOKS_PER_DAY (1) choose the grid. Each visitor comes from a network of its own, and the verdict must stand on
// networks (docs/decisions/1055-a-verdict-that-stands-on-networks.md); BUSIEST (0) is the part of each version's
// conversions one network holds, the cost to honest tests (a statistics.ts of before decision 1055: withheld while the
// verdict rests on that network, docs/decisions/720-verdict-under-daily-looks.md). DRIFT=1 changes Б's share from the
// grid's to 20 % halfway through each run, and every rate by 1.3 with it (5 → 6.5 %): a share changed mid-run. Prints
// one line a scenario, then the worst of each column.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const list = (name, fallback) => (process.env[name] ?? fallback).split(',').map(Number);
const EXPERIMENTS = Number(process.env.EXPERIMENTS ?? 2000);
const RATES = list('RATES', '0.01,0.05,0.1,0.3');
const SHARES = list('SHARES', '20,50,80');
const DAYS = list('DAYS', '14,28,60');
const LOOKS_PER_DAY = Number(process.env.LOOKS_PER_DAY ?? 1);
const statistics = path.resolve(process.env.STATISTICS ?? path.join(ROOT, 'shared/experiments/statistics.ts'));

const bundled = await build({
  stdin: {
    contents: `export { simulate } from './tests/support/simulated-experiments.ts';
      export * from ${JSON.stringify(statistics)};`,
    resolveDir: ROOT, loader: 'ts',
  },
  bundle: true, platform: 'node', format: 'esm', write: false, packages: 'external', logLevel: 'error',
});
// Written where the packages it leaves outside (@stdlib) resolve.
const bundle = path.join(ROOT, 'node_modules/.cache/experiment-errors-bench.mjs');
mkdirSync(path.dirname(bundle), { recursive: true });
writeFileSync(bundle, bundled.outputFiles[0].text);
const { simulate, verdict: plainVerdict, neededSample, restsOnOneNetwork, judgedByNetworks } = await import(bundle);
const BUSIEST = Number(process.env.BUSIEST ?? 0);
const DRIFT = process.env.DRIFT === '1';
/** The busiest network's conversions: BUSIEST of a version's, at least one. */
const busiest = ({ conversions }) => Math.max(Math.min(1, conversions), Math.floor(BUSIEST * conversions));
const total = (strata, version) => strata.reduce((sum, stratum) => ({
  visitors: sum.visitors + stratum[version].visitors, conversions: sum.conversions + stratum[version].conversions,
}), { visitors: 0, conversions: 0 });
// Before decision 1055 the verdict took each version's counts pooled over the run.
const verdict = judgedByNetworks ? (strata) => {
  const networks = (version) => {
    const { conversions } = total(strata, version);
    return conversions - busiest({ conversions }) + Math.min(1, conversions);
  };
  const judged = judgedByNetworks(strata, { a: networks('a'), b: networks('b') });
  return judged.fewNetworks ? 'withheld' : judged.verdict;
} : (strata) => {
  const [a, b] = [total(strata, 'a'), total(strata, 'b')];
  const judged = plainVerdict(a, b);
  const taken = { a: { visitors: 0, conversions: busiest(a) }, b: { visitors: 0, conversions: busiest(b) } };
  return BUSIEST > 0 && restsOnOneNetwork?.(a, b, taken) ? 'withheld' : judged;
};

const percent = (count) => `${((100 * count) / EXPERIMENTS).toFixed(2)} %`;
const worst = { namedB: 0, namedA: 0, either: 0, powerLow: Infinity };
console.log(`${EXPERIMENTS} experiments a scenario, ${LOOKS_PER_DAY} look(s) a day, busiest network ${BUSIEST}; `
  + path.relative(ROOT, statistics));
let seed = 1;
for (const rateA of RATES) {
  for (const shareB of SHARES) {
    const needed = neededSample(rateA, shareB);
    const visitors = needed.a + needed.b;
    for (const days of DAYS) {
      const base = { rateA, shareB, visitors, days, looksPerDay: LOOKS_PER_DAY, experiments: EXPERIMENTS };
      const drift = (rateB) => (DRIFT
        ? { changed: { fromDay: Math.floor(days / 2), shareB: 20, rateA: rateA * 1.3, rateB: rateB * 1.3 } } : {});
      const aa = simulate({ ...base, rateB: rateA, seed: seed++, ...drift(rateA) }, verdict);
      const lift = simulate({ ...base, rateB: rateA * 1.2, seed: seed++, ...drift(rateA * 1.2) }, verdict);
      // An A/A experiment names a winner at most once in practice; either side counted once.
      const either = aa.namedA + aa.namedB;
      worst.namedB = Math.max(worst.namedB, aa.namedB);
      worst.namedA = Math.max(worst.namedA, aa.namedA);
      worst.either = Math.max(worst.either, either);
      worst.powerLow = Math.min(worst.powerLow, lift.namedB);
      console.log(`rate ${rateA}, Б ${shareB} %, ${days} days, ${visitors} visitors: A/A «Б лучше» ${percent(aa.namedB)}, `
        + `«Б хуже» ${percent(aa.namedA)}; +20 % found ${percent(lift.namedB)} (at the last look ${percent(lift.namedBAtLast)}, `
        + `«Б хуже» ${percent(lift.namedA)})`);
    }
  }
}
console.log(`worst: A/A «Б лучше» ${percent(worst.namedB)}, «Б хуже» ${percent(worst.namedA)}, either ${percent(worst.either)}; `
  + `+20 % found at least ${percent(worst.powerLow)}`);
