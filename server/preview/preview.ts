// Preview of a campaign in any state for the holders of its link only (docs/product.md §4; the anchor is Next.js
// draft mode). `?preview=<grant>` (preview-grant.ts: campaign and expiry signed with PREVIEW_TOKEN) answers 303 to the
// URL without it and keeps the grant in an HttpOnly cookie of that campaign; the bare PREVIEW_TOKEN opens a campaign
// for a working day; `?preview=exit` drops the cookie. Preview responses are private, never in the render cache.
// Revoked links (preview-epochs.ts) are refused (403), revoked cookies told on the 404; until the revocations were read
// once nothing opens, a link answered 503 (docs/decisions/022-preview-grants.md).
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { RouteTable } from '#server/pages/page-registry.js';
import { PREVIEW_EXIT, PREVIEW_PARAM, PREVIEW_PHASE_PARAM } from '#shared/pages/preview-links.js';
import { HttpError } from '../answers/http-errors.js';
import { PREVIEW_EXPIRED, PREVIEW_REVOKED, PREVIEW_UNCHECKED } from '../answers/refusal-words.js';
import { checkGrant, signGrant } from './preview-grant.js';
import { NEVER_REVOKED, type PreviewEpochs } from './preview-epochs.js';
import { parse as parseCookies } from 'cookie';
import { cookieOf, secretMatcher } from './request-secret.js';
import { previewIdOf } from '../pages/campaign-pages.js';
import { SLUG_PATTERN } from '#shared/content/campaign-schema.js';

/** Every preview cookie's name starts so: one per campaign, `promo_preview_<id>`. */
const COOKIE_PREFIX = 'promo_preview';
/** How the parameter shows in a URL: looked for on every render-cache hit, so made once. */
const PREVIEW_QUERY = `${PREVIEW_PARAM}=`;
/** What the team's bare token opens: a working day of looking at a page. */
const TOKEN_GRANT_MS = 8 * 60 * 60 * 1000;
/** Retry-After of a link refused while the revocations are unread: the epochs' store is read every 2 s. */
const UNCHECKED_RETRY_S = '60';
/**
 * How long a preview cookie outlives its grant: the browser keeps bringing it back, so a
 * holder who returns after the grant ended is told so instead of meeting a bare 404
 * (docs/decisions/022-preview-grants.md). The grant's own expiry is what the server checks.
 */
export const STALE_COOKIE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Preview {
  /** Cheap, no allocation: may this request be a preview or ask for one? (The render-cache hit path asks.) */
  mayApply(req: IncomingMessage): boolean;
  /** The request's cookie holds an unexpired grant for this campaign. */
  holds(req: IncomingMessage, campaignId: string): boolean;
  /**
   * Asked by the hit path once mayApply said yes, for a campaign's page: whether the
   * request must leave it. Only a preview the chain would act on does: a `?preview=` that
   * is `exit`, the token or a grant signed here for this campaign (valid, expired or
   * revoked: the chain answers each), or a cookie holding a valid grant for it. Anything
   * else (a made-up value, another campaign's cookie) is a plain visit, answered as one
   * from the cache (docs/decisions/040-personal-work-budget.md).
   */
  opens(req: IncomingMessage, campaignId: string): boolean;
  /** `?preview=<grant|token|exit>` on a campaign page: the cookie and a 303 without it; anything else passes on. */
  entry(routes: RouteTable): RequestHandler;
  /**
   * The request carries a preview that opens nothing: a `?preview=` that is no grant here,
   * or a preview cookie whose grant has expired or no longer verifies (PREVIEW_TOKEN
   * changed). The 404 page says so; it depends on the request alone, never on the path,
   * so it tells nobody whether a hidden campaign is there.
   */
  stale(req: IncomingMessage): boolean;
}

/** Nothing about a preview is kept by a cache or indexed. */
function privately(res: Response): void {
  res.setHeader('cache-control', 'private, no-store');
  res.setHeader('x-robots-tag', 'noindex');
}

const cookieName = (campaignId: string) => `${COOKIE_PREFIX}_${campaignId}`;

/** The URL as asked, without the preview's parameters: a page path of ours, so never another host. */
function withoutPreviewParams(originalUrl: string): string {
  const url = new URL(originalUrl, 'http://promo.invalid');
  url.searchParams.delete(PREVIEW_PARAM);
  url.searchParams.delete(PREVIEW_PHASE_PARAM);
  return url.pathname + url.search;
}

/**
 * The campaign id a promo page's path names (`<base><id>`), if it is one: the address of a new
 * campaign not yet published, whose change under review a link shows (preview-page.ts).
 */
export function campaignIdAt(res: Response, path: string): string | undefined {
  const { site, base } = res.locals.host;
  const id = site === 'promo' && path.startsWith(base) ? path.slice(base.length) : '';
  return SLUG_PATTERN.test(id) ? id : undefined;
}

