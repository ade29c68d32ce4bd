// Times every request from its arrival to the end of its answer. The labelled series are
// looked up once per route/method/status and kept, and count in our own buckets
// (counted-histogram.ts): hashing the labels on every request cost more than the
// observation itself on the render-cache hit path.
import type { RequestHandler } from 'express';
import type { Counter } from 'prom-client';
import type { Metrics } from './metrics.js';
import type { CountedSeries } from './counted-histogram.js';
import { routeKind, type RouteKind } from './route-kind.js';

/** Records one answered request; `started` is performance.now() at its arrival. */
export type ObserveRequest = (route: RouteKind, method: string, status: number, started: number) => void;

/**
 * The method label: the methods a browser or a probe sends, anything else `other`. The
 * method is the client's to choose, and each new value made a new series.
 */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string) => (KNOWN_METHODS.has(method) ? method : 'other');

export function requestObserver(metrics: Metrics): ObserveRequest {
  // By route, method label, then status: no key string is built per request.
  const series = new Map<string, Map<string, Map<number, CountedSeries>>>();
  const seriesOf = (route: RouteKind, label: string, status: number) => {
    let byMethod = series.get(route);
    if (!byMethod) series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(label);
    if (!byStatus) byMethod.set(label, (byStatus = new Map()));
    let found = byStatus.get(status);
    if (!found) byStatus.set(status, (found = metrics.httpDuration.series({ route, method: label, status: String(status) })));
    return found;
  };
  return (route, method, status, started) => {
    seriesOf(route, methodLabel(method), status).observe((performance.now() - started) / 1000);
  };
}

/** The middleware for every request the listener did not answer first: its duration, and that it reached Express. */
export function httpMetrics(observe: ObserveRequest, reachedExpress: Counter<'route'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Read now: a mounted router rewrites req.path by the time the answer is sent.
    const route = routeKind(req.path);
    reachedExpress.inc({ route });
    res.on('finish', () => observe(route, req.method, res.statusCode, started));
    next();
  };
}
