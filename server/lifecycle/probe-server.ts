// The health port's and the metrics port's HTTP server (health-thread.ts,
// observability/metrics/metrics-server.ts): a few probes or scrapes at once, each quick,
// never thousands of sockets. Bounded so that a flood of silent sockets on either port
// costs little and goes away soon.
import http, { type RequestListener, type Server } from 'node:http';

const MAX_CONNECTIONS = 32;
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
  return server;
}
