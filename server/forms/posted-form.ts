// Forms a page posts to itself before its JS has run (or with JS off), its route's action
// (server/routes/page-router.ts): the cookie notice's consent (a redirect back), and the
// form its kind answers (PageKindDescriptor.forms.posted: lovecategory's steps, the
// business feedback), kept for the page's loader, which renders the page with its answer
// (server/routes/page-view.ts) for this visitor only, never
// cached, with the /api calls' limits (form-api.ts). It is personal work, admitted within
// the personal budget with its client block's share (load-gate.ts,
// docs/decisions/120-fair-admission.md), never refused by the renders' load. Anything
// else posted to a page is not a route (404), nor is a post to a page not shown now. A
// form refused by a rate limit is answered 429 (with Retry-After), its page saying so in
// the form, with what was typed kept.
import { data } from 'react-router-dom';
import type { AppStore } from '#shared/store/make-store.js';
import { COOKIE_CONSENT_FIELD } from '#shared/store/slices/business-page.js';
import type { PageEntry, PostedBody, PostedFormAnswer } from '#server/pages/page-kind.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { LimitAnswer } from '../rate-limit/limit-step.js';
import type { SiteContent } from '../content/site-content.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { uncachedPage } from '../render/encoded-page.js';
import { sendPage } from '../render/send-page.js';
import type { Shedding } from '../shedding/busy-answer.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { postedBody, type PageExchange, type PageHandlers } from './page-exchange.js';
import { formApi } from './form-api.js';
import { proxyTexts } from '../proxy/proxy-texts.js';
import { CARD_FORM_CACHE_CONTROL } from './card-form-page.js';
import { acceptCookies } from './cookie-consent.js';

export interface PostedFormDeps {
  upstream: CachedUpstream;
  site: SiteContent;
  renderer: PageRenderer;
  metrics: Metrics;
  rateLimiter: RateLimiter;
  shed: Shedding;
  tracing: PageTracing;
}

export function postedForms({
  upstream, site: content, renderer, metrics, rateLimiter, shed, tracing,
}: PostedFormDeps): Pick<PageHandlers, 'take'> {
  const { calendar, clock } = content;
  const texts = proxyTexts(content.content.kindFiles);

  async function answer({ req, res }: PageExchange, page: PageEntry, form: PostedFormAnswer, body: PostedBody) {
    const release = shed.admitPersonal(res);
    if (!release) return shed.busy(res, 'page');
    try {
      const { site, base } = res.locals.host;
      const instant = clock.now();
      const requestCtx = renderer.context(req, res, page, instant, calendar.phaseOf(page, instant));
      const ctx = page.descriptor.variant ? (await page.descriptor.variant.resolve(requestCtx)).ctx : requestCtx;
      let limited: LimitAnswer | undefined;
      const api = formApi({
        upstream, limiter: rateLimiter, metrics, visitorIp: res.locals.visitorIp, left: ctx.signal,
        onLimited: (l) => (limited ??= l), texts,
      });
      const answered = (store: AppStore) => form.answer(store, ctx, body);
      const { html } = await tracing.span(page.id, 'bypass', () =>
        shed.gate.track(() => renderer.render(page, site, base, ctx, { api, answer: answered })));
      if (res.destroyed) return;
      if (limited) {
        res.status(429).set({ 'retry-after': limited.retryAfter, 'cache-control': CARD_FORM_CACHE_CONTROL }).type('html').send(html);
        return;
      }
      sendPage(req, res, uncachedPage(html), CARD_FORM_CACHE_CONTROL);
    } finally {
      release();
    }
  }

  return {
    async take({ req, res }, page) {
      const body = await postedBody(req, res);
      if (page.descriptor.variant?.cookieNotice && body[COOKIE_CONSENT_FIELD] === 'accepted') return acceptCookies(req, res, page);
      const form = page.descriptor.forms?.posted;
      // Anything else posted to a page is not a route, nor is a post to a page not shown now.
      if (!form?.accepts(body) || calendar.phaseOf(page, clock.now()) === 'hidden') throw data(null, { status: 404 });
      return { answer: (exchange) => answer(exchange, page, form, body) };
    },
  };
}
