// What a refusal costs one instance of the built server (docs/product.md §8, §11): a page
// form declaring a body over its limit (how long until it is answered), and a no-JavaScript
// form post refused by its rate limit against a cached page of the same page (the instance's
// CPU per request, read from /proc): the feedback post on law, and a lovecategory step refused
// for its address (card numbers each new, as an enumeration's) and for its card (one card
// again, as its owner's retries). Every target is warmed first, then they take turns round
// after round and each's mean over the rounds after the warm ones is its figure: measured one
// after another, the first target pays the JIT's warm-up and flatters the ratio.
// `npm run build:fixture && node bench/refusal-costs.mjs [other-built-checkout]`: with a second
// checkout (built the same way) both are measured in one run, that one first.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.REFUSAL_REQUESTS ?? 400);
const TICKS_PER_S = 100;

/** The process's user + system CPU in ms (/proc/<pid>/stat, fields 14 and 15, in clock ticks). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** A POST declaring 50 MB and sending its first bytes: ms until the answer's status, and that status. */
function declaredOversize(url) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${url}/promo/law`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(50 * 1024 * 1024) },
    }, (res) => {
      res.resume();
      req.destroy();
      resolve({ ms: performance.now() - started, status: res.statusCode });
    });
    req.on('error', () => resolve({ ms: performance.now() - started, status: 'closed' }));
    req.write('form=feedback&msg=');
  });
}

const FEEDBACK = new URLSearchParams({
  form: 'feedback', name: 'Иван Петров', email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery',
  msg: 'Когда привезут заказ?',
}).toString();

const ROUNDS = Number(process.env.REFUSAL_ROUNDS ?? 10);
const WARM_ROUNDS = 3;

/** Each target's CPU per request on the instance `pid`, its requests sent one at a time, the targets taking turns. */
async function cpuTakingTurns(pid, targets) {
  const cpu = Object.fromEntries(Object.keys(targets).map((name) => [name, 0]));
  const statuses = Object.fromEntries(Object.keys(targets).map((name) => [name, {}]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, send] of Object.entries(targets)) {
      const before = cpuMs(pid);
      for (let i = 0; i < REQUESTS; i++) {
        const res = await send(i);
        await res.arrayBuffer();
        statuses[name][res.status] = (statuses[name][res.status] ?? 0) + 1;
      }
      if (round >= WARM_ROUNDS) cpu[name] += (cpuMs(pid) - before) / REQUESTS / (ROUNDS - WARM_ROUNDS);
    }
  }
  return Object.fromEntries(Object.keys(targets).map((name) => [name, { cpuMs: Number(cpu[name].toFixed(3)), statuses: statuses[name] }]));
}

const posted = (url, body, address) => fetch(url, {
  method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
});

async function measure(root) {
  const cluster = await startCluster({ root, instances: 1, env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'on' } });
  try {
    const [instance] = cluster.instances;
    const oversize = await declaredOversize(instance.url);
    const law = `${instance.url}/promo/law`;
    const love = `${instance.url}/promo/lovecategory`;
    // Each refused target from a /24 of its own, so that no network budget (docs/product.md §8) refuses it instead.
    const figures = await cpuTakingTurns(instance.pid, {
      lawPage: () => fetch(law, { headers: { 'x-forwarded-for': '192.0.2.70' } }),
      feedbackRefused: () => posted(law, FEEDBACK, '192.0.2.77'),
      lovecategoryPage: () => fetch(love, { headers: { 'x-forwarded-for': '192.0.2.70' } }),
      stepRefusedForItsAddress: (i) => posted(love, `step=lookup&card=${7_100_000 + i}`, '198.51.100.78'),
      stepRefusedForItsCard: () => posted(love, 'step=lookup&card=7654321', '203.0.113.79'),
    });
    const ratio = (refused, page) => Number((figures[refused].cpuMs / figures[page].cpuMs).toFixed(2));
    return {
      root, oversize, figures,
      ratios: {
        feedback: ratio('feedbackRefused', 'lawPage'),
        stepForItsAddress: ratio('stepRefusedForItsAddress', 'lovecategoryPage'),
        stepForItsCard: ratio('stepRefusedForItsCard', 'lovecategoryPage'),
      },
    };
  } finally {
    await cluster.stop();
  }
}

const roots = [process.argv[2], ROOT].filter(Boolean);
for (const root of roots) console.log(JSON.stringify(await measure(path.resolve(root))));
