// The ports the tests hand to a process that must be told its port (scripts/cluster/free-port.mjs):
// below the kernel's ephemeral range, from this worker's block, and a start that lost its port to
// another process meanwhile tried again on another.
import net from 'node:net';
import { describe, expect, test, vi } from 'vitest';
import { freePort, onFreePort } from '../support/free-port.js';

/** Draws the next test wants to force, taken before crypto's own (empty: crypto's). */
const forcedDraws = vi.hoisted(() => [] as number[]);
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  return { ...crypto, randomInt: (max: number) => forcedDraws.shift() ?? crypto.randomInt(max) };
});

/** Linux's default ephemeral range starts here (/proc/sys/net/ipv4/ip_local_port_range). */
const EPHEMERAL_FIRST = 32768;

describe('freePort', () => {
  test('when a worker draws ports, then each is below the ephemeral range, in the worker\'s own block of 1000, and free to bind', async () => {
    const worker = Number(process.env.VITEST_POOL_ID);
    const ports = await Promise.all(Array.from({ length: 20 }, freePort));

    for (const port of ports) {
      expect(port).toBeLessThan(EPHEMERAL_FIRST);
      expect(Math.floor((port - 10_000) / 1000)).toBe(worker % 22);
    }
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => probe.close(resolve));
  });

  test('when a run beside the suite names its block (the cluster project, vitest.config.ts), then every port is in that block', async () => {
    vi.stubEnv('FREE_PORT_BLOCK', '21');
    const ports = await Promise.all(Array.from({ length: 20 }, freePort));

    for (const port of ports) expect(Math.floor((port - 10_000) / 1000)).toBe(21);
  });

  test('when the draw lands on 10080, a port fetch and Chromium refuse to reach, then another port is drawn', async () => {
    vi.stubEnv('FREE_PORT_BLOCK', '0');
    forcedDraws.push(80);

    const port = await freePort();

    expect(port).not.toBe(10_080);
    expect(Math.floor((port - 10_000) / 1000)).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(expect.objectContaining({ cause: expect.objectContaining({ code: 'ECONNREFUSED' }) }));
  });

  test('when a cluster draws its ports together, before any of them is bound, then no port is drawn twice', async () => {
    const ports = await Promise.all(Array.from({ length: 300 }, freePort));

    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('onFreePort', () => {
  test('when the first port was taken before the start bound it, then the start runs again on another port', async () => {
    const tried: number[] = [];
    const started = await onFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1) throw new Error(`bind() to 127.0.0.1:${port} failed (98: Address already in use)`);
      return port;
    });

    expect(tried).toHaveLength(2);
    expect(started).toBe(tried[1]);
  });

  test('when a start fails for another reason, then that error comes back at once, not tried again', async () => {
    let tries = 0;
    const failed = onFreePort(() => (tries += 1, Promise.reject(new Error('redis-server: no such file'))));

    await expect(failed).rejects.toThrow('no such file');
    expect(tries).toBe(1);
  });

  test('when every port tried is taken, then the third failure comes back', async () => {
    let tries = 0;
    const failed = onFreePort(() => (tries += 1, Promise.reject(new Error('listen EADDRINUSE'))));

    await expect(failed).rejects.toThrow('EADDRINUSE');
    expect(tries).toBe(3);
  });
});
