// How a write counts (docs/product.md §12), twice: the Lua script Redis runs (server/experiments/counts.ts,
// docs/decisions/1045-pages-held-for-their-counts.md) and the same rule in an instance's memory, for an instance without a
// Redis. tests/process/experiment-count-rule.test.ts holds the two equal on the same writes. A write is idempotent per
// visitor id, so writes commute and each counts once in any order. A network (/24, /48) adds at most `perNetwork` new
// visitors a draw day (docs/decisions/1065-one-networks-visitors-bounded.md): the rest, and their conversions, are tallied
// as not counted and keep nothing of their own in the store, so one network can neither dilute the results nor fill it.
import type { Drawn } from './assignment.js';

/** One write: a drawn visitor, with its conversion's Moscow day when the server answered its goal. */
export interface CountWrite extends Drawn {
  /** The experiment's key. */
  key: string;
  /** The visitor's id, verified (assignment.ts). */
  id: string;
  /** The asking network (/24, /48: server/rate-limit/address-key.ts). */
  network: string;
  /** How long from this write the per-visitor fields are kept (s): till the experiment's last day's end + 7 days. */
  keepS: number;
  converted?: string;
}

/**
 * KEYS: per experiment key its ids (id → a|b counted, A|B converted), nets (`<v>:<net>` visitors,
 * `<v>+:<net>` conversions, `<day>:<net>` new visitors of the day) and totals. ARGV[1]: the totals' keep (s); ARGV[2]: the new
 * visitors a network adds a day (0: no bound); ARGV[2 + k]: the k-th key's writes, a line each: id, version, share, draw day,
 * network, the per-visitor keys' keep (s) and the conversion day (or nothing), a space apart. The totals' fields:
 * `<day>:<v>:visitors|conversions`, `share:<n>:<v>` (visitors) and `share:<n>:<v>:conversions` by the share drawn under,
 * `busiest:<v>:visitors|conversions`, `converting:<v>` (networks with a conversion: what a verdict stands on,
 * docs/decisions/1055-a-verdict-that-stands-on-networks.md), `uncounted:<day>` (views past the bound; a conversion past it
 * is not tallied again).
 */
export const COUNT_SCRIPT = `
local changed, perNetwork = 0, tonumber(ARGV[2])
for k = 1, #KEYS / 3 do
  local ids, nets, totals, keep = KEYS[3 * k - 2], KEYS[3 * k - 1], KEYS[3 * k], nil
  local function busiest(field, n)
    if n > tonumber(redis.call('HGET', totals, field) or '0') then redis.call('HSET', totals, field, n) end
  end
  for id, version, share, day, net, keepS, conv in string.gmatch(ARGV[2 + k], '(%S+) (%S+) (%S+) (%S+) (%S+) (%S+) (%S*)\\n') do
    local was = redis.call('HGET', ids, id)
    if was or perNetwork == 0 or redis.call('HINCRBY', nets, day .. ':' .. net, 1) <= perNetwork then
      local now = was
      if not was then
        now = version
        redis.call('HINCRBY', totals, day .. ':' .. now .. ':visitors', 1)
        redis.call('HINCRBY', totals, 'share:' .. share .. ':' .. now, 1)
        busiest('busiest:' .. now .. ':visitors', redis.call('HINCRBY', nets, now .. ':' .. net, 1))
      end
      if conv ~= '' and now == string.lower(now) then
        redis.call('HINCRBY', totals, conv .. ':' .. now .. ':conversions', 1)
        redis.call('HINCRBY', totals, 'share:' .. share .. ':' .. now .. ':conversions', 1)
        local ofNet = redis.call('HINCRBY', nets, now .. '+:' .. net, 1)
        busiest('busiest:' .. now .. ':conversions', ofNet)
        if ofNet == 1 then redis.call('HINCRBY', totals, 'converting:' .. now, 1) end
        now = string.upper(now)
      end
      if now ~= was then
        redis.call('HSET', ids, id, now)
        changed, keep = changed + 1, keepS
      end
    elseif conv == '' then
      redis.call('HINCRBY', totals, 'uncounted:' .. day, 1)
    end
  end
  if keep then
    redis.call('EXPIRE', ids, keep)
    redis.call('EXPIRE', nets, keep)
    redis.call('EXPIRE', totals, ARGV[1])
  end
end
return changed`;

/** The same rule in memory: per key the ids, the networks and the totals, as the script keeps them in Redis. */
export function memoryCounts(perNetwork: number) {
  const byKey = new Map<string, [Map<string, string>, Map<string, number>, Map<string, number>]>();
  const add = (hash: Map<string, number>, field: string) => {
    const n = (hash.get(field) ?? 0) + 1;
    hash.set(field, n);
    return n;
  };
  const busiest = (totals: Map<string, number>, field: string, n: number) => {
    if (n > (totals.get(field) ?? 0)) totals.set(field, n);
  };
  return {
    count({ key, id, version, share, day, network, converted }: CountWrite): void {
      let hashes = byKey.get(key);
      if (!hashes) byKey.set(key, (hashes = [new Map(), new Map(), new Map()]));
      const [ids, nets, totals] = hashes;
      const was = ids.get(id);
      if (!was && perNetwork > 0 && add(nets, `${day}:${network}`) > perNetwork) {
        if (!converted) add(totals, `uncounted:${day}`);
        return;
      }
      let now = was ?? version;
      if (!was) {
        add(totals, `${day}:${now}:visitors`);
        add(totals, `share:${share}:${now}`);
        busiest(totals, `busiest:${now}:visitors`, add(nets, `${now}:${network}`));
      }
      if (converted && now === now.toLowerCase()) {
        add(totals, `${converted}:${now}:conversions`);
        add(totals, `share:${share}:${now}:conversions`);
        const ofNet = add(nets, `${now}+:${network}`);
        busiest(totals, `busiest:${now}:conversions`, ofNet);
        if (ofNet === 1) add(totals, `converting:${now}`);
        now = now.toUpperCase();
      }
      ids.set(id, now);
    },
    /** The totals' hash of `key` as Redis answers HGETALL. */
    totals: (key: string): Record<string, string> =>
      Object.fromEntries([...byKey.get(key)?.[2] ?? []].map(([field, n]) => [field, String(n)])),
  };
}
