// Structured JSON logs (pino). Credentials never reach a log line: the upstream client
// never logs headers, and these paths are redacted as a second line of defence. Card
// numbers are masked in every line as it is written (mask-card-numbers.ts).
import { fstatSync } from 'node:fs';
import net from 'node:net';
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

/** Lines held while the reader of standard output stops reading; past it, lines are dropped and counted. */
const HELD_BYTES = 1024 * 1024;
/** At exit, how many times a write the reader does not take is tried again, 100 ms apart (SonicBoom's wait). */
const EXIT_RETRIES = 20;

/** Lines dropped so far by each destination logDestination made (while its reader did not read). */
const droppedLines = new WeakMap<pino.DestinationStream, () => number>();

/** The wrap of each pipe or socket made non-blocking, kept so that it is never collected (and the descriptor closed). */
const wrapped: net.Socket[] = [];

/**
 * A pipe, FIFO or socket (a container's standard output, a parent process's pipe) written
 * without blocking: libuv sets O_NONBLOCK when it wraps the descriptor (never read, never
 * holding the process open), so a write the reader does not take fails at once (EAGAIN)
 * instead of stopping the process. A file or terminal is left as it is.
 */
function nonBlocking(dest: number | string): number | string {
  if (typeof dest !== 'number') return dest;
  try {
    const kind = fstatSync(dest);
    if (kind.isFIFO() || kind.isSocket()) wrapped.push(new net.Socket({ fd: dest, readable: false, writable: true }).unref());
  } catch {
    // Not wrapped: written as before.
  }
  return dest;
}

/**
 * Where the process's lines go: standard output (`dest` 1) or a file, through pino's destination (SonicBoom) in
 * batches (2 KB or its 250 ms flush), each written synchronously, so `flushSync` at exit writes every waiting line
 * (a write per line was most of a hit's cost; one handed to libuv's pool could still be queued at exit:
 * docs/decisions/133-access-line-batched.md). A stalled reader never stops the process: the pipe is written without
 * blocking, past 1 MB waiting lines are dropped and counted (`log_lines_dropped_total`) and later told in one line
 * (docs/decisions/133-access-line-batched.md).
 */
export function logDestination(dest: number | string = 1): ReturnType<typeof pino.destination> {
  let exiting = 0;
  const destination = pino.destination({
    dest: nonBlocking(dest), sync: true, minLength: BATCH_CHARS, periodicFlush: BATCH_MS, maxLength: HELD_BYTES,
    // Running, a full pipe is tried again at the next batch or flush; at exit, for two seconds at most.
    retryEAGAIN: () => exiting > 0 && exiting-- > 0,
  });
  let dropped = 0;
  let unreported = 0;
  droppedLines.set(destination, () => dropped);
  destination.on('drop', () => {
    dropped += 1;
    unreported += 1;
  });
  // Every held line written: one line says how many were lost since the last such line.
  destination.on('drain', () => {
    if (unreported === 0) return;
    const line = { level: pino.levels.values.warn, time: Date.now(), dropped: unreported };
    unreported = 0;
    destination.write(`${JSON.stringify({ ...line, msg: `log lines dropped while standard output was not read: ${line.dropped}` })}\n`);
  });
  // A write the reader did not take (EAGAIN): its lines wait for the next try. Any other
  // failure (EPIPE: the reader closed its end) means nothing will ever be written again.
  let readerGone = false;
  destination.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAGAIN') readerGone = true;
  });
  // pino flushes only an asynchronous destination at exit: the lines this one holds, too.
  // SonicBoom's flushSync tries every failure but EAGAIN again, 100 ms apart, for ever: at a
  // broken pipe the process never exited. So one write goes first through the path that
  // reports its failure ('error' above), and flushSync only if the reader is still there.
  process.once('exit', () => {
    exiting = EXIT_RETRIES;
    try {
      destination.flush();
      if (!readerGone) destination.flushSync();
    } catch {
      // Closed, or its reader gone: there is nothing left to write to.
    }
  });
  return destination;
}

/** The log lines a destination logDestination made dropped so far; 0 for any other. */
export const droppedLogLines = (logger: Logger): number => {
  const destination = destinations.get(logger);
  return (destination && droppedLines.get(destination)?.()) ?? 0;
};

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
 * Writes the line `logger.info(fields, msg)` would, the same bytes masked the same way into the same destination, from
 * fields already written as JSON members (`member`), without pino's walk, redaction and escaping (a fifth of a hit:
 * docs/decisions/133-access-line-batched.md). The fields must hold nothing the redaction paths name. Returns false, having
 * written nothing, for a logger createLogger did not make (a child) or whose level is above info.
 */
export function writeInfoLine(logger: Logger, fields: string, msg: string): boolean {
  const destination = destinations.get(logger);
  if (!destination || !logger.isLevelEnabled('info')) return false;
  const line = `{"level":${logger.levels.values.info},"time":${Date.now()}${fields},"msg":${JSON.stringify(msg)}}\n`;
  destination.write(maskCardNumbersInJson(line));
  return true;
}
