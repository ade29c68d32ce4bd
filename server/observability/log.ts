// Structured JSON logs (pino). Credentials never reach a log line: the upstream client
// never logs headers, and these paths are redacted as a second line of defence. Card
// numbers are masked in every line as it is written (mask-card-numbers.ts).
import { pino, type Logger } from 'pino';
import { maskCardNumbersInJson } from './mask-card-numbers.js';

export type { Logger };

/** A destination pino flushes as it flushes its own (logger.flush). */
interface BatchedDestination extends pino.DestinationStream {
  flush(done?: (error?: Error) => void): void;
  flushSync(): void;
}

/** Lines gathered before they are handed to the file in one write (docs/decisions/133-access-line-batched.md). */
const BATCH_CHARS = 16_384;
/** The longest a line waits for the lines after it. */
const BATCH_MS = 250;

/**
 * Where the process's lines go: standard output (`dest` 1) or a file, written in batches
 * (docs/decisions/133-access-line-batched.md). A write per line was most of a render-cache
 * hit's cost beyond the answer itself; lines now leave when 16 KB are waiting or every
 * 250 ms, and at exit (synchronously). A process killed outright loses at most that much.
 *
 * The lines are gathered here, in an array joined once per batch, and the file's writer
 * (pino's SonicBoom) gets one string per batch: given each line, it measured and joined
 * its whole pending batch again on every line, 1.9 µs of a render-cache hit's 3.4 µs line
 * (docs/decisions/137-hit-lines-gathered.md). And each write handed to the thread pool
 * costs about 15 µs of CPU (waking the worker), nine access lines' worth: hence batches of
 * 16 KB, about 90 lines. Every line, pino's and the listener's own (writeInfoLine), goes
 * through the same array, so they leave in the order written.
 */
export function batchedDestination(dest: number | string = 1): BatchedDestination {
  const file = pino.destination({ dest, sync: false, minLength: 0 });
  let waiting: string[] = [];
  let waitingChars = 0;
  const handOver = () => {
    if (waitingChars === 0) return;
    const batch = waiting.length === 1 ? waiting[0]! : waiting.join('');
    waiting = [];
    waitingChars = 0;
    file.write(batch);
  };
  setInterval(handOver, BATCH_MS).unref();
  // At exit the event loop is gone: what is waiting goes out synchronously, with what the
  // writer still holds. pino registers the writer's own flush as well; either order is fine.
  process.once('exit', () => {
    handOver();
    try {
      file.flushSync();
    } catch {
      // Closed, or never opened: there is nothing left to write to.
    }
  });
  return {
    write(line: string) {
      waiting.push(line);
      waitingChars += line.length;
      if (waitingChars >= BATCH_CHARS) handOver();
    },
    /** pino's logger.flush: the waiting lines handed to the writer, then its own flush. */
    flush(done?: (error?: Error) => void) {
      handOver();
      file.flush(done);
    },
    flushSync() {
      handOver();
      file.flushSync();
    },
  };
}

/** Every logger createLogger made (no bindings: the process's own), and where its lines go. */
const destinations = new WeakMap<Logger, pino.DestinationStream>();

/** `destination`: the tests' in-memory sink; unset, the process's standard output, batched. */
export function createLogger(level: string, destination: pino.DestinationStream = batchedDestination()): Logger {
  const logger = pino(
    {
      level,
      base: undefined,
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
