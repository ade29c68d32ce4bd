// node bench/refused-feedback-replay.mjs (after `npm run build:fixture`): the feedback replays of
// docs/decisions/790-refusals-answered-by-the-chain.md and 790-refusals-answered-by-the-chain.md on one built
// instance with its limits on (the tests' content, 15 October 2025): one address past its 5 posts, the public pages
// warmed, then 600 refused posts each with a fresh topic (the instance's CPU per post from /proc, render-cache misses
// and evictions, whether the 8 public pages are still hits), then 100 posts against the rules from 100 addresses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/start-cluster.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The process's user + system CPU in ms (/proc/<pid>/stat, fields 14 and 15, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const PAGES = ['/promo/', '/promo/knauf2025', '/promo/rockwool2025', '/promo/lovecategory', '/promo/karta-elektrika',
  '/promo/law', '/promo/sert/', '/promo/tehnonikol2025'];
const GOOD = { name: 'Иван', email: 'ivan@example.ru', phone: '8 921 000-00-00', value: 'delivery', msg: 'Вопрос' };
const MISSES = 'render_cache_requests_total\\{result="miss"\\}';

const cluster = await startCluster({ instances: 1, env: {
  LOG_LEVEL: 'warn', RATE_LIMITS: 'on', CONTENT_DIR: path.join(ROOT, 'tests/fixtures/content'), PROMO_NOW: '2025-10-15T12:00:00+03:00',
} });
const [instance] = cluster.instances;
const metric = async (name) =>
  Number(new RegExp(`^${name} (\\d+)`, 'm').exec(await (await fetch(instance.metricsUrl)).text())?.[1] ?? 0);
async function post(fields, from) {
  const res = await fetch(`${instance.url}/promo/law`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
    body: new URLSearchParams({ form: 'feedback', ...fields }).toString(),
  });
  await res.arrayBuffer();
  return res.status;
}
/** Each post's status counted, and the instance's CPU per post. */
async function posts(count, fieldsOf, fromOf) {
  const statuses = {};
  const before = cpuMs(instance.pid);
  for (let n = 0; n < count; n++) {
    const status = await post(fieldsOf(n), fromOf(n));
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return { statuses, cpuMsEach: (cpuMs(instance.pid) - before) / count };
}
try {
  for (const page of PAGES) await (await fetch(instance.url + page)).arrayBuffer();
  const first = await posts(6, () => GOOD, () => '192.0.2.77');
  const [evictions, misses] = [await metric('render_cache_evictions_total'), await metric(MISSES)];
  const refused = await posts(600, (n) => ({ ...GOOD, value: `topic-${n}` }), () => '192.0.2.77');
  const missesAfter = (await metric(MISSES)) - misses;
  const publicPages = [];
  for (const page of PAGES) {
    const before = await metric(MISSES);
    await (await fetch(instance.url + page)).arrayBuffer();
    publicPages.push((await metric(MISSES)) > before ? 'miss' : 'hit');
  }
  const against = await posts(100, (n) => ({ ...GOOD, name: '', email: `bad-${n}`, msg: `Вопрос ${n}` }), (n) => `198.51.100.${n + 1}`);
  console.log(JSON.stringify({
    first: first.statuses, refused, missesDuringRefusals: missesAfter,
    evictions: (await metric('render_cache_evictions_total')) - evictions, publicPages, againstTheRules: against,
  }));
} finally {
  await cluster.stop();
}
