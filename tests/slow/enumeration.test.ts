// What a card enumeration gets through the card-check limits of docs/product.md §8, on a
// simulated clock (nothing here waits for real time): an attacker floods the savings check at
// 1,000 lookups a second for 90 s, while 5 real visitors a second arrive, each checking two
// cards (a typo, then the card). An attacker holding 1,000 addresses has spent its budgets of
// the 10-minute window within the first 20 s, so the 90 s are what it gets in 10 minutes; one
// asking from a fresh /48 each time is bounded by the ceiling only: telling it from visitors is
// the edge's job, and what visitors get meanwhile is written in docs/threat-model.md.
import { describe, expect, test, vi } from 'vitest';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';
import { networkKey } from '#server/rate-limit/address-key.js';

const SECONDS = 90;
const TICK_MS = 10;
const ATTACK_PER_SECOND = 1000;
const VISITORS_PER_SECOND = 5;
/** While the flood lasts: the first seconds, before the attacker's addresses are spent. */
const FLOOD_SECONDS = 20;

interface Tally { tried: number; passed: number }
interface Outcome { attacker: Tally; attackerInFlood: Tally; visitors: Tally; visitorsInFlood: Tally; attackerAddresses: Set<string> }

/** The address of the attacker's `i`th lookup. */
const ATTACKERS = {
  '1,000 addresses in 1,000 /24s': (i: number) => `10.${(i % 1000) >> 8}.${(i % 1000) & 255}.1`,
  '1,000 addresses in four /24s': (i: number) => `10.200.${i % 4}.${((i % 1000) >> 2) + 1}`,
  '1,000 IPv6 /64s in one /48': (i: number) => `2001:db8:aa:${(i % 1000).toString(16)}::1`,
  'a fresh /48 for every lookup, in one /32': (i: number) => `2001:db8:${(i & 0xffff).toString(16)}::1`,
};

/**
 * The most the limits let an attacker through, from the addresses it used: each network at most
 * its budget or its addresses' budgets together, whichever is less; never more than the ceiling.
 */
function limitBound(addresses: readonly string[]): number {
  const { perAddress, perNetwork, global } = DEFAULT_LIMITS.cardCheck;
  const byNetwork = new Map<string, Set<string>>();
  for (const address of addresses) byNetwork.set(networkKey(address), (byNetwork.get(networkKey(address)) ?? new Set()).add(address));
  const networks = [...byNetwork.values()].reduce((sum, held) => sum + Math.min(perNetwork.points, perAddress.points * held.size), 0);
  return Math.min(networks, global.points * SECONDS);
}

async function simulate(attackerAddress: (i: number) => string): Promise<Outcome> {
  // Simulated time: only Date is faked, which the limiters' windows read.
  const start = 1_000_000;
  let now = start;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const limiter = createRateLimiter(undefined);
  const outcome: Outcome = {
    attacker: { tried: 0, passed: 0 }, attackerInFlood: { tried: 0, passed: 0 }, visitors: { tried: 0, passed: 0 },
    visitorsInFlood: { tried: 0, passed: 0 }, attackerAddresses: new Set(),
  };
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
  for (; now < start + SECONDS * 1000; now += TICK_MS, vi.setSystemTime(now)) {
    // The attacker's lookups of each tick come first: the visitors get what is left.
    for (let k = 0; k < (ATTACK_PER_SECOND * TICK_MS) / 1000; k++) {
      const address = attackerAddress(attempt++);
      outcome.attackerAddresses.add(address);
      await lookup(address, outcome.attacker, outcome.attackerInFlood);
    }
    if ((now - start) % (1000 / VISITORS_PER_SECOND) === 0) {
      const address = `100.${64 + ((visitor >> 8) & 63)}.${visitor & 255}.9`;
      visitor++;
      for (let k = 0; k < 2; k++) await lookup(address, outcome.visitors, outcome.visitorsInFlood);
    }
  }
  vi.useRealTimers();
  return outcome;
}

const share = ({ tried, passed }: Tally) => `${passed}/${tried} (${((100 * passed) / Math.max(tried, 1)).toFixed(1)}%)`;

describe('a card enumeration against the card-check limits', () => {
  test.each(Object.entries(ATTACKERS))('when the attacker uses %s, then it gets no more than the limits\' bound, the ceiling is never'
    + ' passed, and no visitor is refused once the attacker\'s networks are spent', async (label, address) => {
    const now = await simulate(address);
    const bound = limitBound([...now.attackerAddresses]);
    console.log(
      `${label}: attacker ${now.attacker.passed} lookups in ${SECONDS} s (the limits' bound ${bound}), ` +
      `${now.attackerInFlood.passed} of them in the first ${FLOOD_SECONDS} s; real visitors' lookups passed in the first ` +
      `${FLOOD_SECONDS} s ${share(now.visitorsInFlood)}, over ${SECONDS} s ${share(now.visitors)}`,
    );

    expect(now.attacker.passed).toBeLessThanOrEqual(bound);
    expect(now.attacker.passed + now.visitors.passed).toBeLessThanOrEqual(DEFAULT_LIMITS.cardCheck.global.points * SECONDS);
    if (bound < DEFAULT_LIMITS.cardCheck.global.points * SECONDS) {
      expect(now.visitors.tried - now.visitors.passed, 'no visitor refused once the flood is spent').toBe(
        now.visitorsInFlood.tried - now.visitorsInFlood.passed,
      );
    }
  }, 120_000);
});
