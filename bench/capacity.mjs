// The capacity table docs/capacity.md is made from (bench/bench.mjs prints it last): each
// kind of request's CPU, the requests a core answers a second, the cores a stated peak
// takes, and the Pods it needs at the autoscaler's settings, read from the manifests that
// ship them (deploy/kubernetes/hpa.yaml, the app container's CPU request in
// deployment.yaml), so a change of either shows in the next run. The machine is named
// with the figures: they hold for it alone.
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const MANIFESTS = path.resolve(import.meta.dirname, '../deploy/kubernetes');

/** The stated peak: page views a second, the share a CDN answers, and the origin's mix besides pages. */
export const PEAK = { pageViews: 5000, cdnShare: 0.9, renderShare: 0.05, lookups: 400, cardForms: 50, transforms: 20 };

/** Kubernetes CPU quantity ('250m', '1', '0.5') in cores. */
const cores = (quantity) => (String(quantity).endsWith('m') ? Number.parseFloat(quantity) / 1000 : Number(quantity));

/** What the autoscaler keeps: its replica bounds, its CPU target and the app container's CPU request and limit. */
function autoscaler(dir = MANIFESTS) {
  const hpa = parse(readFileSync(path.join(dir, 'hpa.yaml'), 'utf8')).spec;
  const pod = parse(readFileSync(path.join(dir, 'deployment.yaml'), 'utf8')).spec.template.spec;
  const app = pod.containers.find((container) => container.name === 'app');
  const cpuTarget = hpa.metrics.find((metric) => metric.resource?.name === 'cpu').resource.target.averageUtilization;
  const [request, limit] = [cores(app.resources.requests.cpu), cores(app.resources.limits.cpu)];
  return { minReplicas: hpa.minReplicas, maxReplicas: hpa.maxReplicas, utilization: cpuTarget / 100, request, limit };
}

/** The machine the figures were measured on (its load average too: the machine may be shared). */
export function machine() {
  const gb = (totalmem() / 2 ** 30).toFixed(1);
  const load = loadavg().map((value) => value.toFixed(1)).join(' ');
  return `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, ${gb} GB, Linux ${release()}, `
    + `Node ${process.version}; load average now ${load}`;
}

/** The table: `rows` are { request, ms (CPU per request), perSecond (at the peak) }. */
export function capacityTable(rows, scaler = autoscaler()) {
  const coresNeeded = rows.reduce((sum, row) => sum + (row.ms * row.perSecond) / 1000, 0);
  const podCores = scaler.request * scaler.utilization;
  const pods = Math.ceil(coresNeeded / podCores);
  const fits = pods <= scaler.maxReplicas ? 'within' : 'BEYOND';
  const lines = rows.map(({ request, ms, perSecond }) =>
    `| ${request} | ${ms.toFixed(3)} | ${Math.round(1000 / ms)} | ${Math.round(perSecond)} | ${((ms * perSecond) / 1000).toFixed(2)} |`);
  const share = (replicas) => ((replicas * podCores) / coresNeeded).toFixed(2);
  // One event loop uses at most about one core: a Pod's limit beyond that adds only the image pool's threads.
  const maxAtLimit = ((scaler.maxReplicas * Math.min(scaler.limit, 1)) / coresNeeded).toFixed(1);
  return [
    `capacity (docs/capacity.md) on ${machine()}`,
    `the peak: ${PEAK.pageViews} page views/s, ${PEAK.cdnShare * 100} % from the CDN`,
    '| request | CPU ms | per core per s | at the peak per s | cores |',
    '|---|--:|--:|--:|--:|',
    ...lines,
    `cores at the peak: ${coresNeeded.toFixed(2)}; a Pod's share at the autoscaler's target: ${podCores.toFixed(4)} cores `
      + `(${scaler.utilization * 100} % of its ${scaler.request * 1000}m request); Pods for the peak: ${pods}, `
      + `${fits} the autoscaler's ${scaler.minReplicas}–${scaler.maxReplicas}`,
    `the autoscaler's bounds at its target: ${scaler.minReplicas} Pods take ${share(scaler.minReplicas)}× the peak's work, `
      + `${scaler.maxReplicas} Pods ${share(scaler.maxReplicas)}×; `
      + `at their CPU limit (${scaler.limit} core each, where the node has it) ${maxAtLimit}× the peak\n`,
  ].join('\n');
}
