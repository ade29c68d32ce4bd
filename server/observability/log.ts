// Structured JSON logs (pino). Credentials never reach a log line: the upstream client
// never logs headers, and these paths are redacted as a second line of defence. Card
// numbers are masked in every line as it is written (mask-card-numbers.ts).
import { pino, type Logger } from 'pino';
import { maskCardNumbersInJson } from './mask-card-numbers.js';
import type { TraceIds } from './page-tracing.js';

export type { Logger };

/**
 * Lines gathered before they are written in one call (docs/decisions/133-access-line-batched.md).
 * SonicBoom measures its whole pending string on every line: 2 KB cost a line least
 * (0.48 µs beyond building it, against 0.61 at 4 KB and 1.1 at 0, one write per line).
 */
const BATCH_CHARS = 2048;
/** The longest a line waits for the lines after it. */
const BATCH_MS = 250;

/**
 * Where the process's lines go: standard output (`dest` 1) or a file, through pino's own
 * destination (SonicBoom), which gathers lines until 2 KB wait or its 250 ms periodic
 * flush, and writes each batch synchronously (docs/decisions/133-access-line-batched.md).
 * A write per line was most of a render-cache hit's cost beyond the answer itself; a
 * write handed to libuv's thread pool cost about 15 µs of CPU and, when the pool was busy
 * (sharp, zlib, fs), was still queued when `flushSync` returned, so lines waiting at exit
 * were lost. Written synchronously, `flushSync` (called at exit) writes every
 * waiting line before it returns. A process killed outright loses at most one batch.
 */
export function logDestination(dest: number | string = 1): ReturnType<typeof pino.destination> {
  const destination = pino.destination({ dest, sync: true, minLength: BATCH_CHARS, periodicFlush: BATCH_MS });
  // pino flushes only an asynchronous destination at exit: the lines this one holds, too.
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Closed: there is nothing left to write to.
    }
  });
  return destination;
}

/** Every logger createLogger made (no bindings: the process's own), and where its lines go. */
const destinations = new WeakMap<Logger, pino.DestinationStream>();

/**
 * The trace of the span a line is written in, for a line that does not name it already
 * (the access line names the request's own; the request's logger binds it): a line the
 * process's logger writes for a request, a render-cache hit's refresh among them, finds its
 * trace too.
 */
function spanFields(traceIds: () => TraceIds | undefined): (fields: object, level: number, logger: Logger) => object {
  return (fields, _level, logger) => {
    if ('trace_id' in fields) return {};
    const ids = traceIds();
    if (!ids || 'trace_id' in logger.bindings()) return {};
    return { trace_id: ids.traceId, span_id: ids.spanId };
  };
}

/**
 * `destination`: the tests' in-memory sink; unset, the process's standard output, batched.
 * `traceIds`: with tracing on, the active span's ids, added to every line written in one.
 */
export function createLogger(
  level: string, destination: pino.DestinationStream = logDestination(), traceIds?: () => TraceIds | undefined,
): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
      ...(traceIds && { mixin: spanFields(traceIds) }),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password', 'password'],
        censor: '[redacted]',
      },
      hooks: { streamWrite: maskCardNumbersInJson },
    },
    destination,
  );
  destinations.set(logger, destination);
  return logger;
}

/** One `,"key":value` member of a line's JSON object (a finite number, or a string). */
export const member = (key: string, value: string | number): string =>
  `,"${key}":${typeof value === 'number' ? value : JSON.stringify(value)}`;

/**
 * Writes the line `logger.info(fields, msg)` would, the same bytes masked the same way into
 * the same destination, from fields already written as JSON members (`member`), without
 * pino's walk over an object, its redaction paths and its string escaping: a render-cache
 * hit's access line through pino cost a fifth of the hit
 * (docs/decisions/134-hit-without-pino.md). The fields must hold nothing the redaction
 * paths name. Returns false, having written nothing, for a logger createLogger did not
 * make (a child, whose bindings pino writes) or whose level is above info.
 */
export function writeInfoLine(logger: Logger, fields: string, msg: string): boolean {
  const destination = destinations.get(logger);
  if (!destination || !logger.isLevelEnabled('info')) return false;
  const line = `{"level":${logger.levels.values.info},"time":${Date.now()}${fields},"msg":${JSON.stringify(msg)}}\n`;
  destination.write(maskCardNumbersInJson(line));
  return true;
}
