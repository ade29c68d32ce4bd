// /healthz: the process is alive. /readyz: it can serve (assets read, not shutting down).
import { Router } from 'express';

export function health(isReady: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    const ready = isReady();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
  return router;
}
