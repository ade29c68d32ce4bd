// At its cap of connections a server never refuses a newcomer for a socket that never spoke:
// the oldest connection that has not sent a byte is closed to make room. A flood of silent
// sockets then churns through its own places while a visitor or a probe, whose request comes
// with its connection, gets in; refused newcomers let the flood keep every place (tests/process/
// silent-sockets.test.ts and health-port.test.ts; docs/decisions/511-silent-sockets-make-room.md).
// Past the cap with no silent connection to close (every one sent a request, or trickles one),
// the newcomer is closed, as Node's `maxConnections` would; the request head's deadline
// (headersTimeout) drops a trickler. Nothing is done per request: a connection that spoke is
// left out of the candidates when the search meets it.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export function makeRoomForNewcomers(server: Server, places: number): void {
  const open = new Set<Socket>();
  /** Open connections not yet seen to have sent a byte, oldest first. */
  const unheard = new Set<Socket>();

  /** Closes the oldest connection that never sent a byte; false if there is none. */
  const closeOldestSilent = (): boolean => {
    for (const socket of unheard) {
      unheard.delete(socket);
      if (socket.bytesRead > 0) continue; // it spoke: never silent again
      open.delete(socket);
      socket.destroy();
      return true;
    }
    return false;
  };

  server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return; // refused by an earlier listener
    if (open.size >= places && !closeOldestSilent()) return void socket.destroy();
    open.add(socket);
    unheard.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      unheard.delete(socket);
    });
  });
}
