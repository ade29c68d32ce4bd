// Structured JSON logs (pino). Credentials never reach a log line: the upstream client
// never logs headers, and these paths are redacted as a second line of defence. Card
// numbers are masked in every line as it is written (mask-card-numbers.ts).
import { pino, type Logger } from 'pino';
import { maskCardNumbersInJson } from './mask-card-numbers.js';

export type { Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
