// Structured JSON logs (pino). Credentials never reach a log line: the upstream client
// never logs headers, and these paths are redacted as a second line of defence.
import { pino, type Logger } from 'pino';

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
    },
    destination,
  );
}
