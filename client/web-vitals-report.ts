// Real-user web vitals (docs/product.md §10) by Google's web-vitals library, from buffered performance entries (loaded
// late, it loses only interactions made before), sent in one beacon when the page is hidden or left.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { RUM_PATH, RUM_WATCHING_MARK, type RumBeacon, type VitalName } from '#shared/rum/vitals.js';

/** Milliseconds to a tenth, CLS to a ten-thousandth: enough, and a short beacon. */
const rounded = (name: VitalName, value: number) => (name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10);

export function reportWebVitals(page: string): void {
  const latest = new Map<VitalName, number>();
  const keep = (metric: Metric) => latest.set(metric.name as VitalName, rounded(metric.name as VitalName, metric.value));
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(keep, { reportAllChanges: true });
  // web-vitals watches CLS only from the first paint's report on (a buffered entry, delivered
  // a task later); this mark follows it, so whoever needs CLS in the beacon (a test leaving
  // the page) knows when it is watched.
  onFCP(() => performance.mark(RUM_WATCHING_MARK));

  let sent = false;
  const send = () => {
    if (sent || latest.size === 0) return;
    sent = true;
    const beacon: RumBeacon = { page, metrics: [...latest].map(([name, value]) => ({ name, value })) };
    // A string goes as text/plain: a simple request, which the server reads as JSON.
    navigator.sendBeacon(RUM_PATH, JSON.stringify(beacon));
  };
  // Added after web-vitals' own listeners, so their final values (LCP, CLS, INP are
  // settled when the page is hidden) are in `latest` when this runs.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
