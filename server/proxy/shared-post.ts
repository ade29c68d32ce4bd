// A post that must reach the upstream once however often it is sent at the same time:
// lovecategory's confirmed choice (categories/add). A double click before the JS ran, a
// second tab or a re-sent form would otherwise send it twice, and the second would be
// refused ("already chosen") though the first saved it. While one is in flight, an
// identical one (same card, same codes: CheckedBody.sameAs) waits for it and takes its
// answer. Kept per upstream client, so the /api proxy and the forms posted to the page
// (server/forms/form-api.ts) share one flight.
import type { UpstreamClient, UpstreamResult } from '../upstream/client.js';

const flights = new WeakMap<UpstreamClient, Map<string, Promise<UpstreamResult<unknown>>>>();
/** How many posts took the answer of one in flight, per upstream client (what a test awaits). */
const joined = new WeakMap<UpstreamClient, number>();

export const joinedPosts = (upstream: UpstreamClient): number => joined.get(upstream) ?? 0;

/** The answer of the flight under `key`, started by `send` when none is in flight. */
export function sharedPost(
  upstream: UpstreamClient, key: string, send: () => Promise<UpstreamResult<unknown>>,
): Promise<UpstreamResult<unknown>> {
  let inFlight = flights.get(upstream);
  if (!inFlight) flights.set(upstream, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) {
    joined.set(upstream, joinedPosts(upstream) + 1);
    return running;
  }
  const started = send().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
