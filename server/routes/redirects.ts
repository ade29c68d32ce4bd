// The old addresses of the route table (the page registry's, from the kinds' `redirects`), with or without the trailing
// slash, answered 301 with the page's path on this host. The target is a path from the
// table, never from Host; the query string is kept. Shared for an hour: a CDN keeps
// answering it, and a table that changes is followed the same day.
import { Router } from 'express';
import type { PageRegistry } from '../pages/page-registry.js';

const bothSlashes = (path: string) => [path.replace(/\/$/, ''), path.replace(/\/?$/, '/')];

export function redirects({ redirects: pageRedirects }: Pick<PageRegistry, 'redirects'>): Router {
  const router = Router();
  for (const { site, fromSite, page } of pageRedirects) {
    const target = page.paths[site]!;
    router.get(bothSlashes(page.paths[fromSite]!), (req, res, next) => {
      if (res.locals.host.site !== site) return next();
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      res.setHeader('cache-control', 'public, max-age=3600');
      res.redirect(301, target + query);
    });
  }
  return router;
}