/** Preview off (no PREVIEW_TOKEN): nobody holds one, and `?preview=` is an unknown parameter. */
const PREVIEW_OFF: Preview = {
  mayApply: () => false,
  holds: () => false,
  opens: () => false,
  entry: () => (_req, _res, next) => next(),
  stale: () => false,
};

/** Preview when PREVIEW_TOKEN is set; off otherwise. `now` is real time: a grant's expiry is not the calendar's. */
export function createPreview(
  token: string | undefined, now: () => number = Date.now, epochs: Pick<PreviewEpochs, 'of' | 'known'> = NEVER_REVOKED,
): Preview {
  if (token === undefined) return PREVIEW_OFF;
  const isToken = secretMatcher(token);

  /** The grant `given` stands for, with its end; undefined for anything that is not one; throws 403 for an expired one. */
  function grantOf(campaignId: string, given: string, res: Response): { grant: string; expiresAt: number } | undefined {
    const at = now();
    if (!epochs.known()) {
      privately(res);
      res.setHeader('retry-after', UNCHECKED_RETRY_S);
      throw new HttpError(503, PREVIEW_UNCHECKED);
    }
    // The team's bare token: a grant of its own for this campaign, checked as any other below.
    const epoch = epochs.of(campaignId);
    const grant = isToken(given) ? signGrant(token!, campaignId, at + TOKEN_GRANT_MS, epoch) : given;
    const check = checkGrant(token!, campaignId, grant, at, epoch);
    if (check.valid) return { grant, expiresAt: check.expiresAt };
    if (check.expired || check.revoked) {
      privately(res);
      const [message, words] = check.revoked ? [PREVIEW_REVOKED, 'previewRevoked' as const] : [PREVIEW_EXPIRED, 'previewExpired' as const];
      throw new HttpError(403, message, undefined, words);
    }
    return undefined;
  }

  const holds = (req: IncomingMessage, campaignId: string): boolean => {
    const value = cookieOf(req, cookieName(campaignId));
    return value !== undefined && epochs.known() && checkGrant(token, campaignId, value, now(), epochs.of(campaignId)).valid;
  };

  return {
    mayApply: (req) => req.url!.includes(PREVIEW_QUERY) || (req.headers.cookie !== undefined && req.headers.cookie.includes(COOKIE_PREFIX)),
    holds,
    opens(req, campaignId) {
      if (req.url!.includes(PREVIEW_QUERY)) {
        const given = new URL(req.url!, 'http://promo.invalid').searchParams.get(PREVIEW_PARAM);
        if (given !== null && (given === PREVIEW_EXIT || isToken(given) || !epochs.known())) return true;
        const check = given === null ? undefined : checkGrant(token, campaignId, given, now(), epochs.of(campaignId));
        if (check && (check.valid || check.expired || check.revoked === true)) return true;
      }
      return holds(req, campaignId);
    },
    stale(req) {
      // A `?preview=` that reached the 404 page opened nothing (a grant that holds answers 303 before).
      if (req.url!.includes(PREVIEW_QUERY) && new URL(req.url!, 'http://promo.invalid').searchParams.get(PREVIEW_PARAM) !== PREVIEW_EXIT) return true;
      if (req.headers.cookie === undefined || !req.headers.cookie.includes(COOKIE_PREFIX)) return false;
      const at = now();
      return Object.entries(parseCookies(req.headers.cookie)).some(([name, value]) => {
        if (!name.startsWith(`${COOKIE_PREFIX}_`) || value === undefined) return false;
        const campaignId = name.slice(COOKIE_PREFIX.length + 1);
        return !checkGrant(token, campaignId, value, at, epochs.of(campaignId)).valid;
      });
    },
    entry: (routes) => (req, res, next) => {
      const given = req.query[PREVIEW_PARAM];
      if (typeof given !== 'string') return next();
      // A page of the site, or the address of a campaign not yet published (only a grant for it opens it).
      const page = routes.match(res.locals.host.site, req.path);
      const campaignId = page ? previewIdOf(page) : campaignIdAt(res, req.path);
      // The team's bare token opens pages of the site only: a campaign not yet published opens by a link signed for it.
      if (!campaignId || (!page && isToken(given))) return next();
      const cookie = { httpOnly: true, secure: req.secure, sameSite: 'lax', path: '/' } as const;
      if (given === PREVIEW_EXIT) {
        privately(res);
        res.clearCookie(cookieName(campaignId), cookie);
        return res.redirect(303, withoutPreviewParams(req.originalUrl));
      }
      const granted = grantOf(campaignId, given, res);
      if (!granted) return next();
      privately(res);
      res.cookie(cookieName(campaignId), granted.grant, { ...cookie, maxAge: granted.expiresAt - now() + STALE_COOKIE_MS });
      res.redirect(303, withoutPreviewParams(req.originalUrl));
    },
  };
}
