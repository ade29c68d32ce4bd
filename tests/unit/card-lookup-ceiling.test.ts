// The card checks and lovecategory's participant lookup are lookups of cards: they share
// one site-wide ceiling (server/rate-limit/limits.ts, docs/product.md §8), so an
// enumerator with unlimited addresses gets at most 200 lookups a second, whichever call it
// uses, and switching calls gains it nothing.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { CARD_LOOKUP_CEILING } from '#server/rate-limit/limits.js';

/** A fresh IPv4 address in a fresh /24 for each lookup: quiet at every address and network. */
const freshAddress = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.1`;

// Simulated time: only Date is faked, which the limiters' windows read.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one ceiling for every lookup of a card', () => {
  /** Lookups that pass in a simulated minute of 400 a second from a fresh address each, alternating the two calls. */
  async function floodMinute(): Promise<number> {
    let now = 1_000_000;
    vi.setSystemTime(now);
    const limiter = createRateLimiter(undefined);
    let passed = 0;
    let sent = 0;
    for (let second = 0; second < SECONDS; second++) {
      // 400 a second, half of each call: the two old ceilings together would have let 300 pass.
      for (let i = 0; i < 400; i++) {
        const group = i % 2 === 0 ? 'cardCheck' : 'participant';
        const who = { address: freshAddress(sent), card: String(7_000_000 + sent) };
        const refusal = await limiter.consume(group, who);
        sent++;
        if (!refusal) passed++;
        // Spread over the second, as a flood's requests arrive.
        now += 2.5;
        vi.setSystemTime(now);
      }
    }
    limiter.close();
    return passed;
  }
  const SECONDS = 60;
  const { points } = CARD_LOOKUP_CEILING;

  test('when an attacker with a fresh address per lookup alternates card checks and participant lookups for a simulated minute,'
    + ' then at most the ceiling a second passes', async () => {
    const passed = await floodMinute();
    expect(passed).toBeLessThanOrEqual(points * SECONDS);
    expect(passed, 'the ceiling is used, not starved').toBeGreaterThan(points * SECONDS * 0.9);
  });
});

describe('the web-vitals beacons of one IPv6 holder', () => {
  test('when one /32 sends beacons from a fresh /48 each, then at most a hundredth of the ceiling passes per second', async () => {
    vi.setSystemTime(1_000_000);
    const limiter = createRateLimiter(undefined);
    let passed = 0;
    for (let i = 0; i < 300; i++) if (!(await limiter.consume('rum', { address: `2001:db8:${i.toString(16)}::1` }))) passed++;
    limiter.close();
    expect(passed).toBe(20);
  });
});
