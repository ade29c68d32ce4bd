// Sockets that connect and never send a byte, opened again as soon as the server drops one:
// a flood of silent sockets that keeps every place it can (tests/process/health-port.test.ts).
import net from 'node:net';

export interface SilentFlood {
  /** How many of the flood's sockets the server has dropped so far. */
  dropped(): number;
  stop(): void;
}

/**
 * `count` silent sockets from each of `localAddresses`, each reopened as soon as the server drops it; resolves once
 * the first ones have connected (or been dropped).
 */
export async function reconnectingSilentSockets(port: number, localAddresses: readonly string[], count: number): Promise<SilentFlood> {
  let running = true;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const open = (localAddress: string) => new Promise<void>((resolve) => {
    if (!running) return resolve();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    socket.on('error', () => {});
    socket.resume();
    socket.once('connect', () => resolve());
    socket.on('close', () => {
      sockets.delete(socket);
      if (running) dropped += 1;
      resolve();
      setImmediate(() => void open(localAddress));
    });
    sockets.add(socket);
  });
  await Promise.all(localAddresses.flatMap((address) => Array.from({ length: count }, () => open(address))));
  return {
    dropped: () => dropped,
    stop: () => {
      running = false;
      for (const socket of sockets) socket.destroy();
    },
  };
}
