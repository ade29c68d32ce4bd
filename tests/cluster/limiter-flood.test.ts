// The rate limits' memory under a flood: the built server capped at a 160 MB heap (which
// once died of "JavaScript heap out of memory" after ~25 s of card checks from many IPv6
// /64s) takes such a flood, with its counts in memory and in Redis, and its RSS grows by
// less than 3.4 KB a check over the flood's second half: each check adds up to three
// counters (its /64, /48 and card), ~550 bytes each in rate-limiter-flexible's memory
// limiter, kept for the whole window (docs/decisions/361-one-round-trip-per-limited-call.md),
// so a check may hold ~1.6 KB and no more than twice that. The bound is a rate: a flood
// of any length tells a check that holds more from one that does not
// (docs/decisions/970-ci-work-sized-to-its-assertions.md). It runs with the cluster tests
// (`npm run test:cluster`).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { killServers, startServer, type ServerProcess } from '../support/server-process.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

const FLOOD = 7_500;
const CONNECTIONS = 32;
const MB = 1024 * 1024;
/** What a check may add to the RSS: 25 MB over the 7,500 checks of a 15,000-check flood's second half, as before. */
const GROWTH_PER_CHECK = (25 * MB) / 7_500;

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** A card check from the n-th /64, in the n-th /48: every address, network and card new. */
const floodPath = (n: number) => `/api/v2/promo/check/knauf2025/${7_000_000 + (n % 3_000_000)}/`;
const floodAddress = (n: number) => `2001:db8:${(n >> 8).toString(16)}:${(n & 255).toString(16)}:1::${(n % 7) + 1}`;

interface FloodResult {
  statuses: Map<number, number>;
  /** RSS after each tenth of the flood. */
  rss: number[];
}

async function flood(server: ServerProcess & { base: string }): Promise<FloodResult> {
  const agent = new Agent({ connections: CONNECTIONS, pipelining: 1 });
  const statuses = new Map<number, number>();
  const rss: number[] = [];
  let next = 0;
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (next < FLOOD) {
        const n = next++;
        const res = await request(server.base + floodPath(n), { dispatcher: agent, headers: { 'x-forwarded-for': floodAddress(n) } });
        await res.body.dump();
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if ((n + 1) % (FLOOD / 10) === 0) rss.push(rssOf(server.child.pid!));
      }
    }));
  } finally {
    await agent.close();
  }
  return { statuses, rss };
}

function report(label: string, { statuses, rss }: FloodResult) {
  const mb = rss.map((bytes) => Math.round(bytes / MB));
  console.log(
    `${label}: ${FLOOD} card checks from ${FLOOD} /64s, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
    `RSS per tenth (MB) ${mb.join(' ')}`,
  );
}

let redis: RedisProcess;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());
afterEach(() => killServers());

describe.each([
  ['in memory', () => ({})],
  ['in Redis', () => ({ REDIS_URL: redis.url })],
])('a flood of card checks from many /64s, limits counted %s, heap capped at 160 MB', (label, env) => {
  test(`when ${FLOOD} card checks come from as many /64s, then the server answers every one, and its RSS grows by less than 3.4 KB a check over the flood's second half`, async () => {
    const server = await startServer(
      { RATE_LIMITS: 'on', LOG_LEVEL: 'info', ...env() },
      { nodeFlags: ['--max-old-space-size=160'] },
    );

    const result = await flood(server);
    report(label, result);

    expect(server.child.exitCode, 'still running').toBeNull();
    // Answered, and never a fault of ours (an upstream slowed down by the load may be a 504).
    expect(result.statuses.get(500), 'no server fault').toBeUndefined();
    expect([...result.statuses.values()].reduce((a, b) => a + b, 0)).toBe(FLOOD);
    const secondHalf = result.rss.slice(4);
    const spread = Math.max(...secondHalf) - Math.min(...secondHalf);
    expect(spread, 'RSS spread over the second half').toBeLessThan(GROWTH_PER_CHECK * (FLOOD / 2));
  }, 300_000);
});
