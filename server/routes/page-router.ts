// The pages behind Express, on react-router-dom's data router over the route table (server/pages/page-routes.ts:
// the one matcher the hit path and the preview use too). A GET is planned and looked up as the hit path does it
// (page-view.ts), a miss rendered through its route's loader and Component; a posted form is its route's action
// (server/forms/posted-form.ts), a post its limit is known to refuse answered first from its stored page. Matching,
// redirects, 405 and the visitor's leaving are the library's (docs/decisions/270-route-backbone.md).
import { Router, type NextFunction, type Request, type Response } from 'express';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import type { RouteTable } from '#server/pages/page-registry.js';
import { decodable } from '#server/pages/page-routes.js';
import { visitorLeft } from '../request/visitor-left.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { uncachedPage } from '../render/encoded-page.js';
import { sendPage } from '../render/send-page.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { PostedForms, TakePosted } from '../forms/posted-form.js';
import type { ShowPage } from './page-view.js';

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

export interface PageRouterDeps {
  routes: RouteTable;
  /** A GET of a page (page-view.ts). */
  show: ShowPage;
  /** A page's action, and the refusal answered before it (posted-form.ts). */
  posted: PostedForms;
  /** Renders a posted form's answer from the query's context. */
  renderer: PageRenderer;
  /** The busy page of a form refused for want of room. */
  shed: Shedding;
}

/** The loader after a form's action: the page is the action's data (page-renderer.ts's pageDataOf). */
const afterAction = () => Promise.resolve(null);

/** `res` with `status` and the headers a route gave its answer. */
const headed = (res: Response, status: number, headers: Headers | undefined) => {
  headers?.forEach((value, name) => res.setHeader(name, value));
  return res.status(status);
};

export function pageRouter({ routes, show, posted, renderer, shed }: PageRouterDeps): Router {
  /**
   * Sends the context's answer to a form posted to a page, with the action's status and headers:
   * the page with the form's answer, or the cookie consent's way back (a 303 and its cookie).
   */
  function sendAnswer(req: Request, res: Response, context: StaticHandlerContext) {
    const { route } = context.matches.at(-1)!;
    const { statusCode: status, actionHeaders: { [route.id]: headers } } = context;
    if (status >= 300 && status < 400) return void headed(res, status, headers).end();
    const html = renderer.html(routes.byId(route.id)!, res.locals.host.site, context);
    if (res.destroyed) return;
    if (status === 200) return void sendPage(req, res, uncachedPage(html), headers?.get('cache-control') ?? 'private, no-store');
    headed(res, status, headers).type('html').send(html);
  }

  async function answer(req: Request, res: Response, next: NextFunction) {
    // No page has a path that is not UTF-8 once decoded; the library would warn with it on stderr.
    if (!decodable(req.path)) return next();
    const request = new PageRequest(req, res);
    const page = { take: (taken: Parameters<TakePosted>[2]) => posted.take(req, res, taken), load: afterAction };
    const result = await routes.handlers[res.locals.host.site].query(request, { requestContext: { page } }).catch((error: unknown) => {
      // The visitor left: the library stops where it was, and nobody is answered.
      if (request.signal.aborted) return undefined;
      throw error;
    });
    if (!result) return;
    // The action answered itself: a refused post's stored page (server/forms/posted-refusal.ts).
    if (res.headersSent) return;
    // An old address's redirect, with the headers its route gave it.
    if (result instanceof globalThis.Response) return void headed(res, result.status, result.headers).end();
    const thrown = result.errors && Object.values(result.errors)[0];
    if (thrown === undefined || thrown === null) return sendAnswer(req, res, result);
    // No room for a form's personal work: the busy page.
    if (isRouteErrorResponse(thrown) && thrown.status === 503) return shed.busy(res, 'page');
    // No page here, a hidden one, or a method the page does not take: the 404 page, as for any unknown path.
    if (isRouteErrorResponse(thrown)) return next();
    throw thrown;
  }

  const router = Router();
  router.get(/.*/, (req, res, next) => {
    const page = routes.match(res.locals.host.site, req.path);
    return page ? show(req, res, page, next) : answer(req, res, next);
  });
  router.post(/.*/, async (req, res, next) => {
    const page = decodable(req.path) ? routes.match(res.locals.host.site, req.path) : undefined;
    if (page && (await posted.answeredEarly(req, res, page))) return;
    return answer(req, res, next);
  });
  return router;
}
