// A page route's first step: the page the request's path names on its site, kept for the
// route's later steps (cookies, the answer), so the path is matched once. No page: the
// route is skipped (`next('route')`), and the chain goes on to what follows it.
import type { Request, RequestHandler } from 'express';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { RouteTable } from '#server/pages/page-registry.js';
import { handedOnOf } from './handed-on.js';

export interface MatchedPage {
  /** The step that matches the path (or takes the listener's match of a request it handed on). */
  match: RequestHandler;
  /** The page `match` found for this request. */
  pageOf(req: Request): PageEntry | undefined;
}

export function matchedPage(routes: RouteTable): MatchedPage {
  const matched = new WeakMap<Request, PageEntry>();
  return {
    match: (req, res, next) => {
      // The listener matched the path already when it handed a miss on (handed-on.ts).
      const page = handedOnOf(req)?.miss?.page ?? routes.match(res.locals.host.site, req.path);
      if (!page) return next('route');
      matched.set(req, page);
      next();
    },
    pageOf: (req) => matched.get(req),
  };
}
