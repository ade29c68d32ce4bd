// The rum_* Prometheus histograms (docs/product.md §10), one per web vital, labelled by page
// id. Bucket bounds sit around Google's good and poor thresholds (shared/rum/vitals.ts),
// both of which are bounds themselves, so the share of good and of poor views is exact.
import { Histogram, type Registry } from 'prom-client';
import { VITALS, VITAL_NAMES, type RumBeacon, type VitalName, type VitalRule } from '#shared/rum/vitals.js';

export const RUM_METRIC_NAMES: Record<VitalName, string> = {
  LCP: 'rum_lcp_seconds',
  INP: 'rum_inp_seconds',
  CLS: 'rum_cls',
  FCP: 'rum_fcp_seconds',
  TTFB: 'rum_ttfb_seconds',
};

/** Prometheus wants seconds; the beacon sends milliseconds. */
const inPrometheusUnit = (rule: VitalRule, value: number) => (rule.unit === 'ms' ? value / 1000 : value);

/** Fractions of good below it, multiples of poor above it, and the two thresholds. */
function bucketsAround(rule: VitalRule): number[] {
  const good = inPrometheusUnit(rule, rule.good);
  const poor = inPrometheusUnit(rule, rule.poor);
  const bounds = [0.25, 0.5, 0.75].map((f) => good * f).concat([good, (good + poor) / 2, poor], [1.5, 2, 3, 5].map((m) => poor * m));
  return bounds.map((bound) => Number(bound.toPrecision(3)));
}

export type RumObserver = (beacon: RumBeacon) => void;

export function createRumMetrics(registry: Registry): RumObserver {
  const histograms = Object.fromEntries(VITAL_NAMES.map((name) => [name, new Histogram({
    name: RUM_METRIC_NAMES[name],
    help: `Real visitors' ${name} (web-vitals), by page id${VITALS[name].unit === 'ms' ? ', in seconds' : ''}`,
    labelNames: ['page'],
    buckets: bucketsAround(VITALS[name]),
    registers: [registry],
  })])) as Record<VitalName, Histogram<'page'>>;
  return ({ page, metrics }) => {
    for (const { name, value } of metrics) histograms[name].observe({ page }, inPrometheusUnit(VITALS[name], value));
  };
}
