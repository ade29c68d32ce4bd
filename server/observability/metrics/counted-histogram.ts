// A Prometheus histogram whose observations are counted in plain arrays of our own and
// handed to prom-client only when it is scraped. prom-client's observe re-checks the
// labels, hashes them into a key and looks the series up in an object on every call: on
// the render-cache hit path, which observes every request, that was most of the metric's
// cost (docs/decisions/136-hit-counted-in-our-buckets.md). Here a caller finds its series
// once and an observation is a bucket search and three additions.
//
// The scrape output is prom-client's own: the series are written into the histogram's
// store in the shape its observe leaves there (labels, a count per upper bound, sum and
// count), just before prom-client formats them. tests/unit/counted-histogram.test.ts
// holds the output equal, byte for byte, to a prom-client histogram fed the same values;
// an upgrade of prom-client that changes its store fails there.
import { Histogram, type Registry } from 'prom-client';

export interface CountedSeries {
  /** Counts one observation (a finite number, as prom-client requires). */
  observe(value: number): void;
}

export interface CountedHistogram<L extends string> {
  /** The series of these label values, made on first use: find it once and keep it. */
  series(labels: Readonly<Record<L, string>>): CountedSeries;
}

export interface CountedHistogramConfig<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  /** Upper bounds, ascending, as prom-client takes them. */
  buckets: readonly number[];
  registers: Registry[];
}

/** One series: how many observations fell at or below each upper bound (and above the previous). */
class SeriesCounts implements CountedSeries {
  readonly perBucket: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
    /** Called at the first observation: a series exists for the scrape from then on, as in prom-client. */
    private readonly firstObserved: (series: SeriesCounts) => void,
  ) {
    this.perBucket = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    if (this.count === 0) this.firstObserved(this);
    const { bounds } = this;
    let bucket = 0;
    while (bucket < bounds.length && value > bounds[bucket]!) bucket++;
    // Above the last bound: counted in +Inf only (the count), as prom-client does.
    if (bucket < bounds.length) this.perBucket[bucket]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

/** What prom-client's Histogram keeps per series (lib/histogram.js, `createBaseValues`). */
interface PromClientSeries {
  labels: Record<string, string>;
  bucketValues: Record<string, number>;
  sum: number;
  count: number;
}

export function countedHistogram<L extends string>(
  { name, help, labelNames, buckets, registers }: CountedHistogramConfig<L>,
): CountedHistogram<L> {
  const bounds = [...buckets];
  /** Every series observed, in the order of their first observation: the order prom-client lists them in. */
  const observed: SeriesCounts[] = [];
  const firstObserved = (series: SeriesCounts) => observed.push(series);
  const byKey = new Map<string, SeriesCounts>();
  new Histogram<L>({
    name, help, labelNames, buckets: bounds, registers,
    collect() {
      const store: Record<string, PromClientSeries> = {};
      for (const series of observed) {
        const bucketValues: Record<string, number> = {};
        for (const [i, bound] of bounds.entries()) bucketValues[bound] = series.perBucket[i]!;
        store[keyOf(series.labels)] = { labels: { ...series.labels }, bucketValues, sum: series.sum, count: series.count };
      }
      (this as unknown as { hashMap: Record<string, PromClientSeries> }).hashMap = store;
    },
  });
  // The labels in labelNames' order, as prom-client's labels(...) makes them: the order they are printed in.
  const ordered = (labels: Readonly<Record<L, string>>) => Object.fromEntries(labelNames.map((label) => [label, labels[label]]));
  const keyOf = (labels: Readonly<Record<string, string>>) => JSON.stringify(Object.values(labels));
  return {
    series(labels) {
      const inOrder = ordered(labels);
      const key = keyOf(inOrder);
      let found = byKey.get(key);
      if (!found) {
        byKey.set(key, (found = new SeriesCounts(inOrder, bounds, firstObserved)));
      }
      return found;
    },
  };
}
