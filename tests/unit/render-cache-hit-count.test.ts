// Render-cache hits are counted in a plain number and handed to
// render_cache_requests_total when scraped (server/observability/metrics/metrics.ts,
// renderCacheHit): the scrape is a prom-client counter's fed the same events, byte for
// byte, its series in the same order, whenever the scrapes come.
import { describe, expect, test } from 'vitest';
import { Counter, Registry } from 'prom-client';
import { createMetrics } from '#server/observability/metrics/metrics.js';

const NAME = 'render_cache_requests_total';
type Result = 'hit' | 'miss' | 'stale';

function bothCounters() {
  const metrics = createMetrics();
  const reference = new Registry();
  const counter = new Counter({
    name: NAME, help: (metrics.renderCache as unknown as { help: string }).help, labelNames: ['result'], registers: [reference],
  });
  const count = (result: Result) => {
    if (result === 'hit') metrics.renderCacheHit();
    else metrics.renderCache.labels(result).inc();
    counter.labels(result).inc();
  };
  const scrapes = async () => [await metrics.registry.getSingleMetricAsString(NAME), await reference.getSingleMetricAsString(NAME)];
  return { count, scrapes };
}

describe('render-cache hits counted in a plain number', () => {
  test.each<[string, Result[]]>([
    ['no event', []],
    ['a miss, then hits', ['miss', 'hit', 'hit', 'hit']],
    ['hits first, then a miss and a stale answer', ['hit', 'miss', 'hit', 'stale', 'hit']],
  ])('when the events are %s, then the scrape is prom-client\'s own counter\'s', async (_name, events) => {
    const { count, scrapes } = bothCounters();
    for (const result of events) count(result);

    const [ours, theirs] = await scrapes();
    expect(ours).toBe(theirs);
  });

  test('when hits come between scrapes, then each scrape holds every hit so far', async () => {
    const { count, scrapes } = bothCounters();
    count('hit');
    count('miss');
    await scrapes();
    for (let i = 0; i < 1000; i++) count('hit');
    await scrapes();
    count('hit');

    const [ours, theirs] = await scrapes();
    expect(ours).toBe(theirs);
    expect(ours).toContain(`${NAME}{result="hit"} 1002`);
  });
});
