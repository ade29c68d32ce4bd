// Sockets that never send a byte, or send a header line now and then
// (docs/decisions/170-health-on-the-main-loop.md): each is dropped once its request head is
// FIRST_BYTE_TIMEOUT_MS late (apart from REQUEST_TIMEOUT_MS).
import net from 'node:net';
import http from 'node:http';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { killServers, startServer } from '../support/server-process.js';

afterEach(killServers);

interface Silent { socket: net.Socket; closed: boolean; closedAt?: number }

/** A socket that connects and never writes a byte. */
function silentSocket(port: number, localAddress = '127.0.0.1'): Promise<Silent> {
  return new Promise((resolve) => {
    const silent: Silent = { socket: net.connect({ port, host: '127.0.0.1', localAddress }), closed: false };
    silent.socket.on('error', () => {}); // closed by the server
    silent.socket.resume(); // its 408, read and dropped, so that the server's close is seen
    silent.socket.on('close', () => Object.assign(silent, { closed: true, closedAt: performance.now() }));
    silent.socket.once('connect', () => resolve(silent));
    silent.socket.once('close', () => resolve(silent));
  });
}

interface Trickler { socket: net.Socket; closed: boolean; answer: string }

/** A socket that sends a request line, then a header line every 300 ms, never ending its head. */
function trickler(port: number, localAddress: string): Promise<Trickler> {
  return new Promise((resolve) => {
    const t: Trickler = { socket: net.connect({ port, host: '127.0.0.1', localAddress }), closed: false, answer: '' };
    const lines = setInterval(() => t.socket.write('X-Trickle: 1\r\n'), 300);
    t.socket.on('error', () => {});
    t.socket.setEncoding('latin1').on('data', (chunk: string) => (t.answer += chunk));
    t.socket.on('close', () => (clearInterval(lines), (t.closed = true)));
    t.socket.once('connect', () => (t.socket.write('GET /promo/ HTTP/1.1\r\nHost: promo.example.ru\r\n'), resolve(t)));
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
  test('when one client opens 120 sockets and never writes, then all are dropped after the first-byte timeout, and another client is served meanwhile', async () => {
    const server = await startServer({ TRUST_PROXY: 'false', FIRST_BYTE_TIMEOUT_MS: '1500', REQUEST_TIMEOUT_MS: '60000' });
    const port = Number(new URL(server.base).port);
    const sockets: Silent[] = [];
    try {
      for (let i = 0; i < 120; i++) sockets.push(await silentSocket(port));
      const opened = performance.now();
      expect(await getFrom('127.0.1.5', `${server.base}/promo/knauf2025`)).toBe(200);

      await vi.waitFor(() => expect(sockets.every((s) => s.closed)).toBe(true), { timeout: 45_000, interval: 100 });
      const lastClosed = Math.max(...sockets.map((s) => s.closedAt!));
      expect(lastClosed - opened, 'dropped at the first-byte timeout, far before REQUEST_TIMEOUT_MS').toBeLessThan(30_000);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
  }, 90_000);

  test('when sockets trickle a header line every 300 ms, then a visitor is answered, and each trickler gets 408 once its head is FIRST_BYTE_TIMEOUT_MS late, long before REQUEST_TIMEOUT_MS', async () => {
    const server = await startServer({ TRUST_PROXY: 'false', FIRST_BYTE_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '600000' });
    const port = Number(new URL(server.base).port);
    const tricklers: Trickler[] = [];
    try {
      for (let i = 0; i < 16; i++) tricklers.push(await trickler(port, `127.4.${i % 4}.1`));

      expect(await getFrom('127.0.1.5', `${server.base}/promo/knauf2025`)).toBe(200);
      await vi.waitFor(() => expect(tricklers.every((t) => t.closed)).toBe(true), { timeout: 20_000, interval: 100 });
      const answered = tricklers.map((t) => t.answer.split('\r\n', 1)[0]);
      expect(answered).toEqual(Array(16).fill('HTTP/1.1 408 Request Timeout'));
    } finally {
      for (const { socket } of tricklers) socket.destroy();
    }
  });
});
