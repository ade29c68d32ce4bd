// A post of a page's form from a client whose budget for the form's call this instance saw spent,
// answered by the listener before Express, as a cached page is (server/routes/page-hits.ts), on a
// page that is the same for every visitor (no variant: lovecategory's). Whether the client is
// refused needs no body: its address and network budgets are known from its address
// (RateLimiter.known); a card's budget needs the card, so while a card budget of the form's call
// may be spent (RateLimiter.mayKnow) the body is read to know. The body is read then, for what the
// page keeps of it (the card as typed) and for whether it is the form's at all; the stored refusal is looked up as a hit is, and sent
// with the visitor's words written in (posted-refusal.ts). Anything else, or a stored refusal
// not there yet, goes on to the chain with the body read (posted-form.ts's answeredEarly or the
// action answers it) (docs/decisions/630-refused-posts-before-the-action.md).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { SiteContent } from '../content/site-content.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { knownRefusal, refusalAnswer } from '../rate-limit/limit-step.js';
import { LIMITED_CALLS } from '../rate-limit/limits.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { MISSED, REFUSED, type PageSource } from '../render/page-source.js';
import type { StoredPageAnswer } from '../render/stored-page-answer.js';
import { arrivedAt } from '../request/arrived-at.js';
import { handOn } from '../request/handed-on.js';
import { resolveHostRule } from '../request/host-rule.js';
import { requestIdOf } from '../request/request-facts.js';
import { visitorIpOf, type TrustPeer } from '../request/visitor-ip.js';
import { sendRefusal } from './card-form-page.js';
import { readDeclaredForm } from './posted-form.js';
import { refusedPostVariant, withTypedTexts } from './posted-refusal.js';

export interface RefusedPostDeps {
  site: SiteContent;
  source: PageSource;
  rateLimiter: RateLimiter;
  metrics: Metrics;
  /** The listener's recording of an answer it sent (its access line and duration). */
  storedPages: StoredPageAnswer;
  tracing: PageTracing;
  trust: TrustPeer;
  /** The security headers the chain sets, made once (security-headers.ts). */
  security: readonly string[];
  /** A post from another site is the chain's to refuse (server/request/same-origin-posts.ts). */
  fromAnotherSite: (req: IncomingMessage) => boolean;
  /** The chain, for every post not answered here. */
  chain: RequestListener;
}

export function refusedPostFirst({
  site: { routes, clock, calendar }, source, rateLimiter, metrics, storedPages, tracing, trust, security, fromAnotherSite, chain,
}: RefusedPostDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  // Answers (or hands on to the chain, once the body is read) and returns true; false, having read nothing, for any other request.
  return (req, res) => {
    if (req.method !== 'POST') return false;
    const started = performance.now();
    const url = req.url!;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const { site } = resolveHostRule(req.headers.host);
    const page = routes.match(site, path);
    const form = page?.descriptor.forms?.posted;
    const group = form?.limited && LIMITED_CALLS[form.limited.call];
    if (!page || page.descriptor.variant || !form?.limited || !group) return false;
    const now = clock.now();
    if (calendar.phaseOf(page, now) === 'hidden' || fromAnotherSite(req)) return false;
    const address = visitorIpOf(req, trust);
    // Known from the address alone (its budgets come first: it is the refusal whatever the body), or maybe from the card
    // the body names (an owner's retries): read then.
    const refusedAddress = rateLimiter.known(group, { address });
    if (!refusedAddress && !(form.limited.card && rateLimiter.mayKnow(group, 'card'))) return false;
    const reading = readDeclaredForm(req);
    if (!reading) return false;
    const { limited } = form;
    const requestId = requestIdOf(req, trust);
    const handedOn = () => {
      handOn(req, { requestId });
      chain(req, res);
    };
    void reading.then((body) => {
      if (res.destroyed) return;
      if (!body || !form.accepts(body) || !limited.calls(body)) return handedOn();
      const refusal = refusedAddress
        ? refusalAnswer(metrics, group, refusedAddress)
        : knownRefusal(rateLimiter, metrics, limited.call, { address, card: limited.card?.(body) });
      if (!refusal) return handedOn();
      const standIns = limited.standIns(body);
      const { found } = source.lookup({ page, site, variantKey: refusedPostVariant(undefined, refusal.minutes, standIns) }, now, requestId);
      if (found === MISSED || found === REFUSED) return handedOn();
      tracing.span(page.id, 'hit', () =>
        sendRefusal(req, res, refusal, (gzip) => withTypedTexts(found, standIns.typed, gzip), ['x-request-id', requestId, ...security]));
      storedPages.recorded({ leading: [], requestId, method: 'POST', path, started: arrivedAt(req, trust, started) }, 429);
    });
    return true;
  };
}
