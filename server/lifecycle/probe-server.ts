// The health port's and the metrics port's HTTP server (health-port.ts,
// observability/metrics/metrics-server.ts): a few probes or scrapes at once, each quick,
// never thousands of sockets. Bounded so that a flood of silent sockets on either port
// costs little and goes away soon, and another Pod's sockets cannot keep the kubelet's probe
// out: one peer address holds at most a few places (the personal budget's fair share, by
// peer), 256 in all, past which a newcomer is closed
// (docs/decisions/840-room-for-newcomers-retired.md); Node's deadlines drop the rest.
import http, { type RequestListener, type Server } from 'node:http';
import { createFairShare } from '../shedding/fair-share.js';

const MAX_CONNECTIONS = 256;
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
  // The peer's count alone: the cap is Node's.
  const peers = createFairShare({ capacity: Number.MAX_SAFE_INTEGER, perBlock: PER_PEER });
  server.on('connection', (socket) => {
    const release = peers.admit(socket.remoteAddress ?? '');
    if (!release) return void socket.destroy();
    socket.once('close', release);
  });
  return server;
}
