// Client connections are capped (MAX_CONNECTIONS, below the process's file-descriptor
// limit): past the cap Node closes a new connection at once, so a client holding
// thousands of sockets cannot use up the descriptors the upstream pool, Redis and the
// files need. Near the cap, the keep-alive sockets idle between requests are closed: an
// idle socket is worth less than room for a new connection (a probe, a visitor), and its
// client just reconnects. A socket that has not finished a request yet is left alone (the
// request deadline drops a stalled one).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** The share of the cap at which idle keep-alive sockets are closed. */
const PRESSURE_SHARE = 7 / 8;
export interface ConnectionCap {
  /** Connections open now. */
  readonly open: number;
  /** Idle keep-alive sockets closed under pressure so far. */
  readonly closedIdle: number;
}

export function capConnections(server: Server, maxConnections: number): ConnectionCap {
  server.maxConnections = maxConnections;
  const pressure = Math.max(1, Math.floor(maxConnections * PRESSURE_SHARE));
  const idle = new Set<Socket>();
  let open = 0;
  let closedIdle = 0;

  // Each sweep closes only the sockets gone idle since the last one: its cost is paid once
  // per socket, so it runs on every connection past the pressure mark, never deferred (a
  // deferred sweep let the cap refuse new connections while idle ones held it).
  const sweep = () => {
    if (open < pressure) return;
    for (const socket of idle) socket.destroy();
    closedIdle += idle.size;
    idle.clear();
  };
  // A connection refused at the cap: the sockets holding it may be idle ones.
  server.on('drop', sweep);

  server.on('connection', (socket: Socket) => {
    open++;
    socket.once('close', () => {
      open--;
      idle.delete(socket);
    });
    sweep();
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    idle.delete(socket);
    res.once('finish', () => {
      if (!socket.destroyed) idle.add(socket);
    });
  });
  return {
    get open() {
      return open;
    },
    get closedIdle() {
      return closedIdle;
    },
  };
}
