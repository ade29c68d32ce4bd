// MAX_CONNECTIONS: a client that keeps hundreds of keep-alive sockets open after one
// request each does not hold the process's file descriptors: near the cap the idle ones
// are closed, never more than the cap are open, and /healthz answers on a new connection.
import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { get, killServers, startServer } from '../support/server-process.js';

afterEach(killServers);

const MAX_CONNECTIONS = 64;
const SOCKETS = 300;

interface IdleSocket {
  socket: net.Socket;
  closed: boolean;
}

/** A keep-alive connection that asks /healthz once, reads the answer and then stays open, idle. */
function idleAfterOneRequest(port: number): Promise<IdleSocket> {
  return new Promise((resolve, reject) => {
    const idle: IdleSocket = { socket: net.connect(port, '127.0.0.1'), closed: false };
    let received = '';
    idle.socket.on('close', () => (idle.closed = true));
    idle.socket.on('error', () => {}); // a socket closed by the server under pressure
    idle.socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('{"status":"ok"}')) resolve(idle);
    });
    idle.socket.once('close', () => received.includes('{"status":"ok"}') || reject(new Error('closed before its answer')));
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: promo.example.ru\r\nConnection: keep-alive\r\n\r\n');
  });
}

describe('MAX_CONNECTIONS', () => {
  test(`when one client leaves ${SOCKETS} keep-alive sockets idle against a cap of ${MAX_CONNECTIONS}, then idle ones are closed, at most the cap stay open, and /healthz answers on a new connection`, async () => {
    const server = await startServer({ MAX_CONNECTIONS: String(MAX_CONNECTIONS) });
    const port = Number(new URL(server.base).port);
    const sockets: IdleSocket[] = [];
    try {
      for (let i = 0; i < SOCKETS; i++) sockets.push(await idleAfterOneRequest(port));
      const health = await get(`${server.base}/healthz`);
      const open = sockets.filter((s) => !s.closed).length;

      expect(health.status).toBe(200);
      expect(open).toBeLessThanOrEqual(MAX_CONNECTIONS);
      expect(SOCKETS - open).toBeGreaterThanOrEqual(SOCKETS - MAX_CONNECTIONS);
    } finally {
      for (const { socket } of sockets) socket.destroy();
    }
  });
});
