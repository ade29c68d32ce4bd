// Counts the limited calls (limits.ts) per address, network, card and asking network, and the call's ceiling, in
// one step: a call passes when every budget has a point left and only then spends one of each, so a refused call
// spends nothing. With REDIS_URL the step is one Lua script, one round trip; while Redis is away or silent, and
// without it, rate-limiter-flexible's memory limiters (docs/decisions/361-one-round-trip-per-limited-call.md). A spent
// budget's refusal is remembered until its window ends, so the next calls on it (and a posted form's `known`) are
// refused without a round trip (docs/decisions/790-refusals-answered-by-the-chain.md).
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import pTimeout from 'p-timeout';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Logger } from '../observability/log.js';
import { DEFAULT_LIMITS, type LimitedGroup, type LimitTable, type Window } from './limits.js';
import { clientBlock, limitedAddressKey } from './address-key.js';
import { ceilingLog } from './ceiling-log.js';
import { COMMAND_TIMEOUT_MS, onRedisSilent } from './redis-connection.js';

export type LimitScope = 'address' | 'network' | 'card' | 'global';

export interface LimitRefusal {
  scope: LimitScope;
  retryAfterMs: number;
}

/** Who spends a budget: the visitor's address, and the card number where the call has one. */
export interface Spender {
  address?: string;
  card?: string;
}

export interface RateLimiter {
  /** Spends one point of each of `group`'s budgets, or none when one is spent: then the first such refuses the call. */
  consume(group: LimitedGroup, who: Spender): Promise<LimitRefusal | undefined>;
  /** The refusal `consume` would answer without asking anyone: a budget of `group`'s this instance saw spent, until its window ends. */
  known(group: LimitedGroup, who: Spender): LimitRefusal | undefined;
  /** The refusal `consume` would answer, asked of Redis where this instance knows none, spending nothing. */
  spent(group: LimitedGroup, who: Spender): Promise<LimitRefusal | undefined>;
}

/** RATE_LIMITS=off: every call allowed, nothing counted. */
export const NO_RATE_LIMITS: RateLimiter = { consume: async () => undefined, known: () => undefined, spent: async () => undefined };

/** The spent budgets remembered at once: each client refused in a window is one entry; past it the oldest are forgotten (asked again). */
const REMEMBERED_REFUSALS = 50_000;

/** Card numbers are not written into Redis keys as they are. */
const cardKey = (card: string) => createHash('sha256').update(card).digest('base64url').slice(0, 22);

/** A caller whose address is not known (no valid IP) is counted with every other such caller. */
const UNKNOWN = 'unknown';

interface Tier {
  scope: LimitScope;
  /** The budget's name, `rl:<group>:<scope>`: its Redis keys are `<prefix>:<key>`. */
  prefix: string;
  key: string;
  window: Window;
}

/** A budget's name: its Redis keys are `<prefix>:<key>`. */
const prefixOf = (group: LimitedGroup, scope: LimitScope) => `rl:${group}:${scope}`;

/** The budgets one call spends, in the order a refusal names the first spent. */
function tiersOf(group: LimitedGroup, limits: LimitTable, { address, card }: Spender): Tier[] {
  const windows = limits[group];
  const network = clientBlock(address);
  const tier = (scope: LimitScope, key: string, window: Window) => ({ scope, prefix: prefixOf(group, scope), key, window });
  const own = address === undefined ? UNKNOWN : limitedAddressKey(address);
  const tiers = [tier('address', own, windows.perAddress), tier('network', network, windows.perNetwork)];
  // Per card and asking network: others' asks about a card, printed on it and typed in shops, never spend its owner's budget.
  if (card !== undefined && windows.perCard) tiers.push(tier('card', `${cardKey(card)}:${network}`, windows.perCard));
  if (windows.global) tiers.push(tier('global', 'all', windows.global));
  return tiers;
}

/**
 * The step in Redis: KEYS the budgets' counters, ARGV each one's points, seconds and points owed (calls this instance
 * let through in memory, added first whatever the answer). Answers {0, 0, counts…} when every counter had a point left
 * and each was spent (a new one expiring after its window), with each counter's count after it, else the 1-based index
 * of the first spent and its milliseconds to live. With one more ARGV, `look`, it answers the same spending nothing
 * ({0, 0} when none is spent).
 */
