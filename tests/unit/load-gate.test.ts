// The load gate's in-flight count: new render or upstream work is refused once the work in
// flight reaches SHED_MAX_IN_FLIGHT (docs/decisions/061-load-shedding.md), not one later.
import { createHistogram } from 'node:perf_hooks';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { createLoadGate, withInFlightCount, type LoadGate } from '#server/shedding/load-gate.js';
import type { UpstreamClient, UpstreamResult } from '#server/upstream/client.js';
import { holdLoop } from '../support/lagging-loop.js';

const gates: LoadGate[] = [];
afterEach(() => {
  for (const gate of gates.splice(0)) gate.close();
});

/** A gate whose lag limit is out of reach, so only the in-flight count decides. */
function gateOf(maxInFlight: number): LoadGate {
  const gate = createLoadGate({ maxInFlight, maxEventLoopDelayMs: 60_000, maxPersonalInFlight: 32, personalPerBlock: 4, windowMs: 60_000 });
  gates.push(gate);
  return gate;
}

/** Work that stays in flight until `finish` is called. */
function heldWork(gate: LoadGate) {
  let finish!: () => void;
  const done = gate.track(() => new Promise<void>((resolve) => (finish = resolve)));
  return { finish: () => (finish(), done) };
}

test('when the work in flight is one under the limit, then the gate lets new work in', () => {
  const gate = gateOf(2);
  const first = heldWork(gate);

  expect(gate.inFlight).toBe(1);
  expect(gate.overloaded()).toBe(false);
  return first.finish();
});

test('when the work in flight reaches the limit, then the gate refuses new work; when one piece settles,'
  + ' then it lets work in again', async () => {
  const gate = gateOf(2);
  const first = heldWork(gate);
  const second = heldWork(gate);

  expect(gate.inFlight).toBe(2);
  expect(gate.overloaded()).toBe(true);
  await first.finish();
  expect(gate.inFlight).toBe(1);
  expect(gate.overloaded()).toBe(false);
  await second.finish();
  expect(gate.inFlight).toBe(0);
});

test('when tracked work fails, then it leaves the count all the same and its error reaches the caller', async () => {
  const gate = gateOf(1);
  const failing = gate.track(() => Promise.reject(new Error('upstream gone')));

  await expect(failing).rejects.toThrow('upstream gone');
  expect(gate.inFlight).toBe(0);
  expect(gate.overloaded()).toBe(false);
});

test('when the event loop is kept busy past the lag limit,'
  + ' then a window reads the lag in milliseconds; the gate refuses new work only once an eighth of its limit is ours', async () => {
  // The delays a busy loop makes (150 ms, in nanoseconds as perf_hooks records them) go into a real
  // histogram: a test runner's worker does not measure its own loop as a server process does.
  const delays = createHistogram();
  const gate = createLoadGate({
    maxInFlight: 16, maxEventLoopDelayMs: 50, maxPersonalInFlight: 32, personalPerBlock: 4, windowMs: 100, delays,
  });
  gates.push(gate);
  expect(gate.overloaded()).toBe(false);

  // Delays recorded until a window has read them (each window starts its histogram afresh).
  await vi.waitFor(() => {
    for (let sample = 0; sample < 100; sample++) delays.record(150_000_000);
    expect(gate.lagMs).toBeGreaterThan(50);
  }, { timeout: 20_000, interval: 10 });

  expect(gate.lagMs, 'milliseconds, not nanoseconds').toBeLessThan(60_000);
  // The lag alone (a neighbour's CPU): a lone visitor's render is let in.
  expect(gate.overloaded(), 'lag with nothing of ours in flight').toBe(false);
  const first = heldWork(gate);
  expect(gate.overloaded(), 'one piece of ours in flight').toBe(false);
  const second = heldWork(gate);
  expect(gate.overloaded(), 'an eighth of 16 in flight while lagging').toBe(true);
  await first.finish();
  await second.finish();
});

test('when upstream calls go through withInFlightCount, then each counts as in flight until it settles,'
  + ' its result passes through, and close reaches the client', async () => {
  const gate = gateOf(10);
  let answer!: (result: UpstreamResult<unknown>) => void;
  let closed = 0;
  const upstream: UpstreamClient = {
    call: () => new Promise((resolve) => (answer = resolve as typeof answer)),
    close: async () => {
      closed++;
    },
  };
  const counted = withInFlightCount(upstream, gate);

  const call = counted.call({ method: 'GET', path: '/api/v1/promo/products/knauf2025/', schema: z.unknown() });
  expect(gate.inFlight).toBe(1);
  answer({ ok: true, status: 200, data: ['product'] });
  await expect(call).resolves.toEqual({ ok: true, status: 200, data: ['product'] });
  expect(gate.inFlight).toBe(0);
  await counted.close();
  expect(closed).toBe(1);
});

