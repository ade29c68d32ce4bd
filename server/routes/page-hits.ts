// The site's hot path: a page that is the same for every visitor (campaigns,
// karta-elektrika, lovecategory), answered with its stored bytes before the rest of the
// app runs, whatever query it carries (campaign links come with utm_* tags) unless the
// query is a card form's. Everything else (a miss, a card form, a page that varies per
// visitor) goes on to the full chain, which renders and fills the cache.
//
// It does what the chain would have done for such a request, and no more: the same
// security headers (computed once at start-up), a request id, one access line and one
// duration observation. No cookie parsing, no visitor address, no store, no router.
import { parse as parseQuery } from 'node:querystring';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../log.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { RenderCache } from '../render/render-cache.js';
import type { ObserveRequest } from '../metrics/http-metrics.js';
import type { Metrics } from '../metrics/metrics.js';
import { PAGE_MODULES } from '../loaders/page-modules.js';
import { CARD_FORM_ANSWERS, submittedCard } from '../loaders/card-form-answers.js';
import { renderCacheKey, sharedCacheControl } from '../render/page-cache-policy.js';
import type { SiteContent } from '../content/site-content.js';
import type { Preview } from '../preview/preview.js';
import { sendPage } from '../render/send-page.js';
import { resolveHostRule } from '../request/host-rule.js';
import { requestIdOf } from '../request/request-facts.js';
import { logRequest } from '../request/access-log.js';
import { securityHeaderList } from '../request/security-headers.js';
import type { PageTracing } from '../page-tracing.js';

export interface PageHitDeps {
  config: Config;
  log: Logger;
  upstream: CachedUpstream;
  renderCache: RenderCache;
  site: SiteContent;
  preview?: Preview;
  metrics?: Metrics;
  observe?: ObserveRequest;
  tracing?: PageTracing;
}

export function pageHits({ config, log, upstream, renderCache, site: { routes, clock }, preview, metrics, observe, tracing }: PageHitDeps): RequestHandler {
  // The full chain sets the request id first, then the security headers: the same order
  // here, the id's value filled in per request by sendPage.
  const leading: readonly string[] = ['x-request-id', '', ...securityHeaderList(config).flat()];
  const cacheControl = sharedCacheControl(config);
  const cacheHits = metrics?.renderCache.labels('hit');

  return (req, res, next) => {
    const started = performance.now();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A preview (or a request for one) is never answered from the cache (PRODUCT.md §4).
    if (preview?.mayApply(req)) return next();
    const queryAt = req.url.indexOf('?');
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const { site } = resolveHostRule(req.headers.host);
    const page = routes.match(site, path);
    if (!page || PAGE_MODULES[page.kind].variant) return next();
    // Parsed as Express parses a query, so both paths agree on what is a card form.
    if (queryAt !== -1 && CARD_FORM_ANSWERS[page.kind] && submittedCard(parseQuery(req.url.slice(queryAt + 1))) !== undefined) return next();
    // A stored page past its next phase change is dropped here (the one calendar check of a hit).
    const now = clock.now();
    // Made before the lookup: a stale entry's refresh it starts is made for this request.
    const requestId = requestIdOf(req);
    const stored = renderCache.get(renderCacheKey(site, page), upstream.stillCurrent, now, requestId);
    if (!stored) {
      res.locals.requestId = requestId;
      return next();
    }

    cacheHits?.inc();
    const cc = cacheControl(stored.validUntil, now, stored.partial);
    const status = tracing ? tracing.render(page.id, 'hit', () => sendPage(req, res, stored, cc, leading, requestId)) : sendPage(req, res, stored, cc, leading, requestId);
    observe?.('page', req.method, status, started);
    logRequest(log, { requestId, method: req.method, path, status, started });
  };
}
