// The real-user web vitals a page reports (docs/product.md §10): what the browser's beacon
// (client/web-vitals-report.ts) may send and the server's checks and histograms
// (server/observability/rum/) accept. Good/poor are Google's thresholds, the bounds the histograms'
// buckets are placed around and the dashboard draws (deploy/grafana/promo.json).

export const RUM_PATH = '/api/rum';
/** A beacon's JSON body at most. */
export const RUM_MAX_BYTES = 2048;

export interface VitalRule {
  /** 'ms' values are milliseconds in the beacon, seconds in Prometheus; CLS has no unit. */
  unit: 'ms' | 'score';
  good: number;
  poor: number;
  /** Larger values are no page view's measurement (a tab left in the background, a forged beacon) and are dropped. */
  max: number;
}

const MINUTE_MS = 60_000;

export const VITALS = {
  LCP: { unit: 'ms', good: 2500, poor: 4000, max: MINUTE_MS },
  INP: { unit: 'ms', good: 200, poor: 500, max: 20_000 },
  CLS: { unit: 'score', good: 0.1, poor: 0.25, max: 10 },
  FCP: { unit: 'ms', good: 1800, poor: 3000, max: MINUTE_MS },
  TTFB: { unit: 'ms', good: 800, poor: 1800, max: MINUTE_MS },
} as const satisfies Record<string, VitalRule>;

export type VitalName = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

export interface RumBeacon {
  page: string;
  metrics: { name: VitalName; value: number }[];
}

/** The performance mark the reporter sets once every vital, CLS included, is watched (client/web-vitals-report.ts). */
export const RUM_WATCHING_MARK = 'rum:watching';
