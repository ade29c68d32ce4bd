// Times every request from its arrival to the end of its answer (prom-client's histogram).
import type { RequestHandler } from 'express';
import type { Counter } from 'prom-client';
import type { Metrics } from './metrics.js';
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
  return (route, method, status, started) => {
    metrics.httpDuration.observe({ route, method: methodLabel(method), status }, (performance.now() - started) / 1000);
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
