// The counts in Redis, shared by every instance: the steps of one limited call in one
// script, so a call costs one round trip whatever the number of budgets, and two
// instances can never interleave inside it. The same rules as memory-counters.ts.
import type { Redis } from 'ioredis';
import type { Counters, CountStep, LimitRefusal } from './count-steps.js';

// KEYS: one per step. ARGV, per step: points, durationMs, openPoints, quietUpTo (-1: the
// step has none). Answers {0, 0}, or {refused step (1-based), ms left}.
const SPEND_SCRIPT = `
local quiet = true
for i, key in ipairs(KEYS) do
  local base = 1 + (i - 1) * 4
  local points, duration = tonumber(ARGV[base]), tonumber(ARGV[base + 1])
  local open, quietUpTo = tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3])
  local used = tonumber(redis.call('get', key) or '0')
  local limit = points
  if open >= 0 and not quiet then limit = open end
  if used >= limit then
    local left = redis.call('pttl', key)
    if left < 0 then left = duration end
    return {i, left}
  end
  local count = redis.call('incr', key)
  if count == 1 or redis.call('pttl', key) < 0 then redis.call('pexpire', key, duration) end
  if quietUpTo >= 0 and count > quietUpTo then quiet = false end
end
return {0, 0}
`;

type SpendCommand = (keyCount: number, ...keysThenArgs: (string | number)[]) => Promise<[number, number]>;

export function createRedisCounters(redis: Redis): Counters {
  redis.defineCommand('promoLimitSpend', { lua: SPEND_SCRIPT });
  const command = (redis as unknown as { promoLimitSpend: SpendCommand }).promoLimitSpend.bind(redis);
  return {
    async spend(steps: readonly CountStep[]): Promise<LimitRefusal | undefined> {
      const args = steps.flatMap((step) => [step.points, step.durationMs, step.openPoints ?? -1, step.quietUpTo ?? -1]);
      const [refused, left] = await command(steps.length, ...steps.map((step) => step.key), ...args);
      const step = steps[refused - 1];
      return step && { scope: step.scope, retryAfterMs: left };
    },
  };
}
