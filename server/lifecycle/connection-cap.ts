// Client connections are capped (MAX_CONNECTIONS, below the process's file-descriptor
// limit), so a client holding thousands of sockets cannot use up the descriptors the
// upstream pool, Redis and the files need. At the cap a newcomer is never refused: room is
// made for it by closing a keep-alive socket idle between requests (its client just
// reconnects), else the oldest connection that has not completed a request yet. A flood
// of silent or trickling sockets thus churns through its own places while a visitor, whose
// request comes at once and is answered in milliseconds, gets in; refusing newcomers let
// the attacker keep the places (docs/decisions/170-health-on-the-main-loop.md). One client
// block (an IPv4 /24, an IPv6 /48; on the probe ports, one address) holds at most
// `perBlock` connections; a trusted proxy's address carries everyone's connections and is
// not counted so (docs/decisions/120-fair-admission.md). The request head's deadline
// (listen.ts) bounds how long any socket holds a place without a request.
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
  /** Open connections that have not completed a request, oldest first. */
  const fresh = new Set<Socket>();
  /** Keep-alive connections between requests, longest idle first. */
  const idle = new Set<Socket>();
  /** Each open connection's release of its block's place. */
  const open = new Map<Socket, () => void>();

  const forget = (socket: Socket) => {
    open.get(socket)?.();
    open.delete(socket);
    fresh.delete(socket);
    idle.delete(socket);
  };
  const makeRoom = () => {
    const [victim] = idle.size > 0 ? idle : fresh;
    if (!victim) return;
    forget(victim);
    victim.destroy();
  };

  server.on('connection', (socket: Socket) => {
    const block = blockOf(socket.remoteAddress);
    const place = block === undefined ? () => {} : share.admit(block);
    if (!place) {
      socket.destroy();
      return;
    }
    if (open.size >= maxConnections) makeRoom();
    open.set(socket, place);
    fresh.add(socket);
    socket.once('close', () => forget(socket));
  });
  server.on('request', (req, res) => {
    const socket: Socket = req.socket;
    idle.delete(socket);
    res.once('finish', () => {
      if (!open.has(socket)) return;
      fresh.delete(socket);
      if (!socket.destroyed) idle.add(socket);
    });
  });
}