const SPEND_SCRIPT = `
local function add(i, points)
  redis.call('set', KEYS[i], 0, 'EX', ARGV[3 * i - 1], 'NX')
  return redis.call('incrby', KEYS[i], points)
end
for i = 1, #KEYS do if tonumber(ARGV[3 * i]) > 0 then add(i, ARGV[3 * i]) end end
for i = 1, #KEYS do
  if tonumber(redis.call('get', KEYS[i]) or '0') >= tonumber(ARGV[3 * i - 2]) then
    local ttl = redis.call('pttl', KEYS[i])
    if ttl < 0 then ttl = 1000 * tonumber(ARGV[3 * i - 1]) end
    return {i, ttl}
  end
end
if ARGV[3 * #KEYS + 1] == 'look' then return {0, 0} end
local counts = {0, 0}
for i = 1, #KEYS do counts[i + 2] = add(i, 1) end
return counts
`;

type SpendingRedis = Redis & { limitSpend(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]> };

/** Whether a command reaches Redis now: ioredis refuses at once while it reconnects and on a connection being dropped. */
const writable = (redis: Redis) => redis.status === 'ready' && redis.stream.writable;

/** The script as a command of `redis` (EVALSHA, the script sent again only when Redis lost it). */
function spendingRedis(redis: Redis): SpendingRedis {
  if (!('limitSpend' in redis)) redis.defineCommand('limitSpend', { lua: SPEND_SCRIPT });
  return redis as SpendingRedis;
}

/** `retryAfterMs` never 0: a window about to end still asks for a moment. */
const refusal = (tier: Tier, msLeft: number): LimitRefusal => ({
  scope: tier.scope, retryAfterMs: msLeft > 0 ? msLeft : tier.window.duration * 1000,
});

const counterOf = (tier: Tier) => `${tier.prefix}:${tier.key}`;

/**
 * The budgets seen spent, each until its window ends (Date.now()'s ms, as the memory limiters count), so the same
 * answer is given without asking.
 */
function spentBudgets() {
  const until = new LRUCache<string, number>({ max: REMEMBERED_REFUSALS });
  return {
    /** Remembers the tier that refused a call, and passes its refusal on. */
    remember(tier: Tier, refused: LimitRefusal): LimitRefusal {
      until.set(counterOf(tier), Date.now() + refused.retryAfterMs);
      return refused;
    },
    /** The first of `tiers` still spent, as its refusal. */
    refusalOf(tiers: readonly Tier[]): LimitRefusal | undefined {
      const now = Date.now();
      for (const tier of tiers) {
        const end = until.get(counterOf(tier));
        if (end !== undefined && end > now) return { scope: tier.scope, retryAfterMs: end - now };
      }
      return undefined;
    },
  };
}

/**
 * The counts this instance last saw in Redis, each until its window could end at the latest: while Redis is silent a
 * budget is counted in memory from what was left of it then (`left`), so an instance spends no more of a budget than
 * Redis last told it remained, instead of a whole budget from zero.
 */
function seenCounts() {
  const seen = new LRUCache<string, { count: number; until: number }>({ max: REMEMBERED_REFUSALS });
  return {
    saw(tiers: readonly Tier[], counts: readonly number[]): void {
      const now = Date.now();
      tiers.forEach((tier, index) => seen.set(counterOf(tier), { count: counts[index] ?? 0, until: now + tier.window.duration * 1000 }));
    },
    left(tier: Tier): number {
      const last = seen.get(counterOf(tier));
      return tier.window.points - (last && last.until > Date.now() ? last.count : 0);
    },
  };
}

/**
 * The calls let through in memory that never reached Redis (one that timed out did), per budget until its window could
 * end: handed to the next script on the budget, so a moment's silence lets no more through than the budget.
 */
function owedPoints() {
  const owed = new LRUCache<string, number>({ max: REMEMBERED_REFUSALS });
  return {
    owe(tiers: readonly Tier[]): void {
      for (const tier of tiers) {
        const key = counterOf(tier);
        owed.set(key, (owed.get(key) ?? 0) + 1, { ttl: tier.window.duration * 1000 });
      }
    },
    /** What is owed to each counter of `keys`, taken: nothing looked up while nothing is owed (every call's case). */
    take: (keys: readonly string[]) => keys.map((key) => {
      const points = owed.size === 0 ? 0 : owed.get(key) ?? 0;
      if (points > 0) owed.delete(key);
      return points;
    }),
  };
}

