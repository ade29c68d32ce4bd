// The app's event loop held 150 ms at a time, as a neighbour's CPU would hold it, until its load gate reads a lag past
// 50 ms (load_event_loop_delay_p99_seconds). The gate samples the loop only while work of ours is in flight
// (docs/decisions/061-load-shedding.md): one card check is held at the demo upstream meanwhile, answered before
// this returns, so the lag stands read with nothing of ours in flight.
import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from './start-app.js';

const CHECK = '/api/v2/promo/check/knauf2025/7000002/';

/** Keeps the event loop busy for `ms` in one task, as a neighbour's CPU would hold it. */
export function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

export async function lagPastFiftyMs(t: TestApp): Promise<void> {
  const held = t.demo.hold('GET', new RegExp(`^${CHECK}$`));
  const answered = request(t.listener).get(CHECK).then((res) => res);
  await held.arrived;
  const lag = async () => (await t.metrics.registry.getSingleMetric('load_event_loop_delay_p99_seconds')!.get()).values[0]?.value ?? 0;
  await expect.poll(() => (holdLoop(150), lag()), { interval: 10 }).toBeGreaterThan(0.05);
  held.release();
  expect((await answered).status).toBe(200);
}
