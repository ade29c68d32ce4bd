// A stalled instance and a cluster with no instance, under steady load through the shipped
// nginx (deploy/nginx.conf): `npm run build && node bench/stall.mjs`.
// Load: CONNECTIONS connections of page views for the whole run. At 5 s instance 1 gets
// SIGSTOP (a stalled process: its socket still accepts, nothing answers), at 25 s SIGCONT;
// at 30 s every instance gets SIGKILL at once (a restart of them all, while nothing listens).
// Prints the requests that waited more than 3 s, the failed ones by status, and whether any
// answer nginx gave of its own was not our Russian page (English "Bad Gateway").
import { startCluster } from '../scripts/cluster/start-cluster.mjs';

const CONNECTIONS = Number(process.env.STALL_CONNECTIONS ?? 20);
const STALL_AT_MS = 5000;
const STALL_MS = 20_000;
const ALL_DOWN_AT_MS = 30_000;
const END_MS = 35_000;
const SLOW_MS = 3000;

const cluster = await startCluster({ env: { LOG_LEVEL: 'warn', RATE_LIMITS: 'off', SHED_EVENT_LOOP_DELAY_MS: '60000' } });
const results = [];
const started = Date.now();
let running = true;

async function visitor(index) {
  const paths = ['/promo/knauf2025', '/promo/rockwool25', '/promo/law'];
  for (let n = index; running; n++) {
    const begin = Date.now();
    try {
      const res = await fetch(cluster.url + paths[n % paths.length], { signal: AbortSignal.timeout(60_000) });
      const text = await res.text();
      results.push({
        at: begin - started, ms: Date.now() - begin, status: res.status,
        english: /Bad Gateway|Gateway Time-out|Service Temporarily/.test(text), russian: /[а-я]/.test(text),
      });
    } catch {
      results.push({ at: begin - started, ms: Date.now() - begin, status: 0 });
    }
  }
}

const load = Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => visitor(i)));
const stalled = cluster.instances[0];
setTimeout(() => process.kill(stalled.pid, 'SIGSTOP'), STALL_AT_MS);
setTimeout(() => process.kill(stalled.pid, 'SIGCONT'), STALL_AT_MS + STALL_MS);
setTimeout(() => { for (const i of cluster.instances) process.kill(i.pid, 'SIGKILL'); }, ALL_DOWN_AT_MS);
await new Promise((resolve) => setTimeout(resolve, END_MS));
running = false;
await load;

const phase = (from, to) => results.filter((r) => r.at >= from && r.at < to);
const report = (name, rows) => {
  const failed = rows.filter((r) => r.status !== 200);
  const counts = new Map();
  for (const r of failed) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const byStatus = [...counts].map(([s, n]) => `${s}×${n}`).join(' ') || 'none';
  const slow = rows.filter((r) => r.ms > SLOW_MS).length;
  const longest = Math.max(0, ...rows.map((r) => r.ms));
  console.log(`${name.padEnd(22)} requests ${String(rows.length).padStart(6)}  waited >3 s ${String(slow).padStart(4)}  ` +
    `longest ${String(longest).padStart(6)} ms  failed ${byStatus}  English page ${rows.filter((r) => r.english).length}  ` +
    `non-200 in Russian ${failed.filter((r) => r.russian).length}`);
};
console.log(`nginx + 3 instances, ${CONNECTIONS} connections of page views; ` +
  `instance 1 SIGSTOP ${STALL_AT_MS / 1000}–${(STALL_AT_MS + STALL_MS) / 1000} s, all SIGKILL at ${ALL_DOWN_AT_MS / 1000} s`);
report('before the stall', phase(0, STALL_AT_MS));
report('one instance stalled', phase(STALL_AT_MS, STALL_AT_MS + STALL_MS));
report('after SIGCONT', phase(STALL_AT_MS + STALL_MS, ALL_DOWN_AT_MS));
report('no instance', phase(ALL_DOWN_AT_MS, END_MS));
await cluster.stop().catch(() => {});
