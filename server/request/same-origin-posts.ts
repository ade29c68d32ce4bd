// Posts that change something or carry personal data come from our own pages only (docs/product.md §11): another
// site's page can make a visitor's browser post to us with the visitor's address and cookies, and the browser says
// where the post comes from. Refused with 403 (the Russian page, or JSON for /api): `Sec-Fetch-Site: cross-site`, a
// foreign `Origin`, a browser's /api post that is neither JSON nor carries our islands' header
// (shared/api/island-header.ts); a post with no fetch metadata passes (docs/decisions/110-content-boundary.md). The
// personal GETs too, by Sec-Fetch-Site: an /api call (`<img src=/api/v2/promo/check/…>` elsewhere would spend a card's
// budget from the visitor's address) and a card form (`?card=`); a link followed to a plain page passes.
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler } from 'express';
import { ISLAND_HEADER } from '#shared/api/island-header.js';
import { RUM_PATH } from '#shared/rum/vitals.js';
import { HttpError } from '../answers/http-errors.js';
import { CROSS_SITE_REFUSAL } from '../answers/refusal-words.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `https://promo.example.ru:8443` → `promo.example.ru`; anything unreadable (`null` included) → undefined.
 * Host names without ports: the proxy passes on the name asked, not its port (deploy/nginx.conf's `Host $host`).
 */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The Host header's name, without its port. */
const askedHost = (req: IncomingMessage) => hostOf(`http://${req.headers.host ?? ''}`);

/**
 * The Origin is the host asked, by its name: on a port of its own (nginx on 8080) the browser's Origin names the port
 * and the Host the proxy passes on does not.
 */
export function originIsHostAsked(req: IncomingMessage, origin: string): boolean {
  const host = hostOf(origin);
  return host !== undefined && host === askedHost(req);
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The request says it comes from another site. */
function fromAnotherSite(req: IncomingMessage, ownHosts: ReadonlySet<string>): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  // The browser's own word that the post comes from this origin (or from the visitor, typed): no page can forge
  // it. The Origin may read `null` then: under our Referrer-Policy (helmet's no-referrer) Chromium sends a form
  // post's Origin so, and the no-JS forms are such posts.
  if (site === 'same-origin' || site === 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (originIsHostAsked(req, origin)) return false;
  const host = hostOf(origin);
  return host === undefined || !ownHosts.has(host);
}

/** A browser's /api post (it sends fetch metadata) in a shape a page may send another site unpreflighted. */
function simpleApiPost(req: IncomingMessage, path: string): boolean {
  if (!isApiPath(path)) return false;
  if (req.headers['sec-fetch-mode'] === undefined) return false;
  const json = /^application\/json\b/i.test(req.headers['content-type'] ?? '');
  return !json && req.headers[ISLAND_HEADER] === undefined;
}

/** Our own hosts: PUBLIC_ORIGIN's and PUBLIC_BUSINESS_ORIGIN's. */
const ownHostsOf = (publicOrigins: Readonly<Record<string, string | undefined>>) =>
  new Set(Object.values(publicOrigins).flatMap((origin) => {
    const host = origin === undefined ? undefined : hostOf(origin);
    return host === undefined ? [] : [host];
  }));

/** Whether a page post says it comes from another site (a listener's answer leaves it to the chain's refusal). */
export function postsFromAnotherSite(publicOrigins: Readonly<Record<string, string | undefined>>): (req: IncomingMessage) => boolean {
  const ownHosts = ownHostsOf(publicOrigins);
  return (req) => fromAnotherSite(req, ownHosts);
}

/** `publicOrigins`: PUBLIC_ORIGIN and PUBLIC_BUSINESS_ORIGIN, our own as well as the host asked. */
export function sameOriginPosts(publicOrigins: Readonly<Record<string, string | undefined>>): RequestHandler {
  const ownHosts = ownHostsOf(publicOrigins);
  return (req, _res, next) => {
    // The vitals beacon changes nothing and names no one; its own route answers a foreign one (rum-route.ts).
    if (SAFE_METHODS.has(req.method)) return personalGetFromAnotherSite(req) ? refuse(req, next) : next();
    if (req.path === RUM_PATH) return next();
    if (!fromAnotherSite(req, ownHosts) && !simpleApiPost(req, req.path)) return next();
    refuse(req, next);
  };
}

/** A card check or a card form asked by another site's page (the browser's own word: Sec-Fetch-Site). */
function personalGetFromAnotherSite(req: Request): boolean {
  if (req.headers['sec-fetch-site'] !== 'cross-site') return false;
  return isApiPath(req.path) || req.query.card !== undefined;
}

function refuse(req: Request, next: NextFunction): void {
  req.log?.info({ method: req.method, site: req.headers['sec-fetch-site'], origin: req.headers.origin }, 'cross-site request refused');
  next(new HttpError(403, CROSS_SITE_REFUSAL, undefined, 'crossSite'));
}
