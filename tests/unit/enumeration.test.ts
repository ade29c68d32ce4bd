// What a card enumeration gets through the card-check limits (#21), on a simulated clock
// (the memory counters take a clock; nothing here waits for real time): an attacker holding
// 1,000 addresses floods the savings check at 1,000 lookups a second for 90 s, while 5 real
// visitors a second arrive, each checking two cards (a typo, then the card). Past the
// first 20 s every attacker address has spent its 20 lookups of the 10-minute window, so
// the 90 s are what the attacker gets in 10 minutes. Compared with the same table without
// the #21 tiers (no network budget, no reserve for quiet addresses), as it was.
import { describe, expect, test } from 'vitest';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { DEFAULT_LIMITS, type LimitTable } from '#server/rate-limit/limits.js';

const SECONDS = 90;
const TICK_MS = 10;
const ATTACK_PER_SECOND = 1000;
const VISITORS_PER_SECOND = 5;
/** While the flood lasts: the first seconds, before the attacker's addresses are spent. */
const FLOOD_SECONDS = 20;

interface Tally { tried: number; passed: number }
interface Outcome { attacker: Tally; attackerInFlood: Tally; visitors: Tally; visitorsInFlood: Tally }

const ATTACKERS = {
  '1,000 addresses in 1,000 /24s': (i: number) => `10.${i >> 8}.${i & 255}.1`,
  '1,000 addresses in four /24s': (i: number) => `10.200.${i % 4}.${(i >> 2) + 1}`,
  '1,000 IPv6 /64s in one /48': (i: number) => `2001:db8:aa:${i.toString(16)}::1`,
};

/** §8 as it was before #21: no network budget, the whole ceiling first come, first served. */
const WITHOUT_TIERS: LimitTable = {
  ...DEFAULT_LIMITS,
  cardCheck: { perAddress: DEFAULT_LIMITS.cardCheck.perAddress, perCard: DEFAULT_LIMITS.cardCheck.perCard, global: { points: 200, duration: 1 } },
};

async function simulate(limits: LimitTable, attackerAddress: (i: number) => string): Promise<Outcome> {
  // Not 0: the LRU takes a start time of 0 for "no expiry".
  const start = 1_000_000;
  let now = start;
  const limiter = createRateLimiter(undefined, limits, { clock: { now: () => now } });
  const outcome: Outcome = { attacker: { tried: 0, passed: 0 }, attackerInFlood: { tried: 0, passed: 0 }, visitors: { tried: 0, passed: 0 }, visitorsInFlood: { tried: 0, passed: 0 } };
  let attempt = 0;
  let visitor = 0;
  let card = 0;
  const lookup = async (address: string, total: Tally, inFlood: Tally) => {
    const passed = (await limiter.consume('cardCheck', { address, card: String(7_000_000 + (card++ % 3_000_000)) })) === undefined;
    for (const tally of now - start < FLOOD_SECONDS * 1000 ? [total, inFlood] : [total]) {
      tally.tried++;
      if (passed) tally.passed++;
    }
  };
  for (; now < start + SECONDS * 1000; now += TICK_MS) {
    // The attacker's lookups of each tick come first: the visitors get what is left.
    for (let k = 0; k < (ATTACK_PER_SECOND * TICK_MS) / 1000; k++) await lookup(attackerAddress(attempt++ % 1000), outcome.attacker, outcome.attackerInFlood);
    if ((now - start) % (1000 / VISITORS_PER_SECOND) === 0) {
      const address = `100.${64 + ((visitor >> 8) & 63)}.${visitor & 255}.9`;
      visitor++;
      for (let k = 0; k < 2; k++) await lookup(address, outcome.visitors, outcome.visitorsInFlood);
    }
  }
  return outcome;
}

const share = ({ tried, passed }: Tally) => `${passed}/${tried} (${((100 * passed) / Math.max(tried, 1)).toFixed(1)}%)`;

describe('a card enumeration from 1,000 addresses against the card-check limits', () => {
  test.each(Object.entries(ATTACKERS))('when the attacker holds %s, then it gets at most 20 lookups per address in 10 minutes and real visitors keep getting through', async (label, address) => {
    const now = await simulate(DEFAULT_LIMITS, address);
    const before = await simulate(WITHOUT_TIERS, address);
    console.log(
      `${label}: attacker ${now.attacker.passed} lookups, ${now.attackerInFlood.passed} of them in the first ${FLOOD_SECONDS} s (${before.attacker.passed} without the #21 tiers); ` +
      `real visitors' lookups passed in the first ${FLOOD_SECONDS} s ${share(now.visitorsInFlood)} (${share(before.visitorsInFlood)} without), over ${SECONDS} s ${share(now.visitors)} (${share(before.visitors)} without)`,
    );

    expect(now.attacker.passed).toBeLessThanOrEqual(1000 * DEFAULT_LIMITS.cardCheck.perAddress.points);
    expect(now.attacker.passed).toBeLessThanOrEqual(before.attacker.passed);
    // A fresh address looks like a visitor for its first lookups, so the first seconds of a
    // flood from 1,000 fresh networks are shared; after that the reserve is the visitors'.
    expect(now.visitorsInFlood.passed / now.visitorsInFlood.tried, 'visitors during the flood').toBeGreaterThanOrEqual(0.8);
    expect(before.visitorsInFlood.passed / before.visitorsInFlood.tried, 'the comparison: without the tiers').toBeLessThan(0.5);
    expect(now.visitors.tried - now.visitors.passed, 'no visitor refused once the flood is spent').toBe(now.visitorsInFlood.tried - now.visitorsInFlood.passed);
  }, 120_000);
});
