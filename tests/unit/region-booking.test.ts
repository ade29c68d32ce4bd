// The region-lookup ceiling's booking (server/upstream/region-lookup.ts): a quiet provider's
// block that finds the second full waits for a take of the next second's reserve, at most
// as many as the reserve; one more in that second gets no region. The clock is injected
// (the second of 1,000,000.5 s, then the next one) and the upstream answers at once.
import { expect, test } from 'vitest';
import type { City } from '#shared/api/schemas.js';
import type { UpstreamClient } from '#server/upstream/client.js';
import { createRegionLookup } from '#server/upstream/region-lookup.js';

const SPB: City = { code: 'spb', name: 'Санкт-Петербург', phone: '+7 (812) 334-88-88', hideAbovePhone: false, hideFooterInfo: false };

test('when a quiet block finds the second full, then it gets its region from the next second\'s reserve, and one past the reserve gets none', async () => {
  let now = 1_000_000_500;
  const asked: string[] = [];
  const upstream = {
    call: async (request: { path: string }) => {
      asked.push(request.path);
      return { ok: true, data: { city: SPB } };
    },
    close: async () => {},
  } as unknown as UpstreamClient;
  // A ceiling of 4: a share of 1 per /16, one take of each second kept for quiet blocks.
  const regions = createRegionLookup(upstream, { ttlMs: 60_000, callsPerSecond: 4, now: () => now });
  for (const ip of ['1.1.0.1', '2.2.0.1', '3.3.0.1', '4.4.0.1']) expect(await regions.regionOf(ip)).toEqual(SPB);

  const booked = regions.regionOf('5.5.0.1');
  const pastReserve = regions.regionOf('6.6.0.1');
  expect(await pastReserve).toBeNull();
  now += 1000;
  expect(await booked).toEqual(SPB);
  expect(asked).toHaveLength(5);
});

// A timer may end up to a millisecond before the wall clock it was set from reaches its
// target (Node's timers count whole milliseconds of the monotonic clock, Date.now() whole
// milliseconds of another): about one in twenty-five in a loop here. The clock below reads
// one millisecond short of the booked second when the wait first ends, then runs on.
test('when the wait for a booked take ends a millisecond before its second, then the take is still the visitor\'s', async () => {
  let now = 1_000_000_500;
  let running = false;
  const clock = () => (running ? now++ : now);
  const upstream = {
    call: async () => ({ ok: true, data: { city: SPB } }),
    close: async () => {},
  } as unknown as UpstreamClient;
  const regions = createRegionLookup(upstream, { ttlMs: 60_000, callsPerSecond: 4, now: clock });
  for (const ip of ['1.1.0.1', '2.2.0.1', '3.3.0.1', '4.4.0.1']) expect(await regions.regionOf(ip)).toEqual(SPB);

  const booked = regions.regionOf('5.5.0.1');
  [now, running] = [1_000_000_999, true];
  expect(await booked).toEqual(SPB);
});
