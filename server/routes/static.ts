// Hashed client bundles (immutable, one year), banners and the public-offer PDF, each
// served precompressed (.br/.gz written by build.mjs) when the client accepts it. Served
// under both bases, since a page on the business host refers to `/assets/…`. The
// campaigns' banners and the brands' logos come from the content folder, by the names the
// content gives only (content-files.ts, before this); the fixed pages' art from public/.
import express, { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { BannerStores } from '../content/raster-banners.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

function precompressed(root: string, setHeaders: (res: import('http').ServerResponse, file: string) => void): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, fallthrough: true, cacheControl: false, setHeaders },
  });
}

/**
 * `encoded`: the raster banners' encoded files (server/content/raster-banners.ts), named by
 * their content, so kept a year like the bundles.
 */
export function staticFiles(distDir: string, encoded: BannerStores): Router {
  const router = Router();
  const assets = precompressed(path.join(distDir, 'client'), (res, file) => {
    res.setHeader('cache-control', file.endsWith('manifest.json') ? 'no-store' : `public, max-age=${YEAR_SECONDS}, immutable`);
  });
  const daily = (res: import('http').ServerResponse) => res.setHeader('cache-control', `public, max-age=${DAY_SECONDS}`);
  const publicFiles = precompressed(path.join(distDir, 'public'), daily);
  const immutable = {
    index: false,
    fallthrough: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (res: import('http').ServerResponse) => {
      res.setHeader('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    },
  } as const;
  const encodedBanners = [express.static(encoded.built, immutable), express.static(encoded.cache, immutable)];
  const loyalOffer = precompressed(path.join(distDir, 'public/download/loyal'), (res) => {
    res.setHeader('cache-control', `public, max-age=${DAY_SECONDS}`);
    res.setHeader('content-disposition', 'inline');
  });
  for (const base of Object.values(SITE_BASES)) {
    router.use(`${base}assets/banners`, encodedBanners);
    router.use(`${base}assets`, assets);
    router.use(`${base}static`, publicFiles);
  }
  router.use(`${SITE_BASES.promo}download/loyal`, loyalOffer);
  return router;
}
