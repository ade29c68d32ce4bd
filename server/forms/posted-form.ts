// Forms a page posts to itself without JS, its route's action (server/pages/page-routes.ts): the cookie notice's
// consent (cookie-consent.ts) and its kind's form (PageKindDescriptor.forms.posted): rendered for this visitor only,
// never cached, with the /api calls' limits (form-api.ts) and admitted as personal work
// (docs/decisions/040-personal-work-budget.md). A post refused by a limit is a 429 with its page saying so, what was typed
// kept (posted-refusal.ts); one this instance knows refused, or one against the form's rules, is answered before the
// action from one stored page (`answeredEarly`: docs/decisions/790-refusals-answered-by-the-chain.md,
// docs/decisions/790-refusals-answered-by-the-chain.md). Status and headers are the action's.
import express, { type Request, type Response } from 'express';
import { data } from 'react-router-dom';
import type { AppStore } from '#shared/store/make-store.js';
import { COOKIE_CONSENT_FIELD } from '#shared/store/slices/business-page.js';
import type { LoaderContext, PageEntry, PostedBody } from '#server/pages/page-kind.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { checkRateLimit, knownRefusal, spentRefusal, type LimitAnswer } from '../rate-limit/limit-step.js';
import type { ExperimentCounting } from '../experiments/counting.js';
import type { SiteContent } from '../content/site-content.js';
import type { PageRenderer } from '../render/page-renderer.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { formApi } from './form-api.js';
import { proxyTexts } from '../proxy/proxy-texts.js';
import { CARD_FORM_CACHE_CONTROL, refusingApi, sendWrittenIn } from './card-form-page.js';
import { storedPostVariant, withTypedTexts } from './posted-refusal.js';
import { REFUSED, type PageSource } from '../render/page-source.js';
import { tooManyMessage } from '../answers/error-page.js';
import { acceptCookies } from './cookie-consent.js';

export interface PostedFormDeps {
  upstream: CachedUpstream;
  /** A refused post's stored page, its render, and the refusal of that render while shedding. */
  source: PageSource;
  site: SiteContent;
  renderer: PageRenderer;
  metrics: Metrics;
  rateLimiter: RateLimiter;
  shed: Shedding;
  tracing: PageTracing;
  /** Where a form's answered call counts as an experiment's goal (server/experiments/counting.ts). */
  counting: ExperimentCounting;
}

/**
 * A page's action: the cookie consent's 303, or the page's data with the form's answer
 * (server/pages/page-routes.ts's PageData), each with its status and headers; throws a 404
 * answer (no form here), a 503 one (no room for personal work), or the body parser's 400/413.
 */
export type TakePosted = (req: Request, res: Response, page: PageEntry) => Promise<unknown>;

export interface PostedForms {
  /**
   * Asked before the page's route: a post of the page's form whose limit this instance knows is spent for its client
   * answered with the stored refusal, or one against the form's rules with their errors (true); false, anything else, for the
   * route's action (`take`). Rejects with the body parser's 400 or 413.
   */
  answeredEarly(req: Request, res: Response, page: PageEntry): Promise<boolean>;
  take: TakePosted;
}

/**
 * A page's form is small: a card, a few category codes, the feedback's 2000 characters. The
 * longest the feedback's rules accept (shared/validation/feedback.ts: 2000 characters of 4 UTF-8
 * bytes, each byte percent-encoded as 3, with the name and email beside) fits, so a text its
 * rules would refuse gets the page with the text kept and the field's error, not a 413.
 */
const PAGE_FORM_LIMIT_BYTES = 32 * 1024;

const parseForm = express.urlencoded({ extended: false, limit: PAGE_FORM_LIMIT_BYTES });

/**
 * The urlencoded body of a form posted to a page (extended: false: a repeated field is an
 * array), read by the page's action only: a post to no page is a 404 whatever its body.
 * Rejects with the parser's 400 or 413, which the error pages answer.
 */
function postedBody(req: Request, res: Response): Promise<PostedBody> {
  return new Promise((resolve, reject) => parseForm(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body ?? {}))));
}