test('when personal work fills its own budget, then the next is refused until one is released; a second release frees nothing more', () => {
  const gate = createLoadGate({
    maxInFlight: 1000, maxEventLoopDelayMs: 60_000, maxPersonalInFlight: 2, personalPerBlock: 4, windowMs: 60_000,
  });
  gates.push(gate);
  const first = gate.admitPersonal('203.0.113.0/24');
  const second = gate.admitPersonal('203.0.113.0/24');

  expect([first, second].every((release) => typeof release === 'function')).toBe(true);
  expect(gate.admitPersonal('203.0.113.0/24'), 'the budget is spent').toBeUndefined();
  expect(gate.overloaded(), 'the shared budget is apart').toBe(false);
  first!();
  first!();
  const third = gate.admitPersonal('203.0.113.0/24');
  expect(third).toBeTypeOf('function');
  expect(gate.admitPersonal('203.0.113.0/24'), 'a release counts once').toBeUndefined();
  second!();
  third!();
  const again = [gate.admitPersonal('203.0.113.0/24'), gate.admitPersonal('198.51.100.0/24')];
  expect(again.every((release) => typeof release === 'function'), 'every place is free again').toBe(true);
});

test('when the gate measures the process\'s own event loop, then each window reads a finite lag without failing', async () => {
  const gate = createLoadGate({
    maxInFlight: 1000, maxEventLoopDelayMs: 60_000, maxPersonalInFlight: 32, personalPerBlock: 4, windowMs: 20,
  });
  gates.push(gate);
  const windows = new Set<number>();
  // Work of ours in flight while windows pass: the monitor samples the loop and has samples to read.
  const held = heldWork(gate);
  await vi.waitFor(() => {
    windows.add(gate.lagMs);
    expect(windows.size, 'the lag was read at least once').toBeGreaterThan(1);
  }, { timeout: 20_000, interval: 5 });
  expect(Number.isFinite(gate.lagMs)).toBe(true);
  expect(gate.overloaded()).toBe(false);
  await held.finish();
});

test('when the gate is closed, then no window reads the lag any more', async () => {
  const delays = createHistogram();
  const options = { maxInFlight: 1000, maxEventLoopDelayMs: 50, maxPersonalInFlight: 32, personalPerBlock: 4, windowMs: 20, delays };
  const closed = createLoadGate(options);
  closed.close();
  // A gate left open on the same delays shows when windows have passed.
  const open = createLoadGate(options);
  gates.push(open);
  await vi.waitFor(() => {
    for (let sample = 0; sample < 100; sample++) delays.record(150_000_000);
    expect(open.lagMs).toBeGreaterThan(50);
  }, { timeout: 20_000, interval: 10 });

  expect(closed.lagMs).toBe(0);
  expect(closed.overloaded()).toBe(false);
});

test('when none of our work is in flight for a whole window, then the loop\'s delay is no longer sampled (its timer no longer'
  + ' wakes the process) and the gate reads no lag; the next work has it sampled again', async () => {
  // Windows of a few blocks each: the monitor records the time between two of its wake-ups, so a window needs two.
  const gate = createLoadGate({
    maxInFlight: 1000, maxEventLoopDelayMs: 50, maxPersonalInFlight: 32, personalPerBlock: 4, windowMs: 300,
  });
  gates.push(gate);
  const busy = { timeout: 20_000, interval: 10 };
  const lagging = async () => {
    const work = heldWork(gate);
    await vi.waitFor(() => {
      holdLoop(100);
      expect(gate.lagMs).toBeGreaterThan(50);
    }, busy);
    await work.finish();
  };
  await lagging();

  // The loop as busy as before, nothing of ours in flight: a window later the monitor sleeps and the next window has
  // no sample (an empty histogram's p99 is its least value, a fraction of a microsecond).
  await vi.waitFor(() => {
    holdLoop(100);
    expect(gate.lagMs).toBeLessThan(1);
  }, busy);

  await lagging();
});
