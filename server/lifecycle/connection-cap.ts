// Client connections are capped (MAX_CONNECTIONS, below the process's file-descriptor
// limit): past the cap Node closes a new connection at once, so a client holding
// thousands of sockets cannot use up the descriptors the upstream pool, Redis and the
// files need. Near the cap, the keep-alive sockets idle between requests are closed: an
// idle socket is worth less than room for a new connection (a probe, a visitor), and its
// client just reconnects. A socket that has not finished a request yet is left alone (the
// first-byte and request deadlines drop a stalled one). One client block (an IPv4 /24, an
// IPv6 /48) holds at most `perBlock` connections, so thousands of silent sockets from one
// client cannot fill the cap; a trusted proxy's address carries everyone's connections
// and is not counted so (docs/decisions/120-fair-admission.md).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { createFairShare } from '../admission/fair-share.js';
import { clientBlock } from '../admission/client-block.js';
import { validIp } from '../request/visitor-ip.js';

/** The share of the cap at which idle keep-alive sockets are closed. */
const PRESSURE_SHARE = 7 / 8;
export interface ConnectionCap {
  /** Connections open now. */
  readonly open: number;
  /** Whether a new connection would be taken now (the health port reports it). */
  readonly accepting: boolean;
  /** Idle keep-alive sockets closed under pressure so far. */
  readonly closedIdle: number;
}

export interface BlockCap {
  perBlock: number;
  /** A peer whose connections are not counted per block (TRUST_PROXY's proxies). */
  trustedPeer: (address: string) => boolean;
}

export function capConnections(server: Server, maxConnections: number, blocks?: BlockCap): ConnectionCap {
  server.maxConnections = maxConnections;
  const share = blocks && createFairShare({ capacity: maxConnections, perBlock: blocks.perBlock });
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

  /** The socket's place in its block's share; undefined: over the share (closed at once). */
  const placeOf = (socket: Socket): (() => void) | undefined => {
    const peer = validIp(socket.remoteAddress);
    if (!share || (peer !== undefined && blocks!.trustedPeer(peer))) return () => {};
    return share.admit(clientBlock(peer));
  };

  server.on('connection', (socket: Socket) => {
    const place = placeOf(socket);
    if (!place) {
      socket.destroy();
      return;
    }
    open++;
    socket.once('close', () => {
      open--;
      place();
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
    get accepting() {
      return open < maxConnections;
    },
    get closedIdle() {
      return closedIdle;
    },
  };
}
