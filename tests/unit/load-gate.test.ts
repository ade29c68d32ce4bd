// The load gate's in-flight count: new render or upstream work is refused once the work in
// flight reaches SHED_MAX_IN_FLIGHT (docs/decisions/061-load-shedding.md), not one later.
import { afterEach, expect, test } from 'vitest';
import { createLoadGate, type LoadGate } from '#server/load/load-gate.js';

const gates: LoadGate[] = [];
afterEach(() => {
  for (const gate of gates.splice(0)) gate.close();
});

/** A gate whose lag limit is out of reach, so only the in-flight count decides. */
function gateOf(maxInFlight: number): LoadGate {
  const gate = createLoadGate({ maxInFlight, maxEventLoopDelayMs: 60_000, windowMs: 60_000 });
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

test('when the work in flight reaches the limit, then the gate refuses new work; when one piece settles, then it lets work in again', async () => {
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
