// The limits of docs/product.md §8, as one suite run against each store: in memory in the
// fast loop (tests/unit/rate-limit-tiers.test.ts), in a real redis-server in tests/process
// (tests/process/rate-limit-tiers-redis.test.ts). Both stores must count the same way: per
// address, per network (/24, /48), per card and asking network, and the ceiling, a call
// refused anywhere spending nothing (docs/decisions/361-one-round-trip-per-limited-call.md).
import { describe, expect, test } from 'vitest';
import type { RateLimiter } from '#server/rate-limit/rate-limiter.js';
import { DEFAULT_LIMITS, type LimitTable } from '#server/rate-limit/limits.js';

const limitsWith = (cardCheck: LimitTable['cardCheck']): LimitTable => ({ ...DEFAULT_LIMITS, cardCheck });
/** Address 8, network 12, card 2, a ceiling out of the way. */
export const TIERS = limitsWith({
  perAddress: { points: 8, duration: 60 }, perNetwork: { points: 12, duration: 60 },
  perCard: { points: 2, duration: 60 }, global: { points: 1000, duration: 60 },
});
/** Address 3, card 2, a ceiling of 10. */
const CEILING = limitsWith({
  perAddress: { points: 3, duration: 60 }, perNetwork: { points: 100, duration: 60 },
  perCard: { points: 2, duration: 60 }, global: { points: 10, duration: 60 },
});
/** Address 2, a ceiling of 2 a second. */
const SECOND = limitsWith({
  perAddress: { points: 2, duration: 60 }, perNetwork: { points: 100, duration: 60 },
  perCard: { points: 100, duration: 60 }, global: { points: 2, duration: 1 },
});

let cardSeq = 7_400_000;
/** A card number no other test has spent. */
export const freshCard = () => String(cardSeq++);

