// The site's hot path: a page the same for every visitor, and a card form whose card is malformed
// (card-form-page.ts), answered with its stored bytes before Express runs, whatever query it carries; everything else
// goes on to Express, whose chain renders and fills the cache; while shedding, a miss is refused here. Planned,
// looked up and sent by the module the page route uses too (server/forms/planned-page.ts). It does what the chain
// would do and no more: the security headers (made at start-up), a request id, its access line (hit-lines.ts) and one
// duration observation; none of Express's per-request set-up (a fifth of a hit: docs/decisions/060-hit-path.md).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../observability/log.js';
import type { HitLines } from '../observability/hit-lines.js';
import type { ObserveRequest } from '../observability/metrics/http-metrics.js';
import { storedPageAnswer, type BeforeChain } from '../render/stored-page-answer.js';
import type { SiteContent } from '../content/site-content.js';
import type { Preview } from '../preview/preview.js';
import { previewIdOf } from '../pages/campaign-pages.js';
import { resolveHostRule } from '../request/host-rule.js';
import { requestIdOf } from '../request/request-facts.js';
import { arrivedAt } from '../request/arrived-at.js';
import { handOn } from '../request/handed-on.js';
import { visitorIpOf, type TrustPeer } from '../request/visitor-ip.js';
import type { ExperimentCounting } from '../experiments/counting.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { sendBusyPage, type Shedding } from '../shedding/busy-answer.js';
import type { PageSource } from '../render/page-source.js';
import { plannedPages } from '../forms/planned-page.js';

export interface PageHitDeps {
  config: Config;
  log: Logger;
  /** Which hits get an access line (server/observability/hit-lines.ts). */
  kept: HitLines;
  site: SiteContent;
  preview: Preview;
  /** The render cache's entries, and the refusal of a miss while the server sheds load. */
  source: PageSource;
  observe: ObserveRequest;
  tracing: PageTracing;
  /** TRUST_PROXY as Express compiled it: whether a forwarded request id is kept. */
  trust: TrustPeer;
  /** The busy page a refused miss gets, and the refusal's count. */
  shed: Shedding;
  /** The security headers (name, value, …) the chain sets (security-headers.ts), made once at start-up. */
  security: readonly string[];
  /** Where a page view's draw is counted (server/experiments/counting.ts). */
  counting: ExperimentCounting;
}

/** Answers a request before Express and returns true; returns false, having answered nothing, for any other request. */
export type FirstAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Answers a render-cache hit (or, while shedding, a miss's refusal) and returns true; false for any other request. */
export type HitAnswer = FirstAnswer;

/** The first of `answers` that answers a request. */
export const firstOf = (...answers: FirstAnswer[]): FirstAnswer => (req, res) => answers.some((answer) => answer(req, res));

export function hitAnswer({
  config, log, kept, site: { routes, clock, calendar, experiments }, preview, source, observe, tracing, trust, shed, security, counting,
}: PageHitDeps): HitAnswer {
  // The full chain sets the request id first, then the security headers: the same order
  // here, the id's value filled in per request by sendPage.
  const leading: readonly string[] = ['x-request-id', '', ...security];
  const storedPages = storedPageAnswer({ config, log, kept, observe, tracing });
  const running = { running: experiments, counting, addressOf: (req: IncomingMessage) => visitorIpOf(req, trust) };
  const planned = plannedPages({ source, calendar, clock, storedPages, log, experiments: running });
  const withId = (headers: readonly string[], requestId: string) => ['x-request-id', requestId, ...headers.slice(2)];

  // Each step that needs Express (a preview, a kind that varies per visitor, a card
  // number, a render) hands the request on: the chain takes it from there.
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const url = req.url!;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const { site } = resolveHostRule(req.headers.host);
    const page = routes.match(site, path);
    if (!page || page.descriptor.variant) return false;
    // A preview (or a request for one) is never answered from the cache (docs/product.md
    // §4); a made-up one is a plain visit (preview.ts's opens): it stays here.
    const previewed = previewIdOf(page);
    if (previewed && preview.mayApply(req) && preview.opens(req, previewed)) return false;
    // One instant for the request: a stored page past its next phase change is dropped at it.
    const now = clock.now();
    // Made before the lookup, unless the request is a card number's: a stale entry's refresh it starts is made for this request.
    const chain = (): BeforeChain => {
      const requestId = requestIdOf(req, trust);
      tracing.tagRequest(requestId, { method, path: page.paths[site] ?? path });
      return { leading, requestId, method, path, started: arrivedAt(req, trust, started), trace: tracing.activeIds() };
    };
    const answered = planned.sendStored(req, res, { page, site, url }, now, chain);
    if (answered === true) return true;
    if ('form' in answered) return false;
    const { before } = answered;
    if ('refused' in answered) {
      shed.refused('page');
      storedPages.recorded(before, sendBusyPage(req, res, shed.page(site), withId(leading, before.requestId)));
      return true;
    }
    handOn(req, { requestId: before.requestId, miss: { page, key: answered.missed } });
    return false;
  };
}

/** The process's request listener: a hit is answered here, anything else is handed to the app. */
export const hitsBefore = (answer: HitAnswer, app: Express): RequestListener => (req, res) => {
  if (!answer(req, res)) app(req, res);
};
