// The ceilings of docs/product.md §8 bound what an enumerator holding unlimited addresses
// gets (a fresh address in a fresh network for each lookup: no address, network or card
// budget ever refuses it): the card checks 200 a second, lovecategory's participant lookup
// 100, each its own; the web-vitals beacons of one network 1200 a minute whatever its
// addresses, and of all networks 2000 a second per instance. Simulated time.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { DEFAULT_LIMITS, type LimitedGroup } from '#server/rate-limit/limits.js';

/** A fresh IPv4 address in a fresh /24 for each lookup. */
const freshAddress = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.1`;

// Simulated time: only Date is faked, which the limiters' windows read.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const SECONDS = 20;

/** Calls of `group` that pass in SECONDS simulated seconds of `perSecond` a second, each from `from(i)`. */
async function flood(group: LimitedGroup, perSecond: number, from: (i: number) => string, card?: (i: number) => string): Promise<number> {
  let now = 1_000_000;
  vi.setSystemTime(now);
  const limiter = createRateLimiter(undefined);
  let passed = 0;
  for (let i = 0; i < perSecond * SECONDS; i++) {
    if (!(await limiter.consume(group, { address: from(i), card: card?.(i) }))) passed++;
    // Spread over the second, as a flood's requests arrive.
    now += 1000 / perSecond;
    vi.setSystemTime(now);
  }
  return passed;
}

describe('the ceiling of each card lookup', () => {
  test.each(['cardCheck', 'participant'] as const)('when an enumerator with a fresh network per lookup asks %s 400 times a second,'
    + ' then at most its ceiling a second passes, and all of it is used', async (group) => {
    const { points } = DEFAULT_LIMITS[group].global;
    const passed = await flood(group, 400, freshAddress, (i) => String(7_000_000 + i));
    expect(passed).toBeLessThanOrEqual(points * SECONDS);
    expect(passed, 'the ceiling is used, not starved').toBeGreaterThan(points * SECONDS * 0.9);
  });
});

describe('the web-vitals beacons', () => {
  test('when one IPv6 /48 sends beacons from its 256 /56s in turn, then its network\'s budget of the minute passes and no more', async () => {
    const passed = await flood('rum', 100, (i) => `2001:db8:5:${((i % 256) << 8).toString(16)}::1`);
    expect(passed).toBe(DEFAULT_LIMITS.rum.perNetwork.points);
  });

  test('when beacons come from a fresh network each, 4,000 a second, then at most the instance\'s ceiling a second passes', async () => {
    const passed = await flood('rum', 4000, (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(passed).toBeLessThanOrEqual(DEFAULT_LIMITS.rum.global.points * SECONDS);
    expect(passed).toBeGreaterThan(DEFAULT_LIMITS.rum.global.points * SECONDS * 0.9);
  });
});
