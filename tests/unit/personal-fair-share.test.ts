// The personal work budget's fair share (docs/decisions/040-personal-work-budget.md,
// 040-personal-work-budget.md): client blocks, a block's share, the reserve for
// quiet blocks, the line where a request with no place waits its turn.
import { describe, expect, test } from 'vitest';
import { createFairShare } from '#server/shedding/fair-share.js';
import { clientBlock } from '#server/rate-limit/address-key.js';

describe('client blocks', () => {
  test('an IPv4 /24 and an IPv6 /48 are one block; an unreadable address is the unknown block', () => {
    expect(clientBlock('203.0.113.7')).toBe(clientBlock('203.0.113.250'));
    expect(clientBlock('203.0.113.7')).not.toBe(clientBlock('203.0.114.7'));
    expect(clientBlock('2001:db8:1:2::1')).toBe(clientBlock('2001:db8:1:ffff::9'));
    expect(clientBlock('2001:db8:1:2::1')).not.toBe(clientBlock('2001:db8:2::1'));
    expect(clientBlock(undefined)).toBe(clientBlock('not an address'));
  });
});

describe('a fair share of places', () => {
  test('when one block asks for more than its share, then it is refused while another block is admitted', () => {
    const share = createFairShare({ capacity: 10, perBlock: 3 });
    const taken = Array.from({ length: 5 }, () => share.admit('a'));
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(share.admit('b')).toBeDefined();
    taken[0]!();
    taken[0]!();
    expect(share.admit('a')).toBeDefined();
    expect(share.admit('a'), 'a release counts once').toBeUndefined();
  });

  test('when many blocks take the open places, then the reserve admits only a block holding nothing', () => {
    const share = createFairShare({ capacity: 6, perBlock: 2, reserve: 2 });
    for (const block of ['a', 'a', 'b', 'b']) expect(share.admit(block)).toBeDefined();
    expect(share.admit('a')).toBeUndefined();
    expect(share.admit('c')).toBeDefined();
    expect(share.admit('c')).toBeUndefined();
    expect(share.admit('d')).toBeDefined();
    expect(share.admit('e')).toBeUndefined();
  });
});

describe('a line to wait in for a place', () => {
  test('when a crowd of one block asks for more than its share at once, then the rest wait and take its places as they free, in'
    + ' order; another block is admitted at once; past the block\'s quarter of the line one is refused at once', async () => {
    const share = createFairShare({ capacity: 10, perBlock: 2, line: 16, waitMs: 60_000 });
    const admitted: number[] = [];
    const crowd = Array.from({ length: 6 }, (_, i) => share.admitInTurn('a').then((release) => (admitted.push(i), release)));
    await Promise.resolve();
    // The other four neither admitted nor refused: waiting in the line.
    expect(admitted).toEqual([0, 1]);
    // A quarter of the line (4) per block: the crowd's seventh is refused at once; another block is not held by the line.
    expect(await share.admitInTurn('a')).toBeUndefined();
    const other = await share.admitInTurn('b');
    expect(other).toBeTypeOf('function');
    for (let i = 0; i < 6; i++) (await crowd[i]!)!();
    expect(admitted).toEqual([0, 1, 2, 3, 4, 5]);
    other!();
    const again = Array.from({ length: 10 }, (_, i) => share.admit(`block ${i % 5}`));
    expect(again.every(Boolean), 'every place is free again').toBe(true);
  });

  test('when no place frees within the wait, then the waiting request is refused and leaves the line', async () => {
    const share = createFairShare({ capacity: 1, perBlock: 1, line: 4, waitMs: 30 });
    const holder = share.admit('a');
    const started = performance.now();

    expect(await share.admitInTurn('b')).toBeUndefined();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    holder!();
    // The refused request left the line: the freed place is not handed to it.
    expect(share.admit('b')).toBeDefined();
  });
});
