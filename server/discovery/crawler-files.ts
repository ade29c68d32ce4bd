// /robots.txt and /sitemap.xml on each host (docs/product.md §9). robots.txt keeps crawlers
// out of the /api proxy and names the host's sitemap when its origin is configured; the
// sitemap exists only on a host with a configured origin (its URLs must be absolute,
// and the Host header is never trusted to make them).
import { Router } from 'express';
import type { Discovery } from './discovery.js';
import { sitemapEntries, sitemapXml } from './sitemap.js';

/** Crawlers read these files rarely; an hour keeps a phase change from waiting long. */
const CACHE_CONTROL = 'public, max-age=3600';

export function crawlerFiles(discovery: Discovery): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    const origin = discovery.origins[res.locals.host.site];
    const lines = ['User-agent: *', 'Disallow: /api/', ...(origin ? [`Sitemap: ${origin}/sitemap.xml`] : [])];
    res.setHeader('cache-control', CACHE_CONTROL);
    res.type('text/plain').send(`${lines.join('\n')}\n`);
  });
  router.get('/sitemap.xml', (_req, res, next) => {
    const { site } = res.locals.host;
    if (!discovery.origins[site]) return next();
    res.setHeader('cache-control', CACHE_CONTROL);
    res.type('application/xml').send(sitemapXml(sitemapEntries(site, discovery, discovery.site.clock.now())));
  });
  return router;
}
