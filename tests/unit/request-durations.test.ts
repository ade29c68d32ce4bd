// http_request_duration_seconds counted by server/observability/metrics/request-durations.ts: /metrics reads the same
// text prom-client's own Histogram writes for the same observations (series, buckets, +Inf, sum, count, their order).
import { describe, expect, test } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { requestDurations } from '#server/observability/metrics/request-durations.js';

const OBSERVED: [string, string, number, number][] = [
  ['page', 'GET', 200, 0.00004], ['api', 'POST', 429, 0.0031], ['page', 'GET', 200, 0.005], ['page', 'HEAD', 304, 0],
  ['page', 'GET', 404, 12.5], ['api', 'POST', 429, 0.75], ['page', 'GET', 200, 0.0012], ['static', 'other', 200, 10],
];

describe('request durations', () => {
  test('when requests of several routes, methods and statuses are observed, then /metrics reads as prom-client\'s histogram', async () => {
    const [ours, theirs] = [new Registry(), new Registry()];
    const durations = requestDurations(ours);
    const histogram = new Histogram({
      name: 'http_request_duration_seconds', help: 'Time to answer a request, by route kind and status',
      labelNames: ['route', 'method', 'status'], buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [theirs],
    });
    for (const [route, method, status, seconds] of OBSERVED) {
      durations.observe(route, method, status, seconds);
      histogram.observe({ route, method, status }, seconds);
    }

    const text = await ours.metrics();
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="page",method="GET",status="200"} 3');
    expect(text).toBe(await theirs.metrics());
    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('_count');
  });
});
