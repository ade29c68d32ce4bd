// A page's answer to a GET the listener's hit path did not answer (page-hits.ts), for the
// page router (page-router.ts): a preview (preview-page.ts) → the 404 of a hidden
// page → the variant (a kind that varies per visitor: city, region, cookie notice) → the
// request's plan (server/forms/page-plan.ts): a card form (server/forms/card-form.ts), else
// the render cache or a render through the page's route, its loader's data
// (server/render/page-source.ts, server/render/page-renderer.ts) → compressed once → sent
// with its ETag (304 when the client has it).
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { kindNeverGood, readsCookies, type PageEntry } from '#server/pages/page-kind.js';
import type { Config } from '../config.js';
import type { RenderCache } from '../render/render-cache.js';
import type { PageRenderer, RenderExtra } from '../render/page-renderer.js';
import { storedPageAnswer } from '../render/stored-page-answer.js';
import { renderCacheEntries } from '../render/render-cache-bounds.js';
import type { SiteContent } from '../content/site-content.js';
import type { Preview } from '../preview/preview.js';
import type { SendPreview } from '../preview/preview-page.js';
import type { AnswerCardForm } from '../forms/card-form.js';
import { REFUSED, type PageSource } from '../render/page-source.js';
import { plannedPages } from '../forms/planned-page.js';
import { withCookies } from '../request/with-cookies.js';
import { handedOnOf } from '../request/handed-on.js';
import { sendMendingPage, type BusyPage, type Shedding } from '../shedding/busy-answer.js';
import type { PageTracing } from '../observability/page-tracing.js';
import { resolveVisitorIp } from '../request/visitor-ip.js';
import type { ExperimentCounting } from '../experiments/counting.js';

export interface PageDeps {
  config: Config;
  renderCache: RenderCache;
  /** The render cache's entries, a miss's render, and its refusal while the server sheds load. */
  source: PageSource;
  renderer: PageRenderer;
  site: SiteContent;
  preview: Preview;
  sendPreview: SendPreview;
  answerCardForm: AnswerCardForm;
  /** The busy page of a refused render. */
  shed: Shedding;
  /** The page of a kind whose own file never passed (mendingPages). */
  mending: BusyPage;
  tracing: PageTracing;
  /** Where a page view's draw is counted (server/experiments/counting.ts). */
  counting: ExperimentCounting;
}

/** Answers a GET of `page`; `next` for its 404 (a hidden page). */
export type ShowPage = (req: Request, res: Response, page: PageEntry, next: NextFunction) => Promise<void>;

export function pageView({
  config, renderCache, source, renderer, site: content, preview, sendPreview, answerCardForm, shed, tracing, mending, counting,
}: PageDeps): ShowPage {
  const { calendar, clock } = content;
  // The chain's middleware records the request: the Cache-Control and the render span are the stored answer's here.
  const experiments = { running: content.experiments, counting, addressOf: (req: IncomingMessage) => resolveVisitorIp(req as Request) };
  const planned = plannedPages({ source, calendar, clock, storedPages: storedPageAnswer({ config, tracing }), experiments });

  // The render cache holds every variant of the longest cities list seen so far.
  let citiesFitted = 0;
  const fitCities = (cityCount: number | undefined) => {
    if (!cityCount || cityCount <= citiesFitted) return;
    citiesFitted = cityCount;
    renderCache.fitEntries(renderCacheEntries(content, cityCount));
  };

  return async (req, res, page, next) => {
    const { site, base } = res.locals.host;
    // The listener missed the render cache already when it handed the request on.
    const missed = handedOnOf(req)?.miss;
    const { descriptor } = page;
    // Its kind's file never passed here: the mending page, kept by nobody, until a good one is read
    // (docs/decisions/105-broken-file-holds-back-itself.md).
    if (kindNeverGood(content, page)) return void sendMendingPage(req, res, mending(site));
    if (readsCookies(descriptor)) withCookies(req, res);
    // One instant for the whole request: the phase shown and the cache entry's end agree.
    const instant = clock.now();
    const phase = calendar.phaseOf(page, instant);
    // A campaign's or a landing's preview shows it in any phase, hidden too (docs/product.md §4, §13).
    const previewed = (descriptor.campaign ?? descriptor.content?.folder) && preview.holds(req, page.id);
    if (previewed) return sendPreview(req, res, page, phase, instant);
    // A hidden page is not there yet (docs/product.md §4): the 404 page, shared briefly and kept per
    // Cookie like every 404 (server/errors/handlers.ts), so no kept copy hides a preview from its holder.
    if (phase === 'hidden') return next();
    const variant = descriptor.variant && (await descriptor.variant.resolve(renderer.context(req, res, page, instant, phase)));
    fitCities(variant?.cityCount);
    // Built only for what reads it (a render): a cache hit never does.
    const contextOf = () => variant?.ctx ?? renderer.context(req, res, page, instant, phase);
    // Another page's supplier link (an experiment's versions) is drawn in the visitor's variant.
    if (descriptor.experiment && !descriptor.campaign && preview.holds(req, page.id)) {
      return sendPreview(req, res, page, phase, instant, variant?.ctx);
    }

    const ask = { page, site, url: req.url, variantKey: variant?.key, missedKey: missed?.key, requestId: res.locals.requestId };
    // A version Б is rendered from its own page (server/experiments/running.ts) in the variant the visitor's key names.
    const contextFor = (shown: PageEntry) => (shown === page ? contextOf()
      : variant ? { ...variant.ctx, page: shown } : renderer.context(req, res, shown, instant, phase));
    const render = (extra: RenderExtra, shown: PageEntry) => renderer.render(shown, site, base, contextFor(shown), extra);
    const unsent = await planned.send(req, res, ask, instant, render);
    if (unsent === REFUSED) return shed.busy(res, 'page');
    if (unsent) await tracing.span(page.id, 'bypass', () => answerCardForm(req, res, page, contextOf(), unsent));
  };
}
