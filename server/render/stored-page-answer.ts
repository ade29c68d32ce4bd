// A stored page sent to a visitor, for the listener's hit path (page-hits.ts) and the page route's cached variant
// (page-view.ts): its Cache-Control, render span, and for the listener what the chain's middleware would have made, are
// chosen here only (docs/decisions/060-hit-path.md), so the two cannot drift apart.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Config } from '../config.js';
import type { Logger } from '../observability/log.js';
import type { PageTracing, RenderCacheResult, TraceIds } from '../observability/page-tracing.js';
import type { ObserveRequest } from '../observability/metrics/http-metrics.js';
import { logRequest } from '../observability/access-log.js';
import type { HitLines } from '../observability/hit-lines.js';
import type { CachedPage } from './render-cache.js';
import type { EncodedPage } from './encoded-page.js';
import { pageCacheControl, sharedCacheControl } from './page-cache-policy.js';
import { sendPage } from './send-page.js';
import { OWN_ANSWER } from '../experiments/page-version.js';

/**
 * A request the listener answers before Express: what the chain's middleware would have
 * set (the leading headers, the request id: send-page.ts) and what it would have recorded.
 */
export interface BeforeChain {
  leading: readonly string[];
  requestId: string;
  method: string;
  /** Without the query: the access line never holds one. */
  path: string;
  /** performance.now() when the request came. */
  started: number;
  /** The ids of the span the request is served in, when traced. */
  trace?: TraceIds;
}

export interface StoredPageDeps {
  config: Config;
  /** The listener's: where its access lines go (unset in the chain, whose own middleware logs each request). */
  log?: Logger;
  /** Which of the listener's answers get their line (server/observability/hit-lines.ts); unset: every one. */
  kept?: HitLines;
  observe?: ObserveRequest;
  tracing: PageTracing;
}

export interface StoredPageAnswer {
  /** The Cache-Control of `page` held until `validUntil`: private when it varies per visitor, else shared until then. */
  cacheControl(page: PageEntry, validUntil: number, now: number, partial?: boolean): string;
  /**
   * Sends `stored` (or 304) with its own Cache-Control inside the page's 'hit' span; returns the status sent. `version`:
   * a page under test's version (server/experiments/page-version.ts): its headers, and `private, no-cache` when it is
   * this request's own answer.
   */
  send(
    req: IncomingMessage, res: ServerResponse, page: PageEntry, stored: CachedPage, now: number, before?: BeforeChain,
    version?: VersionAnswer,
  ): number;
  /** Sends a page made from a stored one without a render (a malformed card's form) inside a 'bypass' span. */
  sendMade(
    req: IncomingMessage, res: ServerResponse, page: PageEntry, made: EncodedPage, cacheControl: string, before?: BeforeChain,
  ): number;
  /** The listener's duration observation and access line for an answer it sent (the chain's middleware records its own). */
  recorded(before: BeforeChain, status: number): void;
}

/** What a page under test's answer carries besides the page (server/experiments/page-version.ts). */
export interface VersionAnswer {
  headers: readonly (string | string[])[];
  own: boolean;
}

export function storedPageAnswer({ config, log, kept, observe, tracing }: StoredPageDeps): StoredPageAnswer {
  const shared = sharedCacheControl(config);
  const personal = pageCacheControl(true, config);
  const cacheControl = (page: PageEntry, validUntil: number, now: number, partial?: boolean) =>
    (page.descriptor.variant ? personal : shared(validUntil, now, partial));
  const recorded = ({ requestId, method, path, started, trace }: BeforeChain, status: number) => {
    observe?.('page', method, status, started);
    if (log) logRequest(log, { requestId, method, path, status, started, trace }, kept);
  };
  const answer = (
    req: IncomingMessage, res: ServerResponse, page: PageEntry, sent: EncodedPage, cc: string, result: RenderCacheResult,
    before?: BeforeChain, extra?: readonly (string | string[])[],
  ) => {
    const leading = extra?.length ? [...before?.leading ?? [], ...extra] : before?.leading;
    const send = () => sendPage(req, res, sent, cc, leading, before?.requestId);
    const status = tracing.span(page.id, result, send);
    if (before) recorded(before, status);
    return status;
  };
  return {
    cacheControl,
    send: (req, res, page, stored, now, before, version) => answer(
      req, res, page, stored, version?.own ? OWN_ANSWER : cacheControl(page, stored.validUntil, now, stored.partial), 'hit', before,
      version?.headers,
    ),
    sendMade: (req, res, page, made, cc, before) => answer(req, res, page, made, cc, 'bypass', before),
    recorded,
  };
}
