// Preview of hidden and upcoming campaigns (PRODUCT.md §4; the anchor is Next.js draft
// mode): `?preview=<PREVIEW_TOKEN>` on a page answers 303 to the same URL without the
// token and sets an HttpOnly cookie; with that cookie a campaign page renders as it will
// when running. The cookie holds an HMAC of the token, never the token; both are compared
// in constant time (SHA-256 digests of equal length through timingSafeEqual). Preview
// responses are private: never stored in or served from the render cache.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { RouteTable } from '#shared/pages/registry.js';
import { parse as parseCookies } from 'cookie';

const PREVIEW_COOKIE = 'promo_preview';
const PREVIEW_PARAM = 'preview';
/** How the parameter shows in a URL: looked for on every render-cache hit, so made once. */
const PREVIEW_QUERY = `${PREVIEW_PARAM}=`;
/** A working day of looking at a page, then the token again. */
const COOKIE_MAX_AGE_MS = 8 * 60 * 60 * 1000;

const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, expected: Buffer) => timingSafeEqual(digest(given), expected);

export interface Preview {
  /** Cheap, no allocation: may this request be a preview or ask for one? (The render-cache hit path asks.) */
  mayApply(req: IncomingMessage): boolean;
  /** The request carries a valid preview cookie. */
  isPreview(req: Request): boolean;
  /** `?preview=<token>` on a page path: the cookie and a 303 without the token; anything else passes on. */
  entry(routes: RouteTable): RequestHandler;
}

/** The URL as asked, without the preview parameter: a page path of ours, so never another host. */
function withoutToken(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://promo.invalid');
  url.searchParams.delete(PREVIEW_PARAM);
  return url.pathname + url.search;
}

/** Preview when PREVIEW_TOKEN is set; undefined (off) otherwise. */
export function createPreview(token: string | undefined): Preview | undefined {
  if (token === undefined) return undefined;
  const tokenDigest = digest(token);
  const cookie = createHmac('sha256', token).update('promo preview cookie v1').digest('base64url');
  const cookieDigest = digest(cookie);
  return {
    mayApply: (req) => req.url!.includes(PREVIEW_QUERY) || (req.headers.cookie !== undefined && req.headers.cookie.includes(PREVIEW_COOKIE)),
    isPreview(req) {
      const value = req.headers.cookie === undefined ? undefined : parseCookies(req.headers.cookie)[PREVIEW_COOKIE];
      return value !== undefined && sameSecret(value, cookieDigest);
    },
    entry: (routes) => (req, res, next) => {
      const given = req.query[PREVIEW_PARAM];
      if (typeof given !== 'string' || !routes.match(res.locals.host.site, req.path) || !sameSecret(given, tokenDigest)) return next();
      res.cookie(PREVIEW_COOKIE, cookie, { httpOnly: true, secure: req.secure, sameSite: 'lax', path: '/', maxAge: COOKIE_MAX_AGE_MS });
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('x-robots-tag', 'noindex');
      res.redirect(303, withoutToken(req.originalUrl));
    },
  };
}
