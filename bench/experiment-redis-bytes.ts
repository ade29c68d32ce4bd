// The experiments' Redis memory per visitor (docs/capacity.md «Experiments»), measured in a real redis-server (Debian's,
// as the tests start it: tests/support/redis-server.ts) through the app's own counting store (server/experiments/counts.ts):
// BENCH_VISITORS visitors (100,000) of one experiment, each from a network of its own (the worst case: the per-network
// tallies grow with the visitors), a tenth of them converting; then the same visitors of a second experiment where they
// share 250 networks; then the same visitors of a third from one network, past its day's bound (the shipped
// EXPERIMENT_VISITORS_PER_NETWORK, which every experiment here runs under). used_memory read before and after each, the
// store's writes all taken, and each key's MEMORY USAGE:
// the per-visitor keys (ids, nets: gone 7 days after the experiment's end) and the totals (kept 400 days); and the
// append-only file's bytes (its volume's size), as written and rewritten. Prints one JSON line.
// `npx esbuild bench/experiment-redis-bytes.ts --bundle --platform=node --format=esm --packages=external \
//   --outfile=dist/bench/erb.mjs && BENCH_VISITORS=100000 node dist/bench/erb.mjs`
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createExperimentCounts } from '../server/experiments/counts.js';
import type { CountWrite } from '../server/experiments/count-rule.js';
import { createLogger } from '../server/observability/log.js';
import { DEFAULT_LIMIT_SETTINGS } from '../server/rate-limit/limit-settings.js';
import { startRedis } from '../tests/support/redis-server.js';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 100_000);
// Its append-only file on, as deploy/kubernetes/experiment-redis.yaml runs it; no rewrite by itself while the bench writes.
const redis = await startRedis(undefined, { args: ['--appendonly', 'yes', '--auto-aof-rewrite-percentage', '0'] });
const client = new Redis(redis.url);
const counts = createExperimentCounts(redis.url, createLogger('warn'), DEFAULT_LIMIT_SETTINGS.EXPERIMENT_VISITORS_PER_NETWORK);
const used = async () => Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]);
const [, dir] = await client.config('GET', 'dir') as [string, string];
const aofDir = path.join(dir, 'appendonlydir');
/** The append-only files' bytes on disk. */
const aofBytes = () => readdirSync(aofDir).reduce((sum, file) => sum + statSync(path.join(aofDir, file)).size, 0);
const DAYS = ['2025-10-20', '2025-10-21', '2025-10-22', '2025-10-23', '2025-10-24', '2025-10-25', '2025-10-26'];

/** Every held write taken by the store; a flush refused while it connects is tried again once its socket could answer. */
async function sent(): Promise<void> {
  while (!(await counts.flush())) await new Promise(setImmediate);
}

/** Counts every visitor of experiment `key`, networks by `networkOf`; returns the bytes they took. */
async function measure(key: string, networkOf: (n: number) => string): Promise<number> {
  const before = await used();
  for (let n = 0; n < VISITORS; n += 1) {
    const id = randomBytes(12).toString('base64url');
    const write: CountWrite = {
      key, id, version: n % 2 ? 'b' : 'a', share: 50, day: DAYS[n % DAYS.length]!, network: networkOf(n),
      keepS: 30 * 86_400, ...(n % 10 === 0 ? { converted: DAYS[n % DAYS.length]! } : {}),
    };
    counts.count(write);
    if (n % 5000 === 4999) await sent();
  }
  await sent();
  return (await used()) - before;
}

const aofBefore = aofBytes();
const ownNetworks = await measure('benchexperimentone', (n) => `${10 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}.0/24`);
const sharedNetworks = await measure('benchexperimenttwo', (n) => `10.0.${n % 250}.0/24`);
const aofWritten = aofBytes() - aofBefore;
const oneNetwork = await measure('benchexperimentthree', () => '203.0.113.0/24');
const ofOne = await counts.read('benchexperimentthree');
// The file rewritten (an RDB preamble of what is held), as Redis does once it has doubled.
await client.bgrewriteaof();
while (/aof_rewrite_(in_progress|scheduled):1/.test(await client.info('persistence'))) await new Promise((resolve) => setTimeout(resolve, 50));
const aofRewritten = aofBytes();
/** `MEMORY USAGE` of each of an experiment's keys (every field counted: SAMPLES 0). */
const keyBytes = async (key: string) => Object.fromEntries(await Promise.all(['ids', 'nets', 'totals'].map(async (part) =>
  [part, Number(await client.call('memory', 'usage', `promo:x:${key}:${part}`, 'samples', '0'))])));
const one = await keyBytes('benchexperimentone');
const two = await keyBytes('benchexperimenttwo');
const results = await counts.read('benchexperimentone');
const perVisitor = (bytes: number) => Math.round(bytes / VISITORS);
process.stdout.write(`${JSON.stringify({
  redis: /redis_version:(\S+)/.exec(await client.info('server'))![1],
  visitors: VISITORS,
  conversionsPerVisitor: 0.1,
  usedMemoryPerVisitor: { ownNetworks: perVisitor(ownNetworks), sharedNetworks: perVisitor(sharedNetworks) },
  keyBytesPerVisitor: {
    ownNetworks: { ids: perVisitor(one.ids), nets: perVisitor(one.nets) },
    sharedNetworks: { ids: perVisitor(two.ids), nets: perVisitor(two.nets) },
  },
  totalsBytesPerExperiment: { sevenDays: one.totals },
  // Both experiments' visitors: appended as written, and the file rewritten.
  appendOnlyBytesPerVisitor: { written: Math.round(aofWritten / (2 * VISITORS)), rewritten: Math.round(aofRewritten / (2 * VISITORS)) },
  countedVisitors: results.days.reduce((sum, day) => sum + day.a.visitors + day.b.visitors, 0),
  // One network's visitors over the 7 days: the bound's alone counted and kept, the rest tallied.
  oneNetwork: {
    usedMemory: oneNetwork, counted: ofOne.days.reduce((sum, day) => sum + day.a.visitors + day.b.visitors, 0),
    uncounted: ofOne.uncounted.visitors,
  },
})}\n`);
await counts.close();
client.disconnect();
await redis.stop();
