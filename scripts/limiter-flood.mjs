// The rate limits' memory under a flood: the built server with a 160 MB heap takes
// FLOOD_REQUESTS card checks, each from a new IPv6 /64 in a new /48 with a new card, at
// 32 connections, with the counts in memory or (FLOOD_REDIS=1) in a throwaway
// redis-server; it prints the server's RSS every 2 s and at the end. A server that dies
// of "JavaScript heap out of memory" ends the run with its exit.
//   npm run build && node scripts/limiter-flood.mjs        (FLOOD_REQUESTS=120000 by default)
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import { freePort } from './cluster/free-port.mjs';
import { answersOk, startProcess, stopProcess } from './cluster/child-process.mjs';
import { startRedis } from './cluster/redis.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOTAL = Number(process.env.FLOOD_REQUESTS ?? 120_000);
const CONNECTIONS = 32;

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const floodPath = (n) => `/api/v2/promo/check/knauf2025/${7_000_000 + (n % 3_000_000)}/`;
const floodAddress = (n) => `2001:db8:${(n >> 8).toString(16)}:${(n & 255).toString(16)}:1::${(n % 7) + 1}`;

const redis = process.env.FLOOD_REDIS === '1' ? await startRedis({ port: await freePort() }) : undefined;
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'on', LOG_LEVEL: 'warn',
  ...(redis && { REDIS_URL: redis.url }),
};
const site = await startProcess({
  name: 'site', command: process.execPath, args: ['--max-old-space-size=160', 'dist/server/index.js'], cwd: ROOT, env,
  onLine: (_name, line) => console.error(line), isReady: () => answersOk(`${base}/readyz`),
});

const agent = new Agent({ connections: CONNECTIONS });
const statuses = {};
let next = 0;
const started = Date.now();
const progress = () =>
  `${((Date.now() - started) / 1000).toFixed(0)} s: ${next} sent, RSS ${rssMb(site.pid)} MB, ${JSON.stringify(statuses)}`;
console.log(`start: RSS ${rssMb(site.pid)} MB, counts ${redis ? 'in Redis' : 'in memory'}`);
const timer = setInterval(() => console.log(progress()), 2000);
try {
  await Promise.race([
    Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (next < TOTAL) {
        const n = next++;
        const res = await request(base + floodPath(n), { dispatcher: agent, headers: { 'x-forwarded-for': floodAddress(n) } });
        await res.body.dump();
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      }
    })),
    site.exited.then(({ code, signal }) => Promise.reject(new Error(`the server exited (${signal ?? code}) during the flood`))),
  ]);
  console.log(`done: ${progress()}`);
} finally {
  clearInterval(timer);
  await agent.close();
  await stopProcess(site);
  if (redis) {
    await stopProcess(redis);
    rmSync(redis.dir, { recursive: true, force: true });
  }
}
