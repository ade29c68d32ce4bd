// Client connections are capped (MAX_CONNECTIONS, below the process's file-descriptor
// limit), so a client holding thousands of sockets cannot use up the descriptors the
// upstream pool, Redis and the files need. At the cap a newcomer is never refused: room is
// made for it by closing the oldest connection that has not brought a whole request yet,
// else the keep-alive sockets idle between requests (Node's closeIdleConnections; their
// clients just reconnect). A flood of silent or trickling sockets thus churns through its
// own places while a visitor, whose request comes with its connection, gets in; refusing
// newcomers let the attacker keep the places (docs/decisions/170-health-on-the-main-loop.md).
// One client block (an IPv4 /24, an IPv6 /48; on the probe ports, one address) holds at
// most `perBlock` connections; a trusted proxy's address carries everyone's connections
// and is not counted so (docs/decisions/120-fair-admission.md). The request head's
// deadline (listen.ts) bounds how long any socket holds a place without a request.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { createFairShare } from '../admission/fair-share.js';

export interface BlockCap {
  perBlock: number;
  /** The block a peer's address belongs to; undefined: not counted per block (TRUST_PROXY's proxies). */
  blockOf: (address: string | undefined) => string | undefined;
}

export function capConnections(server: Server, maxConnections: number, { perBlock, blockOf }: BlockCap): void {
  const share = createFairShare({ capacity: Number.MAX_SAFE_INTEGER, perBlock });
  /** Open connections that have not brought a whole request head yet, oldest first. */
  const fresh = new Set<Socket>();
  let open = 0;

  server.on('connection', (socket: Socket) => {
    const block = blockOf(socket.remoteAddress);
    const place = block === undefined ? () => {} : share.admit(block);
    if (!place) {
      socket.destroy();
      return;
    }
    if (open >= maxConnections) {
      const [oldest] = fresh;
      if (!oldest) server.closeIdleConnections();
      else {
        fresh.delete(oldest); // it closes on a later turn: the next newcomer takes the next one
        oldest.destroy();
      }
    }
    open++;
    fresh.add(socket);
    socket.once('close', () => {
      open--;
      place();
      fresh.delete(socket);
    });
  });
  // Per request only this: the hit path stays lean.
  server.on('request', (req) => fresh.delete(req.socket));
}
