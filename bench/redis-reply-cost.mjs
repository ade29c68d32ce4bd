// A paced script call's CPU in the calling process (docs/decisions/1045-pages-held-for-their-counts.md): `none` the pacing timer
// alone, `post` CLIENT REPLY SKIP and the call on a plain socket (no reply), `plain` the call answered on a plain socket,
// `ioredis` answered through a command ioredis defines (as the counts go); each mode a process of its own, in turn, rounds
// on one redis-server; the median and range of the rounds.   node bench/redis-reply-cost.mjs [rounds]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';
import { freePort } from '../scripts/cluster/free-port.mjs';
import { startRedis } from '../scripts/cluster/redis.mjs';
import { stopProcess } from '../scripts/cluster/child-process.mjs';

const MODES = ['none', 'post', 'plain', 'ioredis'];
const [RATE, CALLS, LUA] = [200, 2000, "redis.call('HINCRBY', KEYS[1], ARGV[1], 1) return nil"];
const resp = (...words) => `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`;

async function child(mode, url) {
  const redis = new Redis(url);
  redis.defineCommand('bump', { numberOfKeys: 1, lua: LUA });
  const sha = await redis.script('LOAD', LUA);
  const plain = net.connect(Number(new URL(url).port), '127.0.0.1').setNoDelay(true);
  plain.write(resp('AUTH', decodeURIComponent(new URL(url).password)));
  await Promise.all([redis.bump('k', 'warm'), new Promise((resolve) => plain.once('data', resolve))]);
  plain.on('data', () => {});
  const evalsha = resp('EVALSHA', sha, '1', 'k', 'f');
  const call = { none: () => {}, post: () => plain.write(resp('CLIENT', 'REPLY', 'SKIP') + evalsha),
    plain: () => plain.write(evalsha), ioredis: () => void redis.bump('k', 'f') }[mode];
  const [before, t0] = [process.cpuUsage(), performance.now()];
  for (let n = 1; n <= CALLS; n++) {
    call();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, t0 + (n * 1000) / RATE - performance.now())));
  }
  const { user, system } = process.cpuUsage(before);
  console.log((user + system) / CALLS);
  redis.disconnect();
  plain.destroy();
}

async function main(rounds) {
  const redis = await startRedis({ port: await freePort(), onLine: () => {} });
  const costs = Object.fromEntries(MODES.map((mode) => [mode, []]));
  for (let round = 0; round < rounds; round++) {
    for (const mode of MODES) {
      const run = spawn(process.execPath, [import.meta.filename, mode, redis.url], { stdio: ['ignore', 'pipe', 'inherit'] });
      costs[mode].push(Number(Buffer.concat(await run.stdout.toArray())));
    }
  }
  await stopProcess(redis);
  rmSync(redis.dir, { recursive: true, force: true });
  console.log(`µs of CPU a call, ${CALLS} calls at ${RATE}/s, ${rounds} rounds: median (least–most)`);
  for (const [mode, values] of Object.entries(costs)) {
    const [sorted, µs] = [values.toSorted((a, b) => a - b), (value) => value.toFixed(0)];
    console.log(`${mode.padEnd(8)} ${µs(sorted[Math.floor(rounds / 2)])} (${µs(sorted[0])}–${µs(sorted.at(-1))})`);
  }
}

if (MODES.includes(process.argv[2])) await child(process.argv[2], process.argv[3]);
else await main(Number(process.argv[2] ?? 5));
