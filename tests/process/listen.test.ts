// The built process starting up: a listen that fails is a failure (one error line naming
// the address and the cause, exit 1), never a "listening" line; PORT=0 reports the port
// it really got; the main port's accept queue is LISTEN_BACKLOG long (capped by the kernel's
// net.core.somaxconn), not Node's 511.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterEach, describe, expect, test } from 'vitest';
import { get, killServers, spawnServer, startServer, type LogLine } from '../support/server-process.js';

afterEach(killServers);

const errorLines = (logs: LogLine[]) => logs.filter((l) => l.level >= 50);

describe('node dist/server/index.js listening', () => {
  test('when PORT=0, then the listening line names the port it got, and that port serves', async () => {
    const server = await startServer({ PORT: '0' });

    const listening = server.logs.find((l) => l.msg.startsWith('listening on'))!;
    const ready = await get(`${server.base}/readyz`);

    expect(listening.port).toEqual(expect.any(Number));
    expect(listening.port).not.toBe(0);
    expect(listening.msg).toBe(`listening on http://127.0.0.1:${String(listening.port)}/promo/`);
    expect(ready.status).toBe(200);
  });

  test('when LISTEN_BACKLOG is unset, then the main port queues 4096 connections (or net.core.somaxconn, if lower) until they are accepted', async () => {
    const server = await startServer({ PORT: '0' });
    const port = new URL(server.base).port;

    // ss (iproute2) shows a listening socket's queue length in its Send-Q column.
    const { stdout } = await promisify(execFile)('ss', ['-ltnH', `sport = :${port}`]);
    const [, , queue] = stdout.trim().split(/\s+/);

    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(Number(queue)).toBe(Math.min(4096, somaxconn));
  });

  test('when another copy holds the port, then the second exits 1 with one error line naming the address and the cause, and the first keeps serving', async () => {
    const first = await startServer();
    const port = new URL(first.base).port;

    const second = spawnServer({ HOST: '127.0.0.1', PORT: port });
    const { code, stderr } = await second.exited;

    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(second.logs.some((l) => l.msg.includes('listening'))).toBe(false);
    const errors = errorLines(second.logs);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ address: `127.0.0.1:${port}`, code: 'EADDRINUSE' });
    expect(errors[0]!.msg).toMatch(new RegExp(`^cannot listen on 127\\.0\\.0\\.1:${port}: .*address already in use`));
    expect(errors[0]!.msg).not.toContain('    at '); // no stack trace
    expect((await get(`${first.base}/readyz`)).status).toBe(200);
  });

  test('when HOST is not a resolvable name, then it exits 1 with one error line naming the address and the cause', async () => {
    const server = spawnServer({ HOST: 'not-a-host', PORT: '0' });

    const { code } = await server.exited;

    expect(code).toBe(1);
    expect(server.logs.some((l) => l.msg.includes('listening'))).toBe(false);
    const errors = errorLines(server.logs);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.msg).toMatch(/^cannot listen on not-a-host:0: .*(ENOTFOUND|EAI_AGAIN) not-a-host/);
  });
});
