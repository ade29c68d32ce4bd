// http_request_duration_seconds, observed on every request and every render-cache hit. prom-client's Histogram builds a
// label hash string, walks the labels and keys its buckets by number on each observation: about a tenth of a hit's CPU
// (docs/decisions/935-the-hit-asks-less.md). The same series in prom-client's registry, written by it as it writes its
// own histogram (tests/unit/request-durations.test.ts compares the two texts); only the counting is ours.
import type { Metric, Registry } from 'prom-client';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: { route: string; method: string; status: number };
  /** Observations per bucket, each in the first whose bound holds it (none past the last). */
  inBucket: number[];
  sum: number;
  count: number;
}

export interface RequestDurations {
  observe(route: string, method: string, status: number, seconds: number): void;
}

export function requestDurations(registry: Registry): RequestDurations {
  /** By route, method and status; and every series in the order first observed (prom-client's order). */
  let byRoute = new Map<string, Map<string, Map<number, Series>>>();
  let all: Series[] = [];
  const seriesOf = (route: string, method: string, status: number) => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      byStatus.set(status, (series = { labels: { route, method, status }, inBucket: BUCKETS.map(() => 0), sum: 0, count: 0 }));
      all.push(series);
    }
    return series;
  };
  const name = 'http_request_duration_seconds';
  const metric = {
    name, help: 'Time to answer a request, by route kind and status', type: 'histogram', aggregator: 'sum',
    observe(route: string, method: string, status: number, seconds: number) {
      const series = seriesOf(route, method, status);
      let i = 0;
      while (i < BUCKETS.length && seconds > BUCKETS[i]!) i++;
      if (i < BUCKETS.length) series.inBucket[i]!++;
      series.sum += seconds;
      series.count++;
    },
    /** As prom-client's Histogram answers get(): each series' cumulative buckets, +Inf, sum and count. */
    get() {
      const values = all.flatMap(({ labels, inBucket, sum, count }) => {
        let below = 0;
        return [
          ...BUCKETS.map((le, i) => ({ labels: { le, ...labels }, value: (below += inBucket[i]!), metricName: `${name}_bucket` })),
          { labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` },
          { labels, value: sum, metricName: `${name}_sum` },
          { labels, value: count, metricName: `${name}_count` },
        ];
      });
      return Promise.resolve({ name, help: metric.help, type: metric.type, values, aggregator: metric.aggregator });
    },
    reset() {
      byRoute = new Map();
      all = [];
    },
  };
  registry.registerMetric(metric as unknown as Metric);
  return metric;
}
