// Times every request from its arrival to the end of its answer. The labelled series are
// looked up once per route/method/status and kept: hashing the labels on every request
// cost more than the observation itself on the render-cache hit path.
import type { RequestHandler } from 'express';
import type { Histogram } from 'prom-client';
import type { Metrics } from './metrics.js';
import { routeKind } from './route-kind.js';

type Series = ReturnType<Histogram<'route' | 'method' | 'status'>['labels']>;

export function httpMetrics(metrics: Metrics): RequestHandler {
  const series = new Map<string, Series>();
  const seriesOf = (route: string, method: string, status: string) => {
    const key = `${route} ${method} ${status}`;
    let found = series.get(key);
    if (!found) series.set(key, (found = metrics.httpDuration.labels(route, method, status)));
    return found;
  };
  return (req, res, next) => {
    const started = performance.now();
    // Read now: a mounted router rewrites req.path by the time the answer is sent.
    const route = routeKind(req.path);
    res.on('finish', () => seriesOf(route, req.method, String(res.statusCode)).observe((performance.now() - started) / 1000));
    next();
  };
}
