// A connection must bring its first request within the first-byte deadline
// (FIRST_BYTE_TIMEOUT_MS, docs/decisions/120-fair-admission.md): Node's header deadline
// starts only once bytes arrive, so a socket that never sends one would hold its place in
// the connection cap until the client gives up. Past the deadline it is destroyed; a
// request that has begun is the header and request deadlines' to judge.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function dropSilentSockets(server: Server, firstByteTimeoutMs: number): void {
  server.on('connection', (socket: Socket) => {
    // Only a socket that sent nothing: one whose headers began is the header deadline's, which answers 408
    // (the two deadlines are equal when REQUEST_TIMEOUT_MS is the shorter, and the 408 must win). The
    // socket's own byte count says so, so nothing is looked up per request (the hit path stays lean).
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, firstByteTimeoutMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
