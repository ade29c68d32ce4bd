// The rate-limit tiers, as one suite run against each store: in memory in the fast loop
// (tests/unit/rate-limit-tiers.test.ts), in a real redis-server in tests/process
// (tests/process/rate-limit-tiers-redis.test.ts). Both stores must count the same way:
// the network tier (/24, /48) and the part of the site-wide ceiling kept for quiet addresses
// (docs/decisions/062-rate-limit-tiers.md).
import { describe, expect, test } from 'vitest';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.js';
import { DEFAULT_LIMITS, type LimitTable } from '#server/rate-limit/limits.js';

const limitsWith = (cardCheck: LimitTable['cardCheck']): LimitTable => ({ ...DEFAULT_LIMITS, cardCheck });
/** Address 8, network 12, card 2, a ceiling out of the way. */
export const TIERS = limitsWith({
  perAddress: { points: 8, duration: 60 }, perNetwork: { points: 12, duration: 60 },
  perCard: { points: 2, duration: 60 }, global: { points: 1000, duration: 60 },
});
/** A ceiling of 10 of which 4 are kept for quiet addresses (≤ 3 points spent). */
export const CEILING = limitsWith({
  perAddress: { points: 8, duration: 60 }, perNetwork: { points: 100, duration: 60 },
  perCard: { points: 2, duration: 60 }, global: { points: 10, duration: 60, reserved: 4 },
});

let cardSeq = 7_400_000;
/** A card number no other test has spent. */
export const freshCard = () => String(cardSeq++);

export function describeTierBudgets(store: string, make: (limits: LimitTable) => Promise<RateLimiter>, limiters: RateLimiter[]): void {
  describe(`the tier budgets counted in ${store}`, () => {
    test('when addresses of one /24 share the network budget, then the 13th lookup from the /24 is refused for the network,'
      + ' and another /24 is not', async () => {
      const limiter = await make(TIERS);
      limiters.push(limiter);
      const outcomes = [];
      for (let i = 0; i < 12; i++) outcomes.push(await limiter.consume('cardCheck', { address: `203.0.113.${i + 1}`, card: freshCard() }));

      expect(outcomes).toEqual(Array(12).fill(undefined));
      expect(await limiter.consume('cardCheck', { address: '203.0.113.200', card: freshCard() })).toMatchObject({ scope: 'network' });
      expect(await limiter.consume('cardCheck', { address: '203.0.114.1', card: freshCard() })).toBeUndefined();
    });

    test('when /64s of one IPv6 /48 rotate, then they share the network budget', async () => {
      const limiter = await make(TIERS);
      limiters.push(limiter);
      const outcomes = [];
      for (let i = 0; i < 13; i++) {
        outcomes.push(await limiter.consume('cardCheck', { address: `2001:db8:77:${(i + 1).toString(16)}::1`, card: freshCard() }));
      }

      expect(outcomes.slice(0, 12)).toEqual(Array(12).fill(undefined));
      expect(outcomes[12]).toMatchObject({ scope: 'network' });
    });

    test('when a busy address has used the open part of the ceiling,'
      + ' then it is refused while quiet addresses still get the reserve, until that is spent', async () => {
      const limiter = await make(CEILING);
      limiters.push(limiter);
      const busy = '198.51.100.10';
      const busyOutcomes = [];
      for (let i = 0; i < 7; i++) busyOutcomes.push(await limiter.consume('cardCheck', { address: busy, card: freshCard() }));
      const quiet = [];
      for (let i = 0; i < 5; i++) quiet.push(await limiter.consume('cardCheck', { address: `192.0.2.${i + 1}`, card: freshCard() }));

      expect(busyOutcomes.slice(0, 6), 'the open part: 10 - 4').toEqual(Array(6).fill(undefined));
      expect(busyOutcomes[6]).toMatchObject({ scope: 'global' });
      expect(quiet.slice(0, 4), 'the reserve').toEqual(Array(4).fill(undefined));
      expect(quiet[4]).toMatchObject({ scope: 'global' });
    });

    test('when lookups are refused for their card, then they spend nothing of the ceiling', async () => {
      const limiter = await make(CEILING);
      limiters.push(limiter);
      const card = freshCard();
      for (let i = 0; i < 2; i++) await limiter.consume('cardCheck', { address: `198.51.100.${i + 40}`, card });
      for (let i = 0; i < 6; i++) {
        expect(await limiter.consume('cardCheck', { address: '198.51.100.60', card })).toMatchObject({ scope: 'card' });
      }

      // The ceiling spent 2 of its 10: 8 more fresh addresses pass.
      const after = [];
      for (let i = 0; i < 8; i++) after.push(await limiter.consume('cardCheck', { address: `203.0.113.${i + 70}`, card: freshCard() }));
      expect(after).toEqual(Array(8).fill(undefined));
    });
  });
}
