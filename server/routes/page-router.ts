// The pages behind Express, on react-router-dom's data router over the route table's route
// objects (server/pages/page-routes.ts: the one matcher the hit path and the preview use too):
// a page's loader answers the page (page-view.ts: the preview, the 404 of a hidden page, the
// card form, the stored page or a render) and its action takes the form the page posts to
// itself (server/forms/posted-form.ts, then the library runs the loader again: the page
// answered with the form's outcome); an old address's loader redirects. Matching (whole path,
// case and all, trailing slashes optional), redirects, action-then-reload, 405 and the
// visitor's leaving (the request's signal) are the library's (docs/decisions/270-route-backbone.md).
// A render-cache hit never comes here: the listener answers it first (page-hits.ts).
import { Router, type NextFunction, type Request, type Response } from 'express';
import { createStaticHandler, isRouteErrorResponse, type StaticHandler } from 'react-router-dom';
import type { Site } from '#shared/pages/sites.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { RouteTable } from '#server/pages/page-registry.js';
import { decodable } from '#server/pages/page-routes.js';
import { visitorLeft } from '../request/visitor-left.js';
import type { PageExchange, PageHandlers } from '../forms/page-exchange.js';

/**
 * The Fetch request the data router reads: method (HEAD is a GET whose body Node drops), path,
 * query; its signal is the visitor-left one itself. Given as the `signal` option, undici would
 * follow it with a signal of its own (a listener, a weak reference, a finalizer) on every
 * request that reaches the router, for the same abort.
 */
class PageRequest extends globalThis.Request {
  readonly #left: AbortSignal;
  constructor(req: Request, res: Response) {
    super(`http://page${req.originalUrl}`, { method: req.method === 'POST' ? 'POST' : 'GET' });
    this.#left = visitorLeft(res);
  }

  override get signal(): AbortSignal {
    return this.#left;
  }
}

/** Sends what the router answered itself: a redirect, with the headers its route gave it. */
function sendResponse(res: Response, answer: globalThis.Response) {
  res.status(answer.status);
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.end();
}

export function pageRouter(routes: RouteTable, handlers: PageHandlers): Router {
  const handlerOf: Record<Site, StaticHandler> = {
    promo: createStaticHandler(routes.objects.promo), business: createStaticHandler(routes.objects.business),
  };
  // A form kept for the loader that runs after the action (the library's reload); a redirect, the library's to send.
  const takePosted = async (exchange: PageExchange, page: PageEntry) => {
    const taken = await handlers.take(exchange, page);
    if (taken instanceof globalThis.Response) return taken;
    exchange.posted = taken;
    return null;
  };

  async function answer(handler: StaticHandler, req: Request, res: Response, next: NextFunction) {
    // No page has a path that is not UTF-8 once decoded; the library would warn with it on stderr.
    if (!decodable(req.path)) return next();
    const request = new PageRequest(req, res);
    let result: Awaited<ReturnType<StaticHandler['query']>>;
    try {
      const exchange: PageExchange = { req, res };
      const page = {
        show: (shown: PageEntry) => handlers.show(exchange, shown).then(() => null),
        take: (taken: PageEntry) => takePosted(exchange, taken),
      };
      result = await handler.query(request, { requestContext: { page } });
    } catch (error) {
      // The visitor left: the library stops where it was, and nobody is answered.
      if (request.signal.aborted) return;
      throw error;
    }
    if (result instanceof globalThis.Response) return sendResponse(res, result);
    const thrown = result.errors && Object.values(result.errors)[0];
    // No page here, a hidden one, or a method the page does not take: the 404 page, as for any unknown path.
    if (thrown === undefined || thrown === null) return;
    if (isRouteErrorResponse(thrown)) return next();
    throw thrown;
  }

  const router = Router();
  router.get(/.*/, (req, res, next) => answer(handlerOf[res.locals.host.site], req, res, next));
  router.post(/.*/, (req, res, next) => answer(handlerOf[res.locals.host.site], req, res, next));
  return router;
}
