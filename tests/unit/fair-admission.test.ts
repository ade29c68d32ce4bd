// The admission mechanism (docs/decisions/120-fair-admission.md): a block's share, the
// reserve for quiet blocks, the queue places kept for wanted work, and the wait deadline.
import { describe, expect, test } from 'vitest';
import { createFairShare } from '#server/admission/fair-share.js';
import { createFairQueue } from '#server/admission/fair-queue.js';
import { clientBlock } from '#server/admission/client-block.js';

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
    expect(share.heldBy('a')).toBe(2);
    expect(share.admit('a')).toBeDefined();
  });

  test('when many blocks take the open places, then the reserve admits only a block holding nothing', () => {
    const share = createFairShare({ capacity: 6, perBlock: 2, reserve: 2 });
    for (const block of ['a', 'a', 'b', 'b']) expect(share.admit(block)).toBeDefined();
    expect(share.admit('a')).toBeUndefined();
    expect(share.admit('c')).toBeDefined();
    expect(share.admit('c')).toBeUndefined();
    expect(share.admit('d')).toBeDefined();
    expect(share.admit('e')).toBeUndefined();
    expect(share.inFlight).toBe(6);
  });
});

describe('a fair queue', () => {
  const held = () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { task: () => done, release };
  };

  test('when one block floods, then it holds its share and another block is still queued and run', async () => {
    const queue = createFairQueue({ concurrency: 1, queue: 8, perBlock: 2, reserved: 0, waitMs: 60_000 });
    const first = held();
    const running = queue.run({ block: 'a', wanted: false }, first.task);
    const waiting = queue.run({ block: 'a', wanted: false }, async () => 'a2');
    expect(await queue.run({ block: 'a', wanted: false }, async () => 'a3')).toEqual({ ok: false, refusal: 'share' });
    const other = queue.run({ block: 'b', wanted: false }, async () => 'b1');
    first.release();
    expect(await running).toEqual({ ok: true, value: undefined });
    expect(await waiting).toEqual({ ok: true, value: 'a2' });
    expect(await other).toEqual({ ok: true, value: 'b1' });
  });

  test('when the open places are full, then wanted work takes a reserved place and runs first', async () => {
    const queue = createFairQueue({ concurrency: 1, queue: 3, perBlock: 10, reserved: 1, waitMs: 60_000 });
    const first = held();
    const order: string[] = [];
    const running = queue.run({ block: 'a', wanted: false }, first.task);
    const others = ['o1', 'o2'].map((name) => queue.run({ block: 'a', wanted: false }, async () => order.push(name)));
    expect(await queue.run({ block: 'a', wanted: false }, async () => 'o3')).toEqual({ ok: false, refusal: 'full' });
    const wanted = queue.run({ block: 'b', wanted: true }, async () => order.push('wanted'));
    first.release();
    await Promise.all([running, ...others, wanted]);
    expect(order).toEqual(['wanted', 'o1', 'o2']);
  });

  test('when a task waits past the deadline, then it gives up without running', async () => {
    const queue = createFairQueue({ concurrency: 1, queue: 4, perBlock: 4, reserved: 0, waitMs: 20 });
    const first = held();
    const running = queue.run({ block: 'a', wanted: false }, first.task);
    let ran = false;
    expect(await queue.run({ block: 'b', wanted: true }, async () => (ran = true))).toEqual({ ok: false, refusal: 'wait' });
    expect(ran).toBe(false);
    expect(queue.waiting).toBe(0);
    first.release();
    await running;
    expect(queue.running).toBe(0);
  });
});
