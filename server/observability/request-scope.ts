// The request a piece of work is done for, for code far from req/res: the upstream client
// sends its id as X-Request-Id and writes its warnings on the request's log (docs/product.md
// §10). Set by server/observability/access-log.ts for the rest of the full chain. Work shared by
// concurrent requests (one render, one upstream call) runs in the scope of the request
// that started it. The render-cache hit path sets none: its only upstream work, a stale
// entry's refresh, is given its scope by the upstream cache (upstream-cache.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from './log.js';

export interface RequestScope {
  requestId: string;
  /** The request's logger (a child carrying the id); unset: the caller's own. */
  log?: Logger;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