export function describeTierBudgets(store: string, made: (limits: LimitTable) => Promise<RateLimiter>): void {
  describe(`the budgets counted in ${store}`, () => {
    test('when addresses of one /24 share the network budget, then the 13th lookup from the /24 is refused for the network,'
      + ' and another /24 is not', async () => {
      const limiter = await made(TIERS);
      const outcomes = [];
      for (let i = 0; i < 12; i++) outcomes.push(await limiter.consume('cardCheck', { address: `203.0.113.${i + 1}`, card: freshCard() }));

      expect(outcomes).toEqual(Array(12).fill(undefined));
      expect(await limiter.consume('cardCheck', { address: '203.0.113.200', card: freshCard() })).toMatchObject({ scope: 'network' });
      expect(await limiter.consume('cardCheck', { address: '203.0.114.1', card: freshCard() })).toBeUndefined();
    });

    test('when /56s of one IPv6 /48 rotate, then they share the network budget; one /64 is one address', async () => {
      const limiter = await made(TIERS);
      const outcomes = [];
      for (let i = 0; i < 13; i++) {
        outcomes.push(await limiter.consume('cardCheck', { address: `2001:db8:77:${(i + 1).toString(16)}00::1`, card: freshCard() }));
      }
      const sameSlash64 = [];
      for (let i = 0; i < 9; i++) {
        sameSlash64.push(await limiter.consume('cardCheck', { address: `2001:db8:78:1::${i + 1}`, card: freshCard() }));
      }

      expect(outcomes.slice(0, 12)).toEqual(Array(12).fill(undefined));
      expect(outcomes[12]).toMatchObject({ scope: 'network' });
      expect(sameSlash64.slice(0, 8)).toEqual(Array(8).fill(undefined));
      expect(sameSlash64[8]).toMatchObject({ scope: 'address' });
    });

    test('when one IPv6 /56 rotates its /64s, then it is one address: it takes an address\'s budget of its /48\'s, and a'
      + ' neighbour /56 of the /48 keeps the rest', async () => {
      const limiter = await made(TIERS);
      const customer = [];
      for (let i = 0; i < 20; i++) {
        const address = `2001:db8:79:5${i.toString(16).padStart(2, '0')}::1`;
        customer.push(await limiter.consume('cardCheck', { address, card: freshCard() }));
      }
      const neighbour = [];
      for (let i = 0; i < 5; i++) neighbour.push(await limiter.consume('cardCheck', { address: '2001:db8:79:600::1', card: freshCard() }));

      expect(customer.slice(0, 8)).toEqual(Array(8).fill(undefined));
      expect(customer.slice(8).map((refusal) => refusal?.scope)).toEqual(Array(12).fill('address'));
      expect(neighbour.slice(0, 4), 'the network\'s 12 less the /56\'s 8').toEqual(Array(4).fill(undefined));
      expect(neighbour[4]).toMatchObject({ scope: 'network' });
    });

    test('when a busy address is refused for itself, then its refused calls spend nothing of its network\'s or everyone\'s ceiling:'
      + ' its neighbours get the rest of the ceiling, then it refuses everyone', async () => {
      const limiter = await made(CEILING);
      const busy = [];
      for (let i = 0; i < 13; i++) busy.push(await limiter.consume('cardCheck', { address: '198.51.100.10', card: freshCard() }));
      const neighbours = [];
      for (let i = 0; i < 8; i++) {
        neighbours.push(await limiter.consume('cardCheck', { address: `198.51.100.${i + 20}`, card: freshCard() }));
      }

      expect(busy.slice(0, 3)).toEqual(Array(3).fill(undefined));
      expect(busy.slice(3).map((refusal) => refusal?.scope)).toEqual(Array(10).fill('address'));
      expect(neighbours.slice(0, 7), 'the ceiling\'s 10 less the busy address\'s 3').toEqual(Array(7).fill(undefined));
      expect(neighbours[7]).toMatchObject({ scope: 'global' });
      expect(neighbours[7]!.retryAfterMs).toBeGreaterThan(0);
    });

    test('when lookups are refused for their card, then they spend nothing of the ceiling', async () => {
      const limiter = await made(CEILING);
      const card = freshCard();
      for (let i = 0; i < 2; i++) await limiter.consume('cardCheck', { address: `198.51.100.${i + 40}`, card });
      for (let i = 0; i < 6; i++) {
        expect(await limiter.consume('cardCheck', { address: `198.51.100.${i + 60}`, card })).toMatchObject({ scope: 'card' });
      }

      // The ceiling spent 2 of its 10: 8 more fresh addresses pass.
      const after = [];
      for (let i = 0; i < 8; i++) after.push(await limiter.consume('cardCheck', { address: `203.0.113.${i + 70}`, card: freshCard() }));
      expect(after).toEqual(Array(8).fill(undefined));
    });

    test('when the ceiling refuses a visitor, then the visitor keeps its own budget for the next second', async () => {
      const limiter = await made(SECOND);
      // Two from the flood, then a visitor, within one second of the ceiling's window: tried again, with a visitor
      // of its own, until the visitor's try lands in the second the flood filled.
      let visitor = '';
      let refused;
      for (let i = 0; refused === undefined && i < 100; i++) {
        for (const flood of [`203.0.113.${2 * i + 1}`, `203.0.113.${2 * i + 2}`]) {
          await limiter.consume('cardCheck', { address: flood, card: freshCard() });
        }
        visitor = `192.0.2.${i + 1}`;
        refused = await limiter.consume('cardCheck', { address: visitor, card: freshCard() });
      }
      expect(refused).toMatchObject({ scope: 'global' });

      const passes = async () => (await limiter.consume('cardCheck', { address: visitor, card: freshCard() })) === undefined;
      await expect.poll(passes, { interval: 100 }).toBe(true);
      expect(await limiter.consume('cardCheck', { address: visitor, card: freshCard() }), 'its second point').toBeUndefined();
      expect(await limiter.consume('cardCheck', { address: visitor, card: freshCard() })).toMatchObject({ scope: 'address' });
    });
  });
}
