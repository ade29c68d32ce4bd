// The cookie notice's "Принять" posted to the page itself (pages whose kind shows the notice:
// PageVariant.cookieNotice): the consent cookie set, and the visitor sent back to the
// page as it was asked for (its city stays in the query); the path is our own.
import type { Request, Response } from 'express';
import { redirect } from 'react-router-dom';
import { COOKIE_ACCEPTED } from '#shared/store/slices/business-page.js';
import type { PageEntry } from '#server/pages/page-kind.js';

/** The consent lives a year, as when the page's script sets it. */
const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** The consent cookie set on `res`, and the redirect back (the action's answer: the library keeps only its Location). */
export function acceptCookies(req: Request, res: Response, page: PageEntry): globalThis.Response {
  res.cookie(COOKIE_ACCEPTED, '1', { maxAge: CONSENT_MAX_AGE_MS, path: '/', sameSite: 'lax' });
  res.setHeader('cache-control', 'no-store');
  return redirect(page.paths[res.locals.host.site]! + new URL(req.originalUrl, 'http://host').search, 303);
}
