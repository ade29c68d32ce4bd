// The last two handlers (expressjs error-pages): 404 and the error handler. Both pick a
// page or JSON by path; neither ever sends a stack, an upstream body or a credential.
// Their pages print the site clock's year, as every page does.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { moscowYear } from '#shared/content/calendar.js';
import type { Clock } from '../calendar/clock.js';
import { HttpError } from '../answers/http-errors.js';
import { renderErrorPage, type ErrorPageTexts } from '../answers/error-page.js';
import type { Preview } from '../preview/preview.js';
import type { PageEntry } from '../pages/page-kind.js';
import { SITE_BASES, type Site } from '#shared/pages/sites.js';

export const NOT_FOUND_TEXT = 'This page could not be found';

/** For a route that knows a path is not there: the error handler answers it as the 404 page. */
export const notThere = (): HttpError => new HttpError(404, NOT_FOUND_TEXT);

/**
 * A 404 may be shared, but briefly: a campaign's page is 404 until its announce day, and a
 * CDN must not keep that answer long past it. An answer that set its own (no-store, a
 * preview's private) keeps it.
 */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60';

/**
 * Every 404 is kept per Cookie, a hidden campaign's (its preview may follow: a kept 404 must
 * not hide it) and an unknown path's alike: a 404 that differed in one header would
 * tell a hidden campaign from an unknown id.
 */
function briefly(res: Response): void {
  if (!res.hasHeader('cache-control')) res.setHeader('cache-control', NOT_FOUND_CACHE_CONTROL);
  // Set here, last, whoever set it before (a campaign's route, for its preview): its place among
  // the header lines would tell the two 404s apart as well as its value.
  const before = res.getHeader('vary');
  res.removeHeader('vary');
  if (before !== undefined) res.setHeader('vary', before);
  res.vary('Cookie');
}

const wantsJson = (path: string) => path.startsWith('/api/') || path === '/api';

/** The page of ours the visitor came from (its path and query), when the Referer names one of this site's pages. */
function ownPageOf(req: Request, site: Site): string | undefined {
  const referer = req.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const from = new URL(referer);
  const ours = from.host === req.get('host') && from.pathname.startsWith(SITE_BASES[site]) && !wantsJson(from.pathname);
  return ours ? from.pathname + from.search : undefined;
}

/** body-parser and friends mark client errors with `status`/`expose`; keep their status, not their text. */
function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status
    ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  413: 'Request body is too large',
  415: 'Unsupported media type',
};

/** A refusal with words of its own says the site's file's (else its built-in message). */
const ownWords = (error: HttpError, texts: ErrorPageTexts): string =>
  (error.words && texts.errors?.refusals[error.words]) || error.message;

/**
 * `pages`: the lasting pages a 404 lists. `preview`: a 404 reached with a preview that opens
 * nothing says so (server/preview/preview.ts). `texts`: the site's own content file's (the 404's, 500's, the refusals').
 */
export function errorPages(
  clock: Clock, pages: readonly PageEntry[], preview?: Pick<Preview, 'stale'>, texts: ErrorPageTexts = {},
): { notFound: RequestHandler; errorHandler: ErrorRequestHandler } {
  const year = () => moscowYear(clock.now());

  const notFound: RequestHandler = (req, res) => {
    if (wantsJson(req.path)) {
      briefly(res);
      res.status(404).json({ message: 'Not found' });
      return;
    }
    res.status(404).type('html').setHeader('x-robots-tag', 'noindex');
    const stalePreview = preview?.stale(req) ?? false;
    // Told per visitor: such a page is kept by no cache (the plain 404 is shared briefly).
    if (stalePreview) res.setHeader('cache-control', 'private, no-store');
    briefly(res);
    res.send(renderErrorPage(404, NOT_FOUND_TEXT, res.locals.host?.site, year(), { stalePreview, pages, texts }));
  };

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    else req.log?.info({ status, reason: (error as Error)?.message }, 'request refused');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A route's 404 (a hidden campaign's art, /metrics refused) is the unknown path's page, byte for byte.
    if (status === 404 && !wantsJson(req.path)) return notFound(req, res, _next);
    if (status === 404) briefly(res);
    const message = error instanceof HttpError
      ? ownWords(error, texts)
      : CLIENT_MESSAGES[status] ?? (status >= 500 ? 'Internal server error' : 'Request failed');
    if (wantsJson(req.path)) {
      res.status(status).json({ message, ...(error instanceof HttpError && error.details ? { errors: error.details } : {}) });
      return;
    }
    res.status(status).type('html').setHeader('x-robots-tag', 'noindex');
    const site: Site = res.locals.host?.site ?? 'promo';
    // A server error's own text stays in the log; a 503 the server means (HttpError) says its words.
    const shown = status >= 500 && !(error instanceof HttpError) ? 'Internal Server Error' : message;
    // An expired or revoked preview link leads back to its campaign's own page (the address without the link's key).
    const preview = error instanceof HttpError && (error.words === 'previewRevoked' || error.words === 'previewExpired');
    const back = ownPageOf(req, site) ?? (preview ? new URL(req.originalUrl, 'http://promo.invalid').pathname : undefined);
    res.send(renderErrorPage(status, shown, site, year(), { texts, back }));
  };

  return { notFound, errorHandler };
}
