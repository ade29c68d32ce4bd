// The request-duration histogram counted in our own buckets
// (server/observability/metrics/counted-histogram.ts) scrapes as the prom-client histogram
// it replaces: fed the same observations, the two registries print the same text, byte
// for byte, whatever the values (on a bound, between bounds, above the last, zero), the
// label order the caller uses, and the order the series first appear in.
import { describe, expect, test } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { countedHistogram } from '#server/observability/metrics/counted-histogram.js';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LABELS = ['route', 'method', 'status'] as const;
type Labels = Record<(typeof LABELS)[number], string>;

function bothHistograms() {
  const [ours, theirs] = [new Registry(), new Registry()];
  const config = { name: 'http_request_duration_seconds', help: 'Time to answer a request', labelNames: LABELS, buckets: BUCKETS };
  const counted = countedHistogram({ ...config, registers: [ours] });
  const histogram = new Histogram({ ...config, registers: [theirs] });
  const observe = (labels: Labels, value: number) => {
    counted.series(labels).observe(value);
    histogram.labels(labels.route, labels.method, labels.status).observe(value);
  };
  return { observe, counted, ours, theirs };
}

const page200 = { route: 'page', method: 'GET', status: '200' };
const api404 = { route: 'api', method: 'POST', status: '404' };

describe('a histogram counted in our own buckets', () => {
  test('when nothing was observed, then it scrapes as prom-client\'s empty histogram', async () => {
    const { ours, theirs, counted } = bothHistograms();
    counted.series(page200); // found, never observed: no series yet, as prom-client's labels() makes none

    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  test('when values fall on bounds, between them, above the last and at zero, then the scrape is prom-client\'s, byte for byte', async () => {
    const { observe, ours, theirs } = bothHistograms();
    const values = [0, 0.001, 0.0011, 0.0025, 0.003, 0.1, 0.09999, 1, 9.99, 10, 10.0001, 42, 1e-9, 0.3, 0.7];
    for (const value of values) observe(page200, value);
    for (const value of values.slice(3)) observe(api404, value);

    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.001",route="page",method="GET",status="200"} 3');
  });

  test('when many observations of random durations come in several series, then sum, count and every bucket match prom-client\'s', async () => {
    const { observe, ours, theirs } = bothHistograms();
    const series = [page200, api404, { route: 'page', method: 'HEAD', status: '304' }, { route: 'image', method: 'GET', status: '200' }];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 20_000; i++) observe(series[Math.floor(random() * series.length)]!, random() ** 4 * 12);

    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  test('when a series is asked for with its labels in another order, then it is the same series, printed in the label names\' order', async () => {
    const { counted, ours } = bothHistograms();
    counted.series({ status: '200', method: 'GET', route: 'page' }).observe(0.002);
    counted.series(page200).observe(0.002);

    expect(await ours.metrics()).toContain('http_request_duration_seconds_count{route="page",method="GET",status="200"} 2');
  });

  test('when scraped twice with observations in between, then each scrape holds every observation so far', async () => {
    const { observe, ours, theirs } = bothHistograms();
    observe(page200, 0.004);
    await ours.metrics();
    observe(page200, 0.2);
    observe(api404, 3);

    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  test('when a value is not a finite number, then it is refused as prom-client refuses it', () => {
    const { counted } = bothHistograms();

    expect(() => counted.series(page200).observe(Number.NaN)).toThrow(TypeError);
    expect(() => counted.series(page200).observe(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});
