// One JSON line per request: method, path (no query: it may hold anything; card numbers
// in the path are masked by server/log.ts), status, duration and request id (and
// `aborted` when the visitor left first). A child logger on req.log carries the id to
// later lines.
import type { RequestHandler } from 'express';
import { runWithRequestLog, type Logger } from '../log.js';

export function accessLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = req.path; // read now: routers mounted later rewrite req.path
    req.log = log.child({ requestId: res.locals.requestId });
    // 'close' fires for every response, also when the visitor leaves before the answer
    // ('finish' alone would leave such requests without a line).
    res.on('close', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const aborted = res.writableFinished ? {} : { aborted: true };
      req.log!.info({ method: req.method, path, status: res.statusCode, ms, ...aborted }, 'request');
    });
    runWithRequestLog(req.log, next);
  };
}
