// A stored page (the render cache's bytes) sent to a visitor, for both places that send
// one: the listener's hit path before Express (server/routes/page-hits.ts) and the page
// route's cached variant (server/routes/pages.ts). The page's Cache-Control and its
// render span are chosen here only (docs/decisions/060-hit-path.md), so the two cannot
// drift apart.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageEntry } from '#shared/pages/registry.js';
import type { Config } from '../config.js';
import type { PageTracing } from '../page-tracing.js';
import { PAGE_MODULES } from '../loaders/page-modules.js';
import type { CachedPage } from './render-cache.js';
import { pageCacheControl, sharedCacheControl } from './page-cache-policy.js';
import { sendPage } from './send-page.js';

/** What the listener sends that the Express chain would have set: the leading headers and the request id (send-page.ts). */
export interface BeforeChain {
  leading: readonly string[];
  requestId: string;
}

export interface StoredPageAnswer {
  /** The Cache-Control of `page` held until `validUntil`: private when it varies per visitor, else shared until then. */
  cacheControl(page: PageEntry, validUntil: number, now: number, partial?: boolean): string;
  /** Sends `stored` (or 304) inside the page's render span and returns the status sent. */
  send(req: IncomingMessage, res: ServerResponse, page: PageEntry, stored: CachedPage, now: number, before?: BeforeChain): number;
}

export function storedPageAnswer(config: Config, tracing?: PageTracing): StoredPageAnswer {
  const shared = sharedCacheControl(config);
  const personal = pageCacheControl(true, config);
  const cacheControl = (page: PageEntry, validUntil: number, now: number, partial?: boolean) =>
    (PAGE_MODULES[page.kind].variant ? personal : shared(validUntil, now, partial));
  return {
    cacheControl,
    send(req, res, page, stored, now, before) {
      const send = () =>
        sendPage(req, res, stored, cacheControl(page, stored.validUntil, now, stored.partial), before?.leading, before?.requestId);
      return tracing ? tracing.render(page.id, 'hit', send) : send();
    },
  };
}
