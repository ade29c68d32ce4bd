// The memory counters' bound: a flood of new keys never grows them past their cap;
// past half the cap a new address is counted under its network's key, so a flood of
// /64s from one /48 shares one address budget; an address already counted keeps its key.
import { describe, expect, test } from 'vitest';
import { createMemoryCounters } from '#server/rate-limit/memory-counters.js';
import type { CountStep } from '#server/rate-limit/count-steps.js';

const MINUTE = 60_000;

/** An address step with its network as the coarse key, then a card step, as rate-limiter.ts builds them. */
function lookup(slash64: string, slash48: string, card: string): CountStep[] {
  return [
    { scope: 'address', key: `address:${slash64}`, coarseKey: `address:${slash48}`, points: 4, durationMs: MINUTE },
    { scope: 'card', key: `card:${card}`, points: 2, durationMs: MINUTE },
  ];
}

describe('createMemoryCounters', () => {
  test('when 50,000 lookups come from as many /48s with as many cards, then the counters never hold more than their cap', async () => {
    const counters = createMemoryCounters(2_000);
    let largest = 0;
    for (let i = 0; i < 50_000; i++) {
      await counters.spend(lookup(`2001:${i.toString(16)}:1:1::/64`, `2001:${i.toString(16)}:1::/48`, `c${i}`));
      largest = Math.max(largest, counters.size);
    }

    expect(largest).toBe(2_000);
  });

  test('when the counters are past half full, then new /64s of one /48 share one address budget while a known /64 keeps its own', async () => {
    const counters = createMemoryCounters(100);
    const known = lookup('2001:db8:1:1::/64', '2001:db8:1::/48', 'known');
    expect(await counters.spend(known)).toBeUndefined();
    for (let i = 0; i < 60; i++) await counters.spend([{ scope: 'card', key: `filler${i}`, points: 1, durationMs: MINUTE }]);

    const rotating = [];
    for (let i = 2; i < 7; i++) rotating.push(await counters.spend(lookup(`2001:db8:1:${i}::/64`, '2001:db8:1::/48', `r${i}`)));

    expect(rotating.slice(0, 4)).toEqual([undefined, undefined, undefined, undefined]);
    expect(rotating[4]).toMatchObject({ scope: 'address' });
    // The /64 counted before the pressure still has 3 of its own 4 points.
    expect(await counters.spend(lookup('2001:db8:1:1::/64', '2001:db8:1::/48', 'k2'))).toBeUndefined();
  });

  test('when a budget is refused, then it says how long until its window ends', async () => {
    const counters = createMemoryCounters(100);
    const step: CountStep = { scope: 'card', key: 'card:x', points: 1, durationMs: MINUTE };
    await counters.spend([step]);

    const refused = await counters.spend([step]);

    expect(refused?.scope).toBe('card');
    expect(refused!.retryAfterMs).toBeGreaterThan(0);
    expect(refused!.retryAfterMs).toBeLessThanOrEqual(MINUTE);
  });

  test('when the counts that filled half the cap have expired, then a new address is counted under its own key again', async () => {
    let now = 1_000_000;
    const counters = createMemoryCounters(100, { now: () => now });
    for (let i = 0; i < 60; i++) await counters.spend([{ scope: 'card', key: `filler${i}`, points: 1, durationMs: MINUTE }]);
    now += MINUTE + 1;

    // Two /64s of one /48, 4 points each: under pressure they would share one budget of 4.
    const first = [];
    for (let i = 0; i < 4; i++) first.push(await counters.spend(lookup('2001:db8:9:1::/64', '2001:db8:9::/48', `a${i}`)));
    const second = [];
    for (let i = 0; i < 4; i++) second.push(await counters.spend(lookup('2001:db8:9:2::/64', '2001:db8:9::/48', `b${i}`)));

    expect([...first, ...second]).toEqual(Array(8).fill(undefined));
    expect(counters.size).toBeLessThan(50);
  });
});
