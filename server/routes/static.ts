// Hashed client bundles (immutable, one year), banners and the public-offer PDF. Served
// under both bases, since a page on the business host refers to `/assets/…`.
import express, { Router } from 'express';
import path from 'node:path';
import { SITE_BASES } from '#shared/pages/sites.js';

const YEAR = 365 * 24 * 60 * 60 * 1000;

export function staticFiles(distDir: string): Router {
  const router = Router();
  const assets = express.static(path.join(distDir, 'client'), {
    immutable: true,
    maxAge: YEAR,
    index: false,
    fallthrough: true,
    setHeaders: (res, file) => {
      if (file.endsWith('manifest.json')) res.setHeader('cache-control', 'no-store');
    },
  });
  const publicFiles = express.static(path.join(distDir, 'public'), { maxAge: '1d', index: false });
  const loyalOffer = express.static(path.join(distDir, 'public/download/loyal'), {
    maxAge: '1d',
    index: false,
    setHeaders: (res) => res.setHeader('content-disposition', 'inline'),
  });
  for (const base of Object.values(SITE_BASES)) {
    router.use(`${base}assets`, assets);
    router.use(`${base}static`, publicFiles);
  }
  router.use(`${SITE_BASES.promo}download/loyal`, loyalOffer);
  return router;
}
