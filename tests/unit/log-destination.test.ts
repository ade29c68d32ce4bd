// The process's log destination (server/observability/log.ts, logDestination) gathers
// lines and writes them in batches: every line arrives, once, in the order written
// (pino's own and the listener's, writeInfoLine), as soon as 2 KB wait, else within the
// batch's 250 ms, and every waiting line is in the file when flushSync returns, also while
// libuv's thread pool is busy (as sharp, zlib and fs keep it).
import { pbkdf2 } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logDestination, createLogger, member, writeInfoLine } from '#server/observability/log.js';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'batched-log-'));
  file = path.join(dir, 'out.log');
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const written = () => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; n?: number });
  } catch {
    return [];
  }
};

describe('the log destination', () => {
  test('when pino\'s lines and the listener\'s lines are written in turn, then the file holds each once, in that order, within the batch time', async () => {
    const log = createLogger('info', logDestination(file));

    for (let n = 0; n < 6; n++) {
      if (n % 2) log.info({ n }, 'pino');
      else expect(writeInfoLine(log, member('n', n), 'listener')).toBe(true);
    }

    await vi.waitFor(() => expect(written()).toHaveLength(6), { timeout: 20_000, interval: 20 });
    expect(written().map(({ msg, n }) => `${msg} ${n}`)).toEqual([
      'listener 0', 'pino 1', 'listener 2', 'pino 3', 'listener 4', 'pino 5',
    ]);
  });

  test('when 2 KB of lines wait, then they are written without waiting for the batch time; the rest at it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const destination = logDestination(file);
    const log = createLogger('info', destination);
    const line = { path: `/promo/${'x'.repeat(180)}` };

    // About 230 characters each: 2 KB wait at the 9th line.
    for (let n = 0; n < 95; n++) log.info({ ...line, n }, 'request');

    // The batch timer is stopped: only the 2 KB can have sent these; the last lines wait.
    await vi.waitFor(() => expect(written().length).toBeGreaterThan(0), { timeout: 20_000, interval: 20 });
    const sent = readFileSync(file, 'utf8');
    expect(sent.length).toBeGreaterThanOrEqual(2048);
    expect(written().length).toBeLessThan(95);
    vi.advanceTimersByTime(250);
    await vi.waitFor(() => expect(written()).toHaveLength(95), { timeout: 20_000, interval: 20 });
    expect(written().map(({ n }) => n)).toEqual([...Array(95).keys()]);
  });

  test('when flushed synchronously (at exit) while the thread pool is busy, then every waiting line is in the file when the call returns', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const destination = logDestination(file);
    const log = createLogger('info', destination);
    log.info({ n: 0 }, 'opened');
    destination.flush();
    await vi.waitFor(() => expect(written()).toHaveLength(1), { timeout: 20_000, interval: 20 });

    // Eight key derivations of about a second each hold libuv's four threads: a write
    // handed to the pool now would wait behind them.
    const busy = Array.from({ length: 8 }, () => new Promise((resolve) => pbkdf2('x', 'y', 1_000_000, 32, 'sha256', resolve)));
    try {
      for (let n = 1; n <= 3; n++) log.info({ n }, 'waiting');
      destination.flushSync();

      expect(written().map(({ n }) => n)).toEqual([0, 1, 2, 3]);
    } finally {
      await Promise.all(busy);
    }
  });
});
