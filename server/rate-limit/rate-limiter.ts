// Counts the limited calls (see limits.ts) per client address, per network, per card and
// for the whole site: in Redis when REDIS_URL is set (so every instance shares the counts,
// one round trip per call), else in memory. A Redis that is down or does not answer in
// time hands the counting to memory at once (redis-breaker.ts), so limits still apply per
// instance during an outage, and no visitor waits on Redis.
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import type { Logger } from '../observability/log.js';
import { DEFAULT_LIMITS, QUIET_ADDRESS_POINTS, QUIET_NETWORK_POINTS, type LimitedGroup, type LimitTable, type Window } from './limits.js';
import { addressKey, holderKey, networkKey } from './address-key.js';
import type { Counters, CountStep, LimitRefusal, LimitScope } from './count-steps.js';
import { createMemoryCounters } from './memory-counters.js';
import { createRedisCounters } from './redis-counters.js';
import { withRedisBreaker } from './redis-breaker.js';
import { ceilingLog } from './ceiling-log.js';

export type { LimitRefusal };

/** Who spends a budget: the visitor's address, the card number where the call has one, and whether it holds a visit pass. */
export interface Spender {
  address?: string;
  card?: string;
  /** A valid visit pass (server/admission/visit-pass.ts): the ceiling's pass reserve is open to it. */
  pass?: boolean;
}

export interface RateLimiter {
  /**
   * Spends one point of each budget; the first one exhausted refuses the call. The site-wide
   * ceiling comes last, so a client already refused for itself spends none of everyone's.
   */
  consume(group: LimitedGroup, who: Spender): Promise<LimitRefusal | undefined>;
  close(): void;
}

/** RATE_LIMITS=off: every call allowed, nothing counted. */
export const NO_RATE_LIMITS: RateLimiter = { consume: async () => undefined, close: () => {} };

export interface RateLimiterOptions {
  log?: Logger;
  /** The memory counters' cap (memory-counters.ts). */
  maxCounters?: number;
  /** How often a stalled Redis is asked whether it answers again. */
  probeEveryMs?: number;
  /** The memory counters' clock (a simulation's); default real time. */
  clock?: { now(): number };
}

/** Card numbers are not written into Redis keys as they are. */
const cardKey = (card: string) => createHash('sha256').update(card).digest('base64url').slice(0, 22);

function step(scope: LimitScope, window: Window, key: string, extra: Partial<CountStep> = {}): CountStep {
  return { scope, key, points: window.points, durationMs: window.duration * 1000, ...extra };
}

function countSteps(group: LimitedGroup, limits: LimitTable, { address, card, pass = false }: Spender): CountStep[] {
  const windows = limits[group];
  const prefix = `rl:${group}:`;
  const steps: CountStep[] = [];
  const network = address === undefined ? undefined : networkKey(address);
  if (address !== undefined && network !== undefined) {
    steps.push(step('address', windows.perAddress, `${prefix}address:${addressKey(address)}`, {
      coarseKey: `${prefix}address:${network}`,
      quietUpTo: QUIET_ADDRESS_POINTS,
    }));
    if (windows.perNetwork) {
      steps.push(step('network', windows.perNetwork, `${prefix}network:${network}`, { quietUpTo: QUIET_NETWORK_POINTS }));
    }
    if (windows.perHolder) steps.push(step('holder', windows.perHolder, `${prefix}block:${holderKey(address)}`));
  }
  // Per card and asking block (the address's /24 or /48): others' asks about a card, printed on
  // it and typed in shops, never spend its owner's budget (docs/decisions/062-rate-limit-tiers.md).
  if (card !== undefined && windows.perCard) {
    steps.push(step('card', windows.perCard, `${prefix}card:${cardKey(card)}:${network ?? 'unknown'}`));
  }
  const { reserved = 0, passReserved = 0, holderShare, duration, shared } = windows.global;
  // Without a pass the caller's ceiling stops short of the pass reserve (the count is the same one).
  const points = pass ? windows.global.points : windows.global.points - passReserved;
  // A shared ceiling is counted under its own name, whichever group spends it.
  const ceilingPrefix = shared === undefined ? prefix : `rl:${shared}:`;
  // IPv6 only: there a fresh /48 per lookup is cheap, while an IPv4 /16 may be one
  // provider's many customers behind shared addresses, and each IPv4 /24 costs its holder.
  if (address !== undefined && holderShare !== undefined && isIP(address) === 6) {
    const share = { points: Math.max(1, Math.ceil(windows.global.points * holderShare)), duration };
    steps.push(step('holder', share, `${ceilingPrefix}holder:${holderKey(address)}`));
  }
  // Without an address nobody can be told quiet: such a call gets the open part only.
  const ceiling = address === undefined
    ? { points: points - reserved }
    : { points, ...(reserved > 0 ? { openPoints: points - reserved } : {}) };
  steps.push(step('global', windows.global, `${ceilingPrefix}global:all`, ceiling));
  return steps;
}

export function createRateLimiter(
  redis: Redis | undefined, limits: LimitTable = DEFAULT_LIMITS, options: RateLimiterOptions = {},
): RateLimiter {
  const memory = createMemoryCounters(options.maxCounters, options.clock);
  const guarded = redis
    && withRedisBreaker(redis, createRedisCounters(redis), memory, { log: options.log, probeEveryMs: options.probeEveryMs });
  const counters: Counters = guarded ?? memory;
  const ceilingReached = ceilingLog(options.log);
  return {
    async consume(group, who) {
      const refusal = await counters.spend(countSteps(group, limits, who));
      if (refusal?.scope === 'global') ceilingReached(group);
      return refusal;
    },
    close: () => guarded?.close(),
  };
}
