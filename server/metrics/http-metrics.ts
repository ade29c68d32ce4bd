// Times every request from its arrival to the end of its answer.
import type { RequestHandler } from 'express';
import type { Metrics } from './metrics.js';
import { routeKind } from './route-kind.js';

export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    // Read now: a mounted router rewrites req.path by the time the answer is sent.
    const route = routeKind(req.path);
    res.on('finish', () => end({ route, method: req.method, status: String(res.statusCode) }));
    next();
  };
}
