// A card number's form (`?card=…` on a running page whose kind has one, as server/forms/page-plan.ts
// decides), answered before the page's JS has run or with JS off: this visitor's alone, rendered
// for this request with the card's answer, never cached or shared. The budget is spent before any
// work, and a refused card costs no render: every refusal shares one stored page per wait, the
// card as typed written in (card-form-page.ts). A malformed card is no personal work: its one
// stored page is the render cache's (server/forms/planned-page.ts).
import type { Request, Response } from 'express';
import type { AppStore } from '#shared/store/make-store.js';
import { cardFormKept, cardFormSubmitted } from '#shared/store/slices/card-form.js';
import type { LoaderContext, PageEntry } from '#server/pages/page-kind.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Metrics } from '../observability/metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { checkRateLimit } from '../rate-limit/limit-step.js';
import type { PageRenderer } from '../render/page-renderer.js';
import { uncachedPage } from '../render/encoded-page.js';
import { sendPage } from '../render/send-page.js';
import type { Shedding } from '../shedding/busy-answer.js';
import { formApi } from './form-api.js';
import type { PersonalCardPlan } from './page-plan.js';
import { REFUSED, type PageSource } from '../render/page-source.js';
import { CARD_FORM_CACHE_CONTROL, refusedCardPage, refusedCardVariant, refusingApi, sendWrittenIn } from './card-form-page.js';
import { tooManyMessage } from '../answers/error-page.js';
import { proxyTexts } from '../proxy/proxy-texts.js';
import type { ExperimentCounting } from '../experiments/counting.js';
import type { SiteContent } from '../content/site-content.js';

export interface CardFormDeps {
  upstream: CachedUpstream;
  /** A refused card's stored page, its render, and the refusal of that render while shedding. */
  source: PageSource;
  renderer: PageRenderer;
  metrics: Metrics;
  rateLimiter: RateLimiter;
  shed: Shedding;
  /** The content served: the refusal's words are its site's own file's; the experiments an answer's goal counts in. */
  site: Pick<SiteContent, 'content' | 'experiments' | 'clock'>;
  /** Where an answered card check counts as an experiment's goal (server/experiments/counting.ts). */
  counting: ExperimentCounting;
}

/** Answers the card number's form `plan` (page-plan.ts) on `page`, rendered from `ctx`. */
export type AnswerCardForm = (req: Request, res: Response, page: PageEntry, ctx: LoaderContext, plan: PersonalCardPlan) => Promise<void>;

export function cardForm({
  upstream, source, renderer, metrics, rateLimiter, shed, site: content, counting,
}: CardFormDeps): AnswerCardForm {
  const texts = proxyTexts(content.content.kindFiles);
  return async (req, res, page, ctx, plan) => {
    const { site, base } = res.locals.host;
    const form = page.descriptor.forms?.card;
    // planPage makes a card form's plan only for a kind with one.
    if (!form) throw new Error(`the ${page.kind} kind has no card form`);
    const { card } = plan;
    // Personal work: its own budget, refused before it spends the visitor's rate-limit allowance.
    const release = await shed.admitPersonal(res);
    if (!release) return shed.busy(res, 'page');
    try {
      const who = { address: res.locals.visitorIp, card };
      const limited = await checkRateLimit(rateLimiter, metrics, form.call, who);
      if (limited) {
        // The page with the refusal in the form, as the /api's 429 shows it: shared by every
        // refusal of this wait, so a flood of refused forms costs no render.
        const { key, renderedWith, asked } = refusedCardVariant(limited.minutes);
        const api = refusingApi(tooManyMessage(texts.errors, limited.minutes), Number(limited.retryAfter));
        const refused = async (store: AppStore) => {
          store.dispatch(cardFormKept(renderedWith));
          await form.answer(store, ctx, asked);
        };
        const got = await source.obtain({ page, site, variantKey: key }, ctx.instant, () =>
          renderer.render(page, site, base, ctx, { api, answer: refused }), ctx.scope?.requestId);
        if (got === REFUSED) return shed.busy(res, 'page');
        if (res.destroyed) return;
        sendWrittenIn(req, res, limited, (gzip) => refusedCardPage(got.stored ?? got.rendered, card, gzip));
        return;
      }
      const api = formApi({
        upstream, scope: ctx.scope, limiter: rateLimiter, metrics, visitorIp: who.address, left: ctx.signal,
        prepaid: { call: form.call, card }, texts,
        onAnswered: (call) => counting.answered(
          call, { headers: req.headers, address: who.address }, content.experiments, content.clock.now(), page,
        ),
      });
      // The card goes into the form as typed, and its answer into the page.
      const submitted = async (store: AppStore) => {
        store.dispatch(cardFormSubmitted(card));
        await form.answer(store, ctx, card);
      };
      const { html } = await shed.gate.track(() => renderer.render(page, site, base, ctx, { api, answer: submitted }));
      if (!res.destroyed) sendPage(req, res, uncachedPage(html), CARD_FORM_CACHE_CONTROL);
    } finally {
      release();
    }
  };
}
