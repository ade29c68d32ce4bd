// The health and metrics ports' HTTP server (health-port.ts, metrics-server.ts): a few quick probes or scrapes, never
// thousands of sockets. A flood of silent sockets costs little: one peer holds a few places, 256 in all, a newcomer
// past them closed (docs/decisions/362-node-s-own-connection-limits.md), so another Pod cannot keep the kubelet's probe out.
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
