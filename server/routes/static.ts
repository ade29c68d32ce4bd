// Hashed client bundles (immutable, one year), banners and the public-offer PDF, each
// served precompressed (.br/.gz written by build.mjs) when the client accepts it. Served
// under both bases, since a page on the business host refers to `/assets/…`.
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
 * `contentBanners`: the content folder's banners (server/content/load-content.ts), served
 * before the build's, read at each request so a new one needs no restart; `encoded`: the
 * raster banners' encoded files (server/content/raster-banners.ts), named by their
 * content, so kept a year like the bundles.
 */
export function staticFiles(distDir: string, contentBanners: string, encoded: BannerStores): Router {
  const router = Router();
  const assets = precompressed(path.join(distDir, 'client'), (res, file) => {
    res.setHeader('cache-control', file.endsWith('manifest.json') ? 'no-store' : `public, max-age=${YEAR_SECONDS}, immutable`);
  });
  const publicFiles = precompressed(path.join(distDir, 'public'), (res) => res.setHeader('cache-control', `public, max-age=${DAY_SECONDS}`));
  const immutable = { index: false, fallthrough: true, cacheControl: false, dotfiles: 'ignore', setHeaders: (res: import('http').ServerResponse) => {
    res.setHeader('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
  } } as const;
  const encodedBanners = [express.static(encoded.built, immutable), express.static(encoded.cache, immutable)];
  const bannersOfContent = express.static(contentBanners, { index: false, fallthrough: true, cacheControl: false, dotfiles: 'ignore', setHeaders: (res) => res.setHeader('cache-control', `public, max-age=${DAY_SECONDS}`) });
  const loyalOffer = precompressed(path.join(distDir, 'public/download/loyal'), (res) => {
    res.setHeader('cache-control', `public, max-age=${DAY_SECONDS}`);
    res.setHeader('content-disposition', 'inline');
  });
  for (const base of Object.values(SITE_BASES)) {
    router.use(`${base}assets/banners`, encodedBanners);
    router.use(`${base}assets`, assets);
    router.use(`${base}static/banners`, bannersOfContent);
    router.use(`${base}static`, publicFiles);
  }
  router.use(`${SITE_BASES.promo}download/loyal`, loyalOffer);
  return router;
}
