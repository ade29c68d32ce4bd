// node bench/verdict-alternatives.mjs: the ways a verdict could treat a network (/24, /48) as the unit an attacker controls,
// against the attacker of docs/threat-model.md (docs/decisions/1055-a-verdict-that-stands-on-networks.md). An honest A/A
// test at BENCH_RATE (10 %) of N visitors a version, each from a network of its own; the attacker adds, from each of m
// networks, c conversions of Б (each with its Б visitor and the А draw it discarded). Per rule: the least m that makes the
// page read «Б лучше» (c scanned), and the verdict of a real lift, Б at twice А's 5 % over 2,000 networks. Every rule keeps
// the tenth of docs/product.md §12 and the sequence's width (shared/experiments/statistics.ts). Prints a Markdown table.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const RATE = Number(process.env.BENCH_RATE ?? 0.1);
const bundled = await build({
  entryPoints: [path.join(ROOT, 'shared/experiments/statistics.ts')],
  bundle: true, platform: 'node', format: 'esm', write: false, packages: 'external', logLevel: 'error',
});
const bundle = path.join(ROOT, 'node_modules/.cache/verdict-alternatives-bench.mjs');
mkdirSync(path.dirname(bundle), { recursive: true });
writeFileSync(bundle, bundled.outputFiles[0].text);
const { sequenceWidth, judgedByNetworks, NETWORK_LIMIT, MINIMUM_SAMPLE } = await import(bundle);

// A version: its networks as [visitors, conversions, how many such networks].
const sum = (nets) => nets.reduce((s, [n, x, k]) => ({ N: s.N + n * k, X: s.X + x * k, xx: s.xx + x * x * k, xn: s.xn + x * n * k,
  nn: s.nn + n * n * k, G: s.G + k }), { N: 0, X: 0, xx: 0, xn: 0, nn: 0, G: 0 });
/** The variance of a version's log rate: the delta method's, or by network (the sandwich, Σ(x − p·n)² / X²). */
const logVariance = (s, robust) => (robust ? (s.xx - 2 * (s.X / s.N) * s.xn + (s.X / s.N) ** 2 * s.nn) / s.X ** 2 : (1 - s.X / s.N) / s.X);
function judge(A, B, robust) {
  const [a, b] = [sum(A), sum(B)];
  if ([a, b].some((s) => s.N < MINIMUM_SAMPLE.visitors || s.X < MINIMUM_SAMPLE.conversions)) return 'early';
  const log = Math.log((b.X / b.N) / (a.X / a.N));
  const half = Math.sqrt(logVariance(a, robust) + logVariance(b, robust)) * sequenceWidth(a.N + b.N);
  return log - half > 0 ? 'b' : log + half < 0 ? 'a' : 'none';
}
/** The `k` networks with the most conversions lose them (their visitors kept). */
function withoutBusiest(nets, k) {
  const out = [];
  let left = k;
  for (const [n, x, count] of [...nets].sort((one, other) => other[1] - one[1])) {
    const taken = Math.min(left, count);
    left -= taken;
    if (taken > 0) out.push([n, 0, taken]);
    if (count > taken) out.push([n, x, count - taken]);
  }
  return out;
}
const crowded = (nets) => Math.max(...nets.map(([, x]) => x)) > NETWORK_LIMIT * sum(nets).X;
/** A rule: robust or not, and the busiest networks of each version whose conversions the verdict must stand without. */
const rule = (robust, busiest) => (A, B) => {
  const judged = judge(A, B, robust);
  if (judged !== 'b' || crowded(A) || crowded(B)) return judged === 'b' ? 'withheld' : judged;
  return judge(withoutBusiest(A, busiest), withoutBusiest(B, busiest), robust) === 'b' ? 'b' : 'withheld';
};
const chosen = (A, B) => {
  const [a, b] = [sum(A), sum(B)];
  const strata = [{ share: 50, a: { visitors: a.N, conversions: a.X }, b: { visitors: b.N, conversions: b.X } }];
  const converting = (nets) => nets.reduce((s, [, x, k]) => s + (x > 0 ? k : 0), 0);
  const judged = judgedByNetworks(strata, { a: converting(A), b: converting(B) });
  return crowded(A) || crowded(B) || judged.fewNetworks ? 'withheld' : judged.verdict;
};
const RULES = [
  ['pooled, without each version\'s busiest network (before)', rule(false, 1)],
  ['by network (cluster-robust variance), without the busiest', rule(true, 1)],
  ['by network, without each version\'s 10 busiest', rule(true, 10)],
  ['by network, without each version\'s 40 busiest', rule(true, 40)],
  ['by network, without each version\'s 50 busiest', rule(true, 50)],
  ['a network one conversion, standing without 9 (chosen)', chosen],
];
const honest = (visitors, rate) => [[1, 1, Math.round(visitors * rate)], [1, 0, visitors - Math.round(visitors * rate)]];
const EACH = [...Array.from({ length: 64 }, (_, n) => n + 1), 80, 100, 128, 160, 200, 256, 320, 400, 500, 640, 800];
function leastNetworks(judgeOf, visitors) {
  for (let m = 1; m <= 1000; m += 1) {
    for (const c of EACH) if (judgeOf([...honest(visitors, RATE), [c, 0, m]], [...honest(visitors, RATE), [c, c, m]]) === 'b') return m;
  }
  return '> 1,000';
}
console.log(`| rule (A/A at ${RATE * 100} %, least /24s that flip it) | 1,000 a version | 5,000 | 20,000 | `
  + 'Б twice А\'s 5 % over 2,000 networks |');
console.log('|---|---|---|---|---|');
for (const [name, judgeOf] of RULES) {
  const row = [1000, 5000, 20_000].map((visitors) => leastNetworks(judgeOf, visitors));
  console.log(`| ${name} | ${row.join(' | ')} | ${judgeOf(honest(1000, 0.05), honest(1000, 0.1))} |`);
}
