// /metrics on its own port (METRICS_PORT), so the public port never exposes it: a
// scraper inside the cluster reaches it, a visitor through the load balancer does not.
import http, { type Server } from 'node:http';
import express from 'express';
import type { Registry } from 'prom-client';
import { metricsRoute } from './metrics-route.js';
import { bind } from '../../lifecycle/listen.js';
import { PROBE_SERVER_BOUNDS } from '../../lifecycle/health-shared.js';

export function startMetricsServer(registry: Registry, host: string, port: number): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  // Its own port: whoever reaches it is the scraper it is there for.
  app.use(metricsRoute(registry, () => true));
  app.use((_req, res) => res.status(404).type('text').send('Not found'));
  // Bounded as the health port is (server/lifecycle/health-shared.ts): a scraper or two, never thousands of sockets.
  const server = http.createServer({
    headersTimeout: PROBE_SERVER_BOUNDS.timeoutMs,
    requestTimeout: PROBE_SERVER_BOUNDS.timeoutMs,
    connectionsCheckingInterval: PROBE_SERVER_BOUNDS.timeoutMs / 4,
  }, app);
  server.keepAliveTimeout = PROBE_SERVER_BOUNDS.keepAliveTimeoutMs;
  server.maxConnections = PROBE_SERVER_BOUNDS.maxConnections;
  return bind(server, port, host);
}
