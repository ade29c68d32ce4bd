// What a visit pass opens the card-lookup ceiling's pass reserve to (server/rate-limit/limits.ts's perPass,
// docs/decisions/221-a-pass-paid-per-lookup.md): its own few lookups, and its provider block's share of the
// reserve. Past either a lookup counts as one without a pass: it may still take the open part, never more.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { DEFAULT_LIMITS, type LimitTable } from '#server/rate-limit/limits.js';

/** A ceiling of 10 a second: 8 for pass holders, 2 open; 3 lookups a pass; one /16 a quarter of the reserve (2). */
const RESERVE = 8;
const OPEN = 2;
const PER_PASS = 3;
const limits = (holderShare: number): LimitTable => ({
  ...DEFAULT_LIMITS,
  cardCheck: {
    perAddress: { points: 100, duration: 600 }, perCard: { points: 100, duration: 600 },
    global: { points: RESERVE + OPEN, duration: 1, passReserved: RESERVE, perPass: { points: PER_PASS, duration: 1800, holderShare } },
  },
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

let card = 7_300_000;
const lookup = (limiter: ReturnType<typeof createRateLimiter>, address: string, pass?: string) =>
  limiter.consume('cardCheck', { address, card: String(card++), pass });

describe('a visit pass draws on the reserve', () => {
  test('when one pass makes more lookups than it opens in one second, then the reserve serves only its own few and the rest is refused as passless', async () => {
    const limiter = createRateLimiter(undefined, limits(1));
    for (let i = 0; i < OPEN; i++) expect(await lookup(limiter, `192.0.2.${i + 1}`)).toBeUndefined();

    const outcomes = [];
    for (let i = 0; i < PER_PASS + 2; i++) outcomes.push(await lookup(limiter, '198.51.100.7', 'one-pass'));
    const another = await lookup(limiter, '198.51.100.8', 'another-pass');

    expect(outcomes.slice(0, PER_PASS)).toEqual(Array(PER_PASS).fill(undefined));
    expect(outcomes.slice(PER_PASS)).toEqual([expect.objectContaining({ scope: 'global' }), expect.objectContaining({ scope: 'global' })]);
    expect(another, 'another pass still draws on the reserve').toBeUndefined();
  });

  test('when passes of many /24s of one /16 draw on the reserve, then the /16 gets its share and another /16 its own', async () => {
    const limiter = createRateLimiter(undefined, limits(0.25));
    for (let i = 0; i < OPEN; i++) await lookup(limiter, `192.0.2.${i + 1}`);
    const share = Math.ceil(RESERVE * 0.25);

    const oneHolder = [];
    for (let i = 0; i < share + 1; i++) oneHolder.push(await lookup(limiter, `10.1.${i}.1`, `pass-${i}`));
    const otherHolder = await lookup(limiter, '10.2.0.1', 'pass-other');

    expect(oneHolder.slice(0, share)).toEqual(Array(share).fill(undefined));
    expect(oneHolder[share]).toMatchObject({ scope: 'global' });
    expect(otherHolder).toBeUndefined();
  });
});
