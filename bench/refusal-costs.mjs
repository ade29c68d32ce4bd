// What a refusal costs one instance of the built server (docs/product.md §8, §11): a page
// form declaring a body over its limit (how long until it is answered), and a no-JavaScript
// form post refused by its rate limit against a cached page (the instance's CPU per request,
// read from /proc). `npm run build:fixture && node bench/refusal-costs.mjs [other-built-checkout]`:
// with a second checkout (built the same way) both are measured in one run, that one first.
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

/** The instance's CPU per request over REQUESTS of `send`, one at a time, and the statuses seen. */
async function cpuPerRequest(pid, send) {
  const statuses = {};
  const before = cpuMs(pid);
  for (let i = 0; i < REQUESTS; i++) {
    const res = await send();
    await res.arrayBuffer();
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  return { cpuMs: (cpuMs(pid) - before) / REQUESTS, statuses };
}

async function measure(root) {
  const cluster = await startCluster({ root, instances: 1, env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'on' } });
  try {
    const [instance] = cluster.instances;
    const oversize = await declaredOversize(instance.url);
    const page = () => fetch(`${instance.url}/promo/law`);
    await page();
    const cached = await cpuPerRequest(instance.pid, page);
    const post = () => fetch(`${instance.url}/promo/law`, {
      method: 'POST', body: FEEDBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.77' },
    });
    for (let i = 0; i < 6; i++) await (await post()).arrayBuffer();
    const refused = await cpuPerRequest(instance.pid, post);
    return { root, oversize, cached, refused, ratio: refused.cpuMs / cached.cpuMs };
  } finally {
    await cluster.stop();
  }
}

const roots = [process.argv[2], ROOT].filter(Boolean);
for (const root of roots) console.log(JSON.stringify(await measure(path.resolve(root))));
