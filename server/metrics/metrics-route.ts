// GET /metrics in the Prometheus text format. Mounted on the public app only when no
// METRICS_PORT is configured; otherwise served by its own listener on that port alone.
import { Router } from 'express';
import type { Registry } from 'prom-client';

export function metricsRoute(registry: Registry): Router {
  const router = Router();
  router.get('/metrics', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.type(registry.contentType).send(await registry.metrics());
  });
  return router;
}
