// Sockets that never send a byte (docs/decisions/120-fair-admission.md): one client block
// holds at most MAX_CONNECTIONS_PER_BLOCK of them, each is dropped after
// FIRST_BYTE_TIMEOUT_MS (apart from REQUEST_TIMEOUT_MS), a visitor of another block is
// served meanwhile, and the health port says not ready while the main listener is full.
import net from 'node:net';
import http from 'node:http';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { freePort } from '../support/free-port.js';
import { get, killServers, startServer } from '../support/server-process.js';

afterEach(killServers);

interface Silent { socket: net.Socket; closed: boolean; closedAt?: number }

/** A socket that connects and never writes a byte. */
function silentSocket(port: number): Promise<Silent> {
  return new Promise((resolve) => {
    const silent: Silent = { socket: net.connect(port, '127.0.0.1'), closed: false };
    silent.socket.on('error', () => {}); // closed by the server
    silent.socket.on('close', () => Object.assign(silent, { closed: true, closedAt: performance.now() }));
    silent.socket.once('connect', () => resolve(silent));
    silent.socket.once('close', () => resolve(silent));
  });
}

/** A GET from another loopback address (another /24: another client block). */
function getFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    }).on('error', reject);
  });
}

describe('silent sockets', () => {
  test('when one client opens 120 sockets and never writes, then its block keeps at most 16, all are dropped after the first-byte timeout, and another block is served meanwhile', async () => {
    const server = await startServer({
      TRUST_PROXY: 'false', MAX_CONNECTIONS_PER_BLOCK: '16', FIRST_BYTE_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '60000',
    });
    const port = Number(new URL(server.base).port);
    const sockets: Silent[] = [];
    try {
      for (let i = 0; i < 120; i++) sockets.push(await silentSocket(port));
      // Past the share, the server closes a socket as soon as it has it.
      await vi.waitFor(() => expect(sockets.filter((s) => !s.closed).length).toBeLessThanOrEqual(16), { timeout: 10_000 });
      const opened = performance.now();
      expect(await getFrom('127.0.1.5', `${server.base}/promo/knauf2025`)).toBe(200);

      await vi.waitFor(() => expect(sockets.every((s) => s.closed)).toBe(true), { timeout: 20_000, interval: 100 });
      const lastClosed = Math.max(...sockets.map((s) => s.closedAt!));
      expect(lastClosed - opened, 'dropped at the first-byte timeout, far before REQUEST_TIMEOUT_MS').toBeLessThan(15_000);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
  });

  test('when the main listener is full of silent sockets, then HEALTH_PORT says not ready until it takes connections again', async () => {
    const healthPort = await freePort();
    const server = await startServer({
      HEALTH_PORT: String(healthPort), MAX_CONNECTIONS: '16', FIRST_BYTE_TIMEOUT_MS: '600000', REQUEST_TIMEOUT_MS: '600000',
    });
    const port = Number(new URL(server.base).port);
    const ready = () => get(`http://127.0.0.1:${healthPort}/readyz`).then((res) => res.status);
    expect(await ready()).toBe(200);
    const sockets: Silent[] = [];
    try {
      for (let i = 0; i < 20; i++) sockets.push(await silentSocket(port));
      await vi.waitFor(async () => expect(await ready()).toBe(503), { timeout: 10_000, interval: 100 });
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
    await vi.waitFor(async () => expect(await ready()).toBe(200), { timeout: 10_000, interval: 100 });
  });
});
