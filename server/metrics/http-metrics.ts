// Times every request from its arrival to the end of its answer.
import type { RequestHandler } from 'express';
import type { Metrics } from './metrics.js';
import { routeKind } from './route-kind.js';

export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => end({ route: routeKind(req.path), method: req.method, status: String(res.statusCode) }));
    next();
  };
}
