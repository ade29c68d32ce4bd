// /metrics on its own port (METRICS_PORT), so the public port never exposes it: a
// scraper inside the cluster reaches it, a visitor through the load balancer does not.
import type { Server } from 'node:http';
import express from 'express';
import type { Registry } from 'prom-client';
import { metricsRoute } from '../routes/metrics-route.js';
import { bind } from './listen.js';
import { createProbeServer } from './probe-server.js';

export function startMetricsServer(registry: Registry, host: string, port: number): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  // Its own port: whoever reaches it is the scraper it is there for.
  app.use(metricsRoute(registry, () => true));
  app.use((_req, res) => res.status(404).type('text').send('Not found'));
  // Bounded as the health port is: a scraper or two, never thousands of sockets.
  return bind(createProbeServer(app), port, host);
}
