// A form whose limit is known to refuse its client, answered by the listener before Express, as
// a cached page is (server/routes/page-hits.ts), on a page that is the same for every visitor
// (no variant): a card number's form (`?card=…`, a GET the hit path hands here with its plan) and
// a form posted to the page (lovecategory's steps). The stored refusal is looked up as a hit is
// and sent with the visitor's words written in (card-form-page.ts, posted-refusal.ts); anything
// else goes on to the chain, which answers the first refusal of a client, a stored refusal not
// there yet, and a page with a variant (posted-form.ts's answeredEarly, card-form.ts).
//
// Whether the client is refused: its address and network budgets are known from its address
// (RateLimiter.known); a card's budget needs the card, in the query of a card form, in the body
// of a post, so while a card budget of the form's call may be spent (RateLimiter.mayKnow) a
// post's body is read to know. The body is read then, for what the page keeps of it (the card as
// typed) and for whether it is the form's at all, and the chain takes it read
// (docs/decisions/630-refused-posts-before-the-action.md).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Site } from '#shared/pages/sites.js';
import type { SiteContent } from '../content/site-content.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { countRefusal, limitAnswer } from '../rate-limit/limit-step.js';
import { LIMITED_CALLS, type LimitedGroup } from '../rate-limit/limits.js';
import type { LimitRefusal, RateLimiter } from '../rate-limit/rate-limiter.js';
import type { EncodedPage } from '../render/encoded-page.js';
import { MISSED, REFUSED, type PageSource } from '../render/page-source.js';
import type { StoredPageAnswer } from '../render/stored-page-answer.js';
import { arrivedAt } from '../request/arrived-at.js';
import { handOn } from '../request/handed-on.js';
import { resolveHostRule } from '../request/host-rule.js';
import { requestIdOf } from '../request/request-facts.js';
import { visitorIpOf, type TrustPeer } from '../request/visitor-ip.js';
import { refusedCardPage, refusedCardVariant, sendRefusal } from './card-form-page.js';
import type { PersonalCardPlan } from './page-plan.js';
import { readDeclaredForm } from './posted-form.js';
import { refusedPostVariant, withTypedTexts } from './posted-refusal.js';

export interface RefusedFirstDeps {
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
  /** The chain, for every post not answered here once its body is read. */
  chain: RequestListener;
}

/** A card number's form as the hit path planned it: its page, site and path, and the card. */
interface CardFormAsked {
  page: PageEntry;
  site: Site;
  path: string;
  plan: PersonalCardPlan;
}

export interface RefusedFirst {
  /** A post answered here (or handed on to the chain once its body is read): true; false, having read nothing, for any other. */
  post(req: IncomingMessage, res: ServerResponse): boolean;
  /** A card number's form (the hit path's plan) answered here: true; false for the chain. */
  cardForm(req: IncomingMessage, res: ServerResponse, asked: CardFormAsked): boolean;
}

export function refusedFirst({
  site: { routes, clock, calendar }, source, rateLimiter, metrics, storedPages, tracing, trust, security, fromAnotherSite, chain,
}: RefusedFirstDeps): RefusedFirst {
  /**
   * The stored refusal of `page` for `known` (its variant by the wait: `variantOf`), with the visitor's words written in
   * (`written`), sent and counted as the chain would: true; false when it is not stored yet (or the server sheds load),
   * the chain's to render.
   */
  function sendStoredRefusal(
    req: IncomingMessage, res: ServerResponse, at: { page: PageEntry; site: Site; path: string; now: number; started: number },
    refused: { group: LimitedGroup; known: LimitRefusal; variantOf: (minutes: number) => string },
    written: (found: EncodedPage, gzip: boolean) => Buffer, requestId = requestIdOf(req, trust),
  ): boolean {
    const { page, site, path, now, started } = at;
    const answer = limitAnswer(refused.known);
    const { found } = source.lookup({ page, site, variantKey: refused.variantOf(answer.minutes) }, now, requestId);
    if (found === MISSED || found === REFUSED) return false;
    countRefusal(metrics, refused.group, refused.known);
    tracing.span(page.id, 'hit', () =>
      sendRefusal(req, res, answer, (gzip) => written(found, gzip), ['x-request-id', requestId, ...security]));
    storedPages.recorded({ leading: [], requestId, method: req.method!, path, started: arrivedAt(req, trust, started) }, 429);
    return true;
  }

  return {
    post(req, res) {
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
      const handedOn = (bodyError?: unknown) => {
        handOn(req, { requestId, bodyError });
        chain(req, res);
      };
      void reading.then((read) => {
        if (res.destroyed) return;
        if ('error' in read) return handedOn(read.error);
        const { body } = read;
        if (!form.accepts(body)) return handedOn();
        // Refused for its address whatever it posts, before the form's rules are asked; for its card, once the card is one.
        const card = limited.calls(body) ? limited.card?.(body) : undefined;
        const known = refusedAddress ?? (card === undefined ? undefined : rateLimiter.known(group, { address, card }));
        if (!known) return handedOn();
        const standIns = limited.standIns(body);
        const refused = { group, known, variantOf: (minutes: number) => refusedPostVariant(undefined, minutes, standIns) };
        const written = (found: EncodedPage, gzip: boolean) => withTypedTexts(found, standIns.typed, gzip);
        if (!sendStoredRefusal(req, res, { page, site, path, now, started }, refused, written, requestId)) handedOn();
      });
      return true;
    },

    cardForm(req, res, { page, site, path, plan }) {
      const started = performance.now();
      const call = page.descriptor.forms?.card?.call;
      const group = call && LIMITED_CALLS[call];
      // Another site's page asking a card form is the chain's 403 (same-origin-posts.ts), as a variant page's form is its own.
      if (!group || page.descriptor.variant || req.headers['sec-fetch-site'] === 'cross-site') return false;
      const known = rateLimiter.known(group, { address: visitorIpOf(req, trust), card: plan.card });
      if (!known) return false;
      const refused = { group, known, variantOf: (minutes: number) => refusedCardVariant(minutes).key };
      const written = (found: EncodedPage, gzip: boolean) => refusedCardPage(found, plan.card, gzip);
      return sendStoredRefusal(req, res, { page, site, path, now: clock.now(), started }, refused, written);
    },
  };
}
