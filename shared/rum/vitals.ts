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
  /** Larger values are not measurements but garbage. */
  max: number;
}

const TEN_MINUTES_MS = 600_000;

export const VITALS = {
  LCP: { unit: 'ms', good: 2500, poor: 4000, max: TEN_MINUTES_MS },
  INP: { unit: 'ms', good: 200, poor: 500, max: TEN_MINUTES_MS },
  CLS: { unit: 'score', good: 0.1, poor: 0.25, max: 100 },
  FCP: { unit: 'ms', good: 1800, poor: 3000, max: TEN_MINUTES_MS },
  TTFB: { unit: 'ms', good: 800, poor: 1800, max: TEN_MINUTES_MS },
} as const satisfies Record<string, VitalRule>;

export type VitalName = keyof typeof VITALS;
export const VITAL_NAMES = Object.keys(VITALS) as VitalName[];

export interface RumBeacon {
  page: string;
  metrics: { name: VitalName; value: number }[];
}

/** The performance mark the reporter sets once every vital, CLS included, is watched (client/web-vitals-report.ts). */
export const RUM_WATCHING_MARK = 'rum:watching';