export function postedForms({
  upstream, source, site: content, renderer, metrics, rateLimiter, shed, tracing, counting,
}: PostedFormDeps): PostedForms {
  const { calendar, clock } = content;
  const texts = proxyTexts(content.content.kindFiles);

  /** The cookie notice's consent, which a page with the notice takes before any form of its own. */
  const consents = (page: PageEntry, body: PostedBody) =>
    page.descriptor.variant?.cookieNotice && body[COOKIE_CONSENT_FIELD] === 'accepted';
  /** The context a page's form is answered from at `instant`, its variant resolved, and the variant's key. */
  async function formContext(req: Request, res: Response, page: PageEntry, instant: number) {
    const requestCtx = renderer.context(req, res, page, instant, calendar.phaseOf(page, instant));
    const variant = page.descriptor.variant && (await page.descriptor.variant.resolve(requestCtx));
    return { ctx: variant ? variant.ctx : requestCtx, variantKey: variant?.key };
  }

  /**
   * A post answered from a stored page (posted-refusal.ts) with the visitor's texts written in: refused by its limit
   * (`why`: the limit's answer, a 429), or against the form's rules (`why`: their key, the fields' errors), or the busy
   * page while no render can be made; sent here, so the action returns nothing to render.
   */
  async function fromStored(
    req: Request, res: Response, page: PageEntry, ctx: LoaderContext, variant: string | undefined, body: PostedBody,
    why: LimitAnswer | string, offered?: readonly string[],
  ): Promise<void> {
    const { site, base } = res.locals.host;
    const form = page.descriptor.forms!.posted!;
    const standIns = form.limited!.standIns(body, offered ?? await form.limited!.offered?.(ctx));
    const limited = typeof why === 'string' ? undefined : why;
    // A refusal's render has every call refused; a body against the rules makes none.
    const api = limited && refusingApi(tooManyMessage(texts.errors, limited.minutes), Number(limited.retryAfter));
    const variantKey = storedPostVariant(variant, limited?.minutes ?? (why as string), standIns);
    const answer = (store: AppStore) => form.answer(store, ctx, standIns.body, limited ? 'refused' : { rules: body });
    const got = await source.obtain({ page, site, variantKey }, ctx.instant, () =>
      renderer.render(page, site, base, ctx, { ...(api && { api }), answer }), ctx.scope?.requestId);
    if (got === REFUSED) return shed.busy(res, 'page');
    if (res.destroyed) return;
    sendWrittenIn(req, res, limited, (gzip) => withTypedTexts(got.stored ?? got.rendered, standIns.typed, gzip));
  }

  async function answeredEarly(req: Request, res: Response, page: PageEntry): Promise<boolean> {
    const form = page.descriptor.forms?.posted;
    if (!form?.limited) return false;
    const body = await postedBody(req, res);
    if (consents(page, body) || !form.accepts(body)) return false;
    const instant = clock.now();
    if (calendar.phaseOf(page, instant) === 'hidden') return false;
    // An address past its budget is refused whatever it posts, before the form's rules are asked (nothing of it renders).
    const who = { address: res.locals.visitorIp, card: form.limited.calls(body) ? form.limited.card?.(body) : undefined };
    const known = knownRefusal(rateLimiter, metrics, form.limited.call, who);
    if (!known && !form.limited.against) return false;
    const { ctx, variantKey } = await formContext(req, res, page, instant);
    const offered = await form.limited.offered?.(ctx);
    // A post against the form's rules: their errors, from one stored page per what they find wrong (nothing renders),
    // unless the address is past its budget on any instance (Redis asked, nothing spent): then the refusal.
    const against = form.limited.against?.(body, offered);
    if (!known && against === undefined) return false;
    const why = known ?? await spentRefusal(rateLimiter, metrics, form.limited.call, who) ?? against!;
    await fromStored(req, res, page, ctx, variantKey, body, why, offered);
    return true;
  }

  async function take(req: Request, res: Response, page: PageEntry): Promise<unknown> {
    const body = await postedBody(req, res);
    const { site, base } = res.locals.host;
    if (consents(page, body)) return acceptCookies(page.paths[site]!, req.originalUrl, clock.now());
    const form = page.descriptor.forms?.posted;
    // Anything else posted to a page is not a route, nor is a post to a page not shown now.
    if (!form?.accepts(body) || calendar.phaseOf(page, clock.now()) === 'hidden') throw data(null, { status: 404 });
    const release = await shed.admitPersonal(res);
    if (!release) throw data(null, { status: 503 });
    metrics.postedFormActions.inc({ kind: page.kind });
    try {
      const { ctx, variantKey } = await formContext(req, res, page, clock.now());
      // A post that will make its call spends its limit first: a refusal costs no render (posted-refusal.ts).
      const limitedCall = form.limited?.calls(body) ? form.limited : undefined;
      const card = limitedCall?.card?.(body);
      const spent = limitedCall && await checkRateLimit(rateLimiter, metrics, limitedCall.call, { address: res.locals.visitorIp, card });
      if (spent) {
        await fromStored(req, res, page, ctx, variantKey, body, spent);
        return null;
      }
      let limited: LimitAnswer | undefined;
      const api = formApi({
        upstream, scope: ctx.scope, limiter: rateLimiter, metrics, visitorIp: res.locals.visitorIp, left: ctx.signal,
        onLimited: (l) => (limited ??= l), texts, ...(limitedCall && { prepaid: { call: limitedCall.call, card } }),
        onAnswered: (call) => counting.answered(
          call, { headers: req.headers, address: res.locals.visitorIp }, content.experiments, clock.now(), page,
        ),
      });
      const extra = { api, answer: (store: AppStore) => form.answer(store, ctx, body) };
      const loaded = await tracing.span(page.id, 'bypass', () => shed.gate.track(() => renderer.load(page, site, base, ctx, extra)));
      const headers = { 'cache-control': CARD_FORM_CACHE_CONTROL, ...(limited ? { 'retry-after': limited.retryAfter } : {}) };
      return data(loaded, { status: limited ? 429 : 200, headers });
    } finally {
      release();
    }
  }

  return { answeredEarly, take };
}
