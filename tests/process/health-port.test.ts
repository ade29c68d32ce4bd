// HEALTH_PORT: /healthz and /readyz from a thread of their own, reading what the main
// thread shares (its loop's last turn, its readiness): they answer as the main port does,
// readiness follows SIGTERM there too, and a port that cannot be had stops start-up with
// one line.
import net from 'node:net';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { freePort } from '../support/free-port.js';
import { get, killServers, spawnServer, startServer } from '../support/server-process.js';

afterEach(killServers);

describe('HEALTH_PORT', () => {
  test('when the process runs with HEALTH_PORT, then /healthz and /readyz answer there, anything else is 404, and after SIGTERM /readyz says 503 there while /healthz still says ok', async () => {
    const healthPort = await freePort();
    const server = await startServer({ HEALTH_PORT: String(healthPort), SHUTDOWN_DELAY_MS: '3000' });
    const health = `http://127.0.0.1:${healthPort}`;

    const alive = await get(`${health}/healthz`);
    const ready = await get(`${health}/readyz?probe=1`);
    const other = await get(`${health}/promo/knauf2025`);
    expect([alive.status, alive.text, alive.headers['cache-control']]).toEqual([200, '{"status":"ok"}', 'no-store']);
    expect([ready.status, ready.text]).toEqual([200, '{"status":"ready"}']);
    expect(other.status).toBe(404);

    server.child.kill('SIGTERM');
    await server.logLine('shutting down');
    // The main thread shares its readiness on its next turn (every 100 ms).
    await vi.waitFor(async () => expect((await get(`${health}/readyz`)).status).toBe(503), { timeout: 2000, interval: 20 });
    expect((await get(`${health}/healthz`)).status).toBe(200);
    expect((await server.exited).code).toBe(0);
  });

  test('when HEALTH_PORT is taken, then start-up stops with exit 1 and one line naming the address', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const server = spawnServer({ HOST: '127.0.0.1', PORT: '0', HEALTH_PORT: String(port) });
      const { code } = await server.exited;
      const fatal = server.logs.filter((l) => l.level >= 60);

      expect(code).toBe(1);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.msg).toContain(`cannot serve health on 127.0.0.1:${port}`);
      expect(fatal[0]!.msg).toContain('EADDRINUSE');
    } finally {
      holder.close();
    }
  });
});
