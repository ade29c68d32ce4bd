// The access line the listener writes without pino (server/observability/log.ts,
// writeInfoLine) is the line pino writes for the same fields, byte for byte but the time:
// whoever reads the logs cannot tell the two ways apart.
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger, type Logger } from '#server/observability/log.js';
import { logRequest, type AccessLine } from '#server/observability/access-log.js';

function loggerWithLines(level = 'info'): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString('utf8')), done()) });
  return { log: createLogger(level, sink), lines };
}

/** The line pino itself writes for the same request: the same fields, through `log.info`. */
function pinoLine(line: Required<Omit<AccessLine, 'aborted' | 'started' | 'trace'>> & { ms: number }): string {
  const { log, lines } = loggerWithLines();
  log.info(line, 'request');
  return lines.join('');
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('the listener\'s access line', () => {
  const requests: Array<Omit<AccessLine, 'started'> & { masked: string }> = [
    {
      requestId: '3f2a9c1e-1111-4aaa-8bbb-0123456789ab', method: 'GET', path: '/promo/knauf2025/', status: 200, masked: '/promo/knauf2025/',
    },
    { requestId: 'lb-1.a', method: 'HEAD', path: '/promo/sert/', status: 304, masked: '/promo/sert/' },
    // A path holding a card number, and a request id that looks like one: both masked.
    { requestId: 'lb-7012345', method: 'GET', path: '/promo/x/%37012345/', status: 404, masked: '/promo/x/70•••45/' },
    // Characters JSON escapes, and latin1 bytes as Node reads them from the request line.
    { requestId: 'q', method: 'GET', path: '/promo/a"b\\c/Ã©/', status: 404, masked: '/promo/a"b\\c/Ã©/' },
  ];

  test.each(requests)('when $path is answered, then its line is the line pino writes, masked as pino\'s', ({ masked, ...request }) => {
    const { log, lines } = loggerWithLines();

    logRequest(log, { ...request, started: performance.now() });

    expect(lines).toHaveLength(1);
    const written = JSON.parse(lines[0]!) as { ms: number; time: number };
    expect(written.time).toBeGreaterThan(0);
    expect(written.ms).toBeGreaterThanOrEqual(0);
    const { requestId, method, status } = request;
    const expected = pinoLine({ requestId: requestId!, method, path: masked, status, ms: written.ms });
    expect(withoutTime(lines[0]!)).toBe(withoutTime(expected));
    expect(lines[0]).not.toContain('7012345');
  });

  test('when the request is traced, then its line carries the trace_id and span_id of its span', () => {
    const { log, lines } = loggerWithLines();
    const trace = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };

    logRequest(log, { requestId: 'r1', method: 'GET', path: '/promo/sert/', status: 200, started: performance.now(), trace });

    expect(JSON.parse(lines[0]!)).toMatchObject({ trace_id: trace.traceId, span_id: trace.spanId, requestId: 'r1', msg: 'request' });
  });

  test('when the logger is a child with its own bindings, then its line still carries them', () => {
    const { log, lines } = loggerWithLines();

    logRequest(log.child({ worker: 2 }), { requestId: 'r1', method: 'GET', path: '/promo/sert/', status: 200, started: performance.now() });

    expect(JSON.parse(lines[0]!)).toMatchObject({ worker: 2, requestId: 'r1', path: '/promo/sert/', status: 200, msg: 'request' });
  });

  test('when the level is above info, then no line is written', () => {
    const { log, lines } = loggerWithLines('warn');

    logRequest(log, { requestId: 'r2', method: 'GET', path: '/promo/sert/', status: 200, started: performance.now() });

    expect(lines).toEqual([]);
  });
});
