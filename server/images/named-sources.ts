// The photo sources a page names: the `image` of every product the upstream listed
// (docs/decisions/040-personal-work-budget.md). The image queue keeps places for them and runs
// them first, so a flood of sources no page named (unique spellings of one URL, a query
// the upstream never wrote) cannot take a real visitor's photos. Recorded under the
// upstream cache, where the real answers pass (a cached answer was recorded when fetched).
import type { UpstreamClient } from '../upstream/client.js';

/** Enough for every product of every campaign many times over; the oldest named go first. */
const MAX_NAMED = 20_000;

export type NamedSources = ReturnType<typeof createNamedSources>;

export function createNamedSources() {
  // A Set keeps insertion order: re-adding moves a source to the young end.
  const named = new Set<string>();
  return {
    has: (source: string) => named.has(source),
    add(source: string) {
      named.delete(source);
      named.add(source);
      if (named.size > MAX_NAMED) named.delete(named.values().next().value!);
    },
  };
}

/** The upstream client, with the product photos of every products answer recorded as named. */
export function withNamedSources(client: UpstreamClient, named: NamedSources): UpstreamClient {
  return {
    async call(request) {
      const result = await client.call(request);
      if (request.call === 'products' && result.ok && Array.isArray(result.data)) {
        for (const product of result.data as { image?: unknown }[]) if (typeof product?.image === 'string') named.add(product.image);
      }
      return result;
    },
    close: () => client.close(),
  };
}
