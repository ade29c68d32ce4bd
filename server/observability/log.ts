// Structured JSON logs (pino). Credentials never reach a log line: the upstream client
// never logs headers, and these paths are redacted as a second line of defence. Card
// numbers are masked in every line as it is written (mask-card-numbers.ts).
import { pino, type Logger } from 'pino';
import { maskCardNumbersInJson } from './mask-card-numbers.js';

export type { Logger };

/**
 * Where the process's lines go: standard output (`dest` 1) or a file, written in batches
 * (docs/decisions/133-access-line-batched.md). A write per line was most of a render-cache
 * hit's cost beyond the answer itself; lines now leave when 4 KB are waiting or every
 * 250 ms, and at exit (pino flushes such a destination synchronously then). A process
 * killed outright loses at most that much.
 */
export function batchedDestination(dest: number | string = 1): pino.DestinationStream {
  return pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: 250 });
}

/** `destination`: the tests' in-memory sink; unset, the process's standard output, batched. */
export function createLogger(level: string, destination: pino.DestinationStream = batchedDestination()): Logger {
  return pino(
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
}
