// Forms a page posts to itself before its JS has run (or with JS off), its route's action
// (server/pages/page-routes.ts, run by server/routes/page-router.ts): the cookie notice's
// consent (cookie-consent.ts), and the form its kind answers (PageKindDescriptor.forms.posted:
// lovecategory's steps, the business feedback): the page's data with the form's answer in its
// store, rendered for this visitor only, never cached, with the /api calls' limits
// (form-api.ts); personal work, admitted within the personal budget with its client block's
// share (docs/decisions/120-fair-admission.md). A form refused by a rate limit is a 429 with
// Retry-After, its page saying so in the form, what was typed kept. The status and headers are
// the action's, read by the router from the query's context.
import express, { type Request, type Response } from 'express';
import { data } from 'react-router-dom';
import type { AppStore } from '#shared/store/make-store.js';
import { COOKIE_CONSENT_FIELD } from '#shared/store/slices/business-page.js';
import type { LoaderContext, PageEntry, PostedBody } from '#server/pages/page-kind.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { checkRateLimit, type LimitAnswer } from '../rate-limit/limit-step.js';
import type { SiteContent } from '../content/site-content.js';
import type { PageRenderer } from '../render/page-renderer.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { formApi } from './form-api.js';
import { proxyTexts } from '../proxy/proxy-texts.js';
import { CARD_FORM_CACHE_CONTROL, refusingApi } from './card-form-page.js';
import { refusedPostVariant, withTypedTexts } from './posted-refusal.js';
import { REFUSED, type PageSource } from '../render/page-source.js';
import { tooManyMessage } from '../answers/error-page.js';
import { acceptCookies } from './cookie-consent.js';
import { declaredWithin } from '../request/declared-body-limit.js';

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
}

/**
 * A page's action: the cookie consent's 303, or the page's data with the form's answer
 * (server/pages/page-routes.ts's PageData), each with its status and headers; throws a 404
 * answer (no form here), a 503 one (no room for personal work), or the body parser's 400/413.
 */
export type TakePosted = (req: Request, res: Response, page: PageEntry) => Promise<unknown>;

/**
 * A page's form is small: a card, a few category codes, the feedback's 2000 characters. The
 * longest the feedback's rules accept (shared/validation/feedback.ts: 2000 characters of 4 UTF-8
 * bytes, each byte percent-encoded as 3, with the name and email beside) fits, so a text its
 * rules would refuse gets the page with the text kept and the field's error, not a 413.
 */
const PAGE_FORM_LIMIT_BYTES = 32 * 1024;

const parseForm = express.urlencoded({ extended: false, limit: PAGE_FORM_LIMIT_BYTES });
/** A declared body over the limit is refused before a byte is read: body-parser would wait for all of it. */
const declaredWithinLimit = declaredWithin(PAGE_FORM_LIMIT_BYTES);

/**
 * The urlencoded body of a form posted to a page (extended: false: a repeated field is an
 * array), read by the page's action only: a post to no page is a 404 whatever its body.
 * Rejects with the parser's 400 or 413, which the error pages answer.
 */
async function postedBody(req: Request, res: Response): Promise<PostedBody> {
  await declaredWithinLimit(req, res);
  return new Promise((resolve, reject) => parseForm(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body ?? {}))));
}

export function postedForms({
  upstream, source, site: content, renderer, metrics, rateLimiter, shed, tracing,
}: PostedFormDeps): TakePosted {
  const { calendar, clock } = content;
  const texts = proxyTexts(content.content.kindFiles);

  /**
   * A post its limit refuses: the stored refusal (posted-refusal.ts) with the visitor's texts written in, a 429, or
   * the busy page while no render can be made; sent here, so the action returns nothing to render.
   */
  async function refuse(
    res: Response, page: PageEntry, ctx: LoaderContext, variant: string | undefined, limited: LimitAnswer, body: PostedBody,
  ): Promise<void> {
    const { site, base } = res.locals.host;
    const form = page.descriptor.forms!.posted!;
    const standIns = form.limited!.standIns(body);
    const api = refusingApi(tooManyMessage(texts.errors, limited.minutes), Number(limited.retryAfter));
    const variantKey = refusedPostVariant(variant, limited.minutes, standIns);
    const got = await source.obtain({ page, site, variantKey }, ctx.instant, () =>
      renderer.render(page, site, base, ctx, { api, answer: (store) => form.answer(store, ctx, standIns.body) }), ctx.scope?.requestId);
    if (got === REFUSED) return shed.busy(res, 'page');
    if (res.destroyed) return;
    res.status(429).set({ 'retry-after': limited.retryAfter, 'cache-control': CARD_FORM_CACHE_CONTROL });
    res.type('html').send(withTypedTexts((got.stored ?? got.rendered).identity.toString('utf8'), standIns.typed));
  }

  return async (req, res, page) => {
    const body = await postedBody(req, res);
    const { site, base } = res.locals.host;
    if (page.descriptor.variant?.cookieNotice && body[COOKIE_CONSENT_FIELD] === 'accepted') {
      return acceptCookies(page.paths[site]!, req.originalUrl, clock.now());
    }
    const form = page.descriptor.forms?.posted;
    // Anything else posted to a page is not a route, nor is a post to a page not shown now.
    if (!form?.accepts(body) || calendar.phaseOf(page, clock.now()) === 'hidden') throw data(null, { status: 404 });
    const release = await shed.admitPersonal(res);
    if (!release) throw data(null, { status: 503 });
    try {
      const instant = clock.now();
      const requestCtx = renderer.context(req, res, page, instant, calendar.phaseOf(page, instant));
      const variant = page.descriptor.variant && (await page.descriptor.variant.resolve(requestCtx));
      const ctx = variant ? variant.ctx : requestCtx;
      // A post that will make its call spends its limit first: a refusal costs no render (posted-refusal.ts).
      const call = form.limited?.calls(body) ? form.limited.call : undefined;
      const spent = call && await checkRateLimit(rateLimiter, metrics, call, { address: res.locals.visitorIp });
      if (spent) {
        await refuse(res, page, ctx, variant?.key, spent, body);
        return null;
      }
      let limited: LimitAnswer | undefined;
      const api = formApi({
        upstream, scope: ctx.scope, limiter: rateLimiter, metrics, visitorIp: res.locals.visitorIp, left: ctx.signal,
        onLimited: (l) => (limited ??= l), texts, ...(call && { prepaid: { call } }),
      });
      const extra = { api, answer: (store: AppStore) => form.answer(store, ctx, body) };
      const loaded = await tracing.span(page.id, 'bypass', () => shed.gate.track(() => renderer.load(page, site, base, ctx, extra)));
      const headers = { 'cache-control': CARD_FORM_CACHE_CONTROL, ...(limited ? { 'retry-after': limited.retryAfter } : {}) };
      return data(loaded, { status: limited ? 429 : 200, headers });
    } finally {
      release();
    }
  };
}
