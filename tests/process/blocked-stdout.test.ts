// A reader of standard output that stops reading (a stalled log collector) never stops the
// process: pages and probes are answered, the lines past what waits for the reader are
// dropped and counted in /metrics, and once it reads again one line says how many were lost
// (docs/decisions/133-access-line-batched.md). The built server as a process,
// its stdout a pipe the test stops reading.
import http from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { boundBase, get, killServers, startServer } from '../support/server-process.js';

afterEach(killServers);

/**
 * How long a request may go unanswered before it counts as not answered: a process that waits for its reader never
 * answers, and the answers here take some 100 ms at a load of 20, so the bound only ends a wait that would never end.
 */
const ANSWER_WITHIN_MS = 30_000;

/** The status of a GET on a new connection, or 'timeout' / the error's code. */
function status(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: ANSWER_WITHIN_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('standard output nobody reads', () => {
  test('when the reader stops reading, then every page request and probe is answered, the lines past the held ones are dropped and counted, and a line says how many once it reads again', async () => {
    const server = await startServer({ HEALTH_PORT: '0', METRICS_PORT: '0' });
    const [health, metrics] = [await boundBase(server, 'health probes on'), await boundBase(server, 'metrics on')];
    server.child.stdout!.pause();
    // Each request writes an access line of about 2 KB (its path): the pipe (64 KB), the
    // test's own read buffer and the megabyte the process holds fill after some 600.
    const longPath = `${server.base}/promo/${'a'.repeat(2000)}`;
    const answers: Array<number | string> = [];
    const probes: Array<number | string> = [];
    const pages: Array<number | string> = [];
    for (let round = 0; round < 100; round += 1) {
      answers.push(...await Promise.all(Array.from({ length: 8 }, () => status(longPath))));
      if (round % 10 === 9) {
        probes.push(await status(`${health}/healthz`), await status(`${server.base}/healthz`));
        pages.push(await status(`${server.base}/promo/knauf2025`));
      }
    }
    const dropped = Number(/^log_lines_dropped_total (\d+)$/m.exec((await get(`${metrics}/metrics`)).text)?.[1]);

    expect(answers.filter((answer) => answer === 404)).toHaveLength(800);
    expect(probes).toEqual(Array(20).fill(200));
    expect(pages).toEqual(Array(10).fill(200));
    expect(dropped).toBeGreaterThan(0);
    server.child.stdout!.resume();
    // The line comes once every held line is written, after those it counts.
    await server.logLine('log lines dropped while standard output was not read');
    const told = server.logs.filter((line) => line.msg.startsWith('log lines dropped')).map((line) => Number(line.dropped));
    expect(told.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(dropped);
    expect((await get(`${server.base}/healthz`)).status).toBe(200);
  });
});

describe('standard output whose reader went away', () => {
  test('when the reader closes its end and SIGTERM arrives, then the process exits 0 (a broken pipe is not written again)', async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: '0' });
    // The reader goes: every write to the pipe from now on fails (EPIPE). The shutdown's
    // lines wait in the destination (under a batch) for the write at exit, the first to fail.
    server.child.stdout!.destroy();
    server.child.kill('SIGTERM');

    expect((await server.exited).code).toBe(0);
  });
});