/**
 * `reply` if it comes within `ms` (p-timeout); past them, the reply if it was already read once the input waiting is
 * handled (setImmediate runs after the poll phase): a starved process's timer fires late, beside a reply waiting
 * unread, which is Redis's count and not a silence. Else a rejection: Redis is silent.
 */
const answeredWithin = <T>(reply: Promise<T>, ms: number): Promise<T> => pTimeout(reply, {
  milliseconds: ms,
  fallback: () => Promise.race([reply, new Promise<never>((_, reject) => setImmediate(() => reject(new Error('Redis is silent'))))]),
});

export function createRateLimiter(
  redis: Redis | undefined, limits: LimitTable = DEFAULT_LIMITS, options: { log?: Logger } = {},
): RateLimiter {
  const memories = new Map<string, RateLimiterMemory>();
  const memoryOf = ({ prefix, window }: Tier) => {
    let memory = memories.get(prefix);
    if (!memory) memories.set(prefix, (memory = new RateLimiterMemory({ keyPrefix: prefix, ...window })));
    return memory;
  };
  const ceilingReached = ceilingLog(options.log);
  const spentNow = spentBudgets();
  const lastSeen = seenCounts();
  const owedNow = owedPoints();

  /**
   * The step on the memory limiters: each consume counts at once (rate-limiter-flexible's memory store is
   * synchronous), and a refused call's points are given back before any other request runs; a call let through is
   * owed to Redis when it was never written there (`unsent`).
   */
  async function inMemory(tiers: Tier[], unsent: boolean): Promise<LimitRefusal | undefined> {
    const spent = tiers.map((tier) => memoryOf(tier).consume(tier.key).then((res) => {
      // What Redis last said was left of the budget is all this instance spends of it while Redis is silent.
      if (res.consumedPoints > lastSeen.left(tier)) return spentNow.remember(tier, refusal(tier, res.msBeforeNext));
      return undefined;
    }, (res: unknown) => {
      if (res instanceof RateLimiterRes) return spentNow.remember(tier, refusal(tier, res.msBeforeNext));
      throw res;
    }));
    const refused = (await Promise.all(spent)).find((outcome) => outcome !== undefined);
    if (refused) for (const tier of tiers) void memoryOf(tier).reward(tier.key);
    else if (unsent) owedNow.owe(tiers);
    return refused;
  }

  const counted = redis && spendingRedis(redis);
  async function inRedis(tiers: Tier[], look = false): Promise<LimitRefusal | undefined> {
    const keys = tiers.map(counterOf);
    const owed = owedNow.take(keys);
    const args = tiers.flatMap((tier, i) => [tier.window.points, tier.window.duration, owed[i]!]);
    const keysAndArgs = [...keys, ...args, ...look ? ['look'] : []];
    const [at = 0, msLeft = 0, ...counts] = await answeredWithin(counted!.limitSpend(tiers.length, ...keysAndArgs), COMMAND_TIMEOUT_MS);
    if (at === 0) return look ? undefined : void lastSeen.saw(tiers, counts);
    const tier = tiers[at - 1]!;
    return spentNow.remember(tier, refusal(tier, msLeft));
  }

  async function spend(tiers: Tier[]): Promise<LimitRefusal | undefined> {
    if (!counted || !writable(counted)) return inMemory(tiers, counted !== undefined);
    try {
      return await inRedis(tiers);
    } catch {
      // Written, and not answered in time (or refused): counted here, and the connection told (redis-connection.ts).
      onRedisSilent(counted, options.log);
      return inMemory(tiers, false);
    }
  }

  return {
    async consume(group, who) {
      const tiers = tiersOf(group, limits, who);
      const refused = spentNow.refusalOf(tiers) ?? await spend(tiers);
      if (refused?.scope === 'global') ceilingReached(group);
      return refused;
    },
    known: (group, who) => spentNow.refusalOf(tiersOf(group, limits, who)),
    async spent(group, who) {
      const tiers = tiersOf(group, limits, who);
      // Without Redis, or while it is silent, what this instance counted is all there is to know.
      return spentNow.refusalOf(tiers) ?? (counted && writable(counted) ? inRedis(tiers, true).catch(() => undefined) : undefined);
    },
  };
}
