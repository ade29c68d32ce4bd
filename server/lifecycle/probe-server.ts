// The health port's and the metrics port's HTTP server (health-port.ts,
// observability/metrics/metrics-server.ts): a few probes or scrapes at once, each quick,
// never thousands of sockets. Bounded so that a flood of silent sockets on either port
// costs little and goes away soon: Node's own cap and deadlines, and one peer address holds
// at most a few places, so another Pod cannot take the kubelet's.
import http, { type RequestListener, type Server } from 'node:http';

const MAX_CONNECTIONS = 32;
const PER_PEER = 4;
const TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT_MS = 5000;

export function createProbeServer(listener: RequestListener): Server {
  const server = http.createServer({
    headersTimeout: TIMEOUT_MS,
    requestTimeout: TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_MS / 4,
  }, listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = MAX_CONNECTIONS;
  const held = new Map<string | undefined, number>();
  server.on('connection', (socket) => {
    const peer = socket.remoteAddress;
    const holding = held.get(peer) ?? 0;
    if (holding >= PER_PEER) return void socket.destroy();
    held.set(peer, holding + 1);
    socket.once('close', () => {
      const left = held.get(peer)! - 1;
      if (left === 0) held.delete(peer);
      else held.set(peer, left);
    });
  });
  return server;
}
