// One JSON line per request: method, path (no query: it may hold anything; any 7-digit
// run in the path is masked, mask-digit-runs.ts), status, duration and request id (and
// `aborted` when the visitor left first); of the listener's hits, those hit-lines.ts keeps. A child logger on req.log carries the id to
// later lines, and with the request's upstream calls (server/upstream/client.ts's RequestScope) to theirs; with
// tracing on, the request's span carries the id too (page-tracing.ts's tagRequest).
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { member, writeInfoLine, type Logger } from './log.js';
import { maskDigitRuns } from './mask-digit-runs.js';
import type { PageTracing, TraceIds } from './page-tracing.js';
import type { HitLines } from './hit-lines.js';

export interface AccessLine {
  /** When the logger does not already carry it (a child logger with the id). */
  requestId?: string;
  method: string;
  path: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
  aborted?: boolean;
  /** The ids of the span the request is served in, when traced (a child logger binds them already). */
  trace?: TraceIds;
}

/**
 * The access line itself, also written by the listener's answers, which skip this middleware; `kept`: a hit's, written
 * only when hit-lines.ts keeps it.
 */
export function logRequest(
  log: Logger, { requestId, method, path, status, started, aborted, trace }: AccessLine, kept?: HitLines,
): void {
  if (!log.isLevelEnabled('info')) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  if (kept && !kept(status, ms)) return;
  // The listener's answers (a render-cache hit, the probes, an image-cache hit) name their
  // id and log to the process's logger: their line is written as pino would, without it.
  if (requestId !== undefined && !aborted) {
    const traced = trace ? member('trace_id', trace.traceId) + member('span_id', trace.spanId) : '';
    const fields = traced + member('requestId', requestId) + member('method', method) + member('path', maskDigitRuns(path))
      + member('status', status) + member('ms', ms);
    if (writeInfoLine(log, fields, 'request')) return;
  }
  const line = {
    ...(trace && { trace_id: trace.traceId, span_id: trace.spanId }), ...(requestId !== undefined && { requestId }),
    method, path: maskDigitRuns(path), status, ms,
  };
  log.info(aborted ? { ...line, aborted } : line, 'request');
}

/**
 * `arrivedAt`: when the request arrived, given the listener's time `now` (server/request/arrived-at.ts: a trusted
 * proxy's word); by default `now`.
 */
export function accessLog(
  log: Logger, tracing: Pick<PageTracing, 'tagRequest' | 'activeIds'>,
  arrivedAt: (req: IncomingMessage, now: number) => number = (_req, now) => now,
): RequestHandler {
  return (req, res, next) => {
    const started = arrivedAt(req, performance.now());
    const { requestId } = res.locals;
    tracing.tagRequest(requestId);
    const path = req.path; // read now: routers mounted later rewrite req.path
    // Bound now, inside the request's span: every line of the request carries its trace, the access line written at 'close' too.
    const trace = tracing.activeIds();
    req.log = log.child(trace ? { trace_id: trace.traceId, span_id: trace.spanId, requestId } : { requestId });
    // 'close' fires for every response, also when the visitor leaves before the answer
    // ('finish' alone would leave such requests without a line). Written as the child would write it, byte for
    // byte (its bindings come right after the time), without pino's walk and redaction of the fields
    // (tests/unit/access-line.test.ts).
    res.on('close', () => {
      logRequest(log, { requestId, trace, method: req.method, path, status: res.statusCode, started, aborted: !res.writableFinished });
    });
    next();
  };
}
