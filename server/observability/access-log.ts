// One JSON line per request: method, path (no query: it may hold anything; any 7-digit
// run in the path is masked, mask-digit-runs.ts), status, duration and request id (and
// `aborted` when the visitor left first). A child logger on req.log carries the id to
// later lines, and the request scope (request-scope.ts) to code far from req/res.
import type { RequestHandler } from 'express';
import { member, writeInfoLine, type Logger } from './log.js';
import { runInRequestScope } from './request-scope.js';
import { maskDigitRuns } from './mask-digit-runs.js';

export interface AccessLine {
  /** When the logger does not already carry it (a child logger with the id). */
  requestId?: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
  aborted?: boolean;
}

/** The access line itself, also written by the render-cache hit, which skips this middleware. */
export function logRequest(log: Logger, { requestId, method, path, status, started, aborted }: AccessLine): void {
  if (!log.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  // The listener's answers (a render-cache hit, the probes, an image-cache hit) name their
  // id and log to the process's logger: their line is written as pino would, without it.
  if (requestId !== undefined && !aborted) {
    const fields = member('requestId', requestId) + member('method', method) + member('path', maskDigitRuns(path))
      + member('status', status) + member('ms', ms);
    if (writeInfoLine(log, fields, 'request')) return;
  }
  const line = requestId === undefined
    ? { method, path: maskDigitRuns(path), status, ms }
    : { requestId, method, path: maskDigitRuns(path), status, ms };
  log.info(aborted ? { ...line, aborted } : line, 'request');
}

export function accessLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = req.path; // read now: routers mounted later rewrite req.path
    req.log = log.child({ requestId: res.locals.requestId });
    // 'close' fires for every response, also when the visitor leaves before the answer
    // ('finish' alone would leave such requests without a line).
    res.on('close', () => {
      logRequest(req.log!, { method: req.method, path, status: res.statusCode, started, aborted: !res.writableFinished });
    });
    runInRequestScope({ requestId: res.locals.requestId, log: req.log }, next);
  };
}
