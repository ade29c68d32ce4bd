// A page request: match the route table → the variant (business pages: city, region,
// cookie notice) → the render cache, or a new store → the page's loader → render →
// compressed once → sent with its ETag (304 when the client has it).
//
// Two answers to forms a page posts before its JS has run (or with JS off): a card form
// (`?card=…`) gets the page rendered with that card's answer, for this visitor only, once
// its rate limit is spent (a malformed card: the page cached for its message); the
// cookie notice's "Принять" (a POST) sets the cookie and sends the visitor back. A page's
// own forms posted to it (loaders/page-form-posts.ts) get the page rendered with their
// answer, for this visitor only, never cached.
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import cookieParser from 'cookie-parser';
import type { PageEntry } from '#shared/pages/registry.js';
import { makeStore } from '#shared/store/make-store.js';
import type { BrowserApi } from '#shared/api/browser-api.js';
import { cardFormSubmitted } from '#shared/store/slices/card-form.js';
import type { PageState, PreviewState } from '#shared/store/slices/page.js';
import { COOKIE_ACCEPTED, COOKIE_CONSENT_FIELD } from '#shared/store/slices/business-page.js';
import { isCardNumber } from '#shared/validation/card-number.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { RegionLookup } from '../upstream/region-lookup.js';
import type { Config } from '../config.js';
import type { LoaderContext } from '../loaders/types.js';
import type { Metrics } from '../metrics/metrics.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { PAGE_MODULES, type PageModule } from '../loaders/page-modules.js';
import { CARD_FORM_ANSWERS, submittedCard } from '../loaders/card-form-answers.js';
import { PAGE_FORM_POSTS, type PostedBody } from '../loaders/page-form-posts.js';
import type { AppStore } from '#shared/store/make-store.js';
import { renderPage } from '../render/render-page.js';
import { pageAssets, type AssetManifest } from '../render/assets.js';
import type { RenderCache } from '../render/render-cache.js';
import { uncachedPage } from '../render/encoded-page.js';
import { sendPage } from '../render/send-page.js';
import { renderCacheKey } from '../render/page-cache-policy.js';
import { storedPageAnswer } from '../render/stored-page-answer.js';
import type { SiteContent } from '../content/site-content.js';
import { hubEntries } from '../content/hub-entries.js';
import type { Preview } from '../preview/preview.js';
import { PREVIEW_PHASES, PREVIEW_PHASE_PARAM } from '#shared/pages/preview-links.js';
import { moscowYear, type CampaignPhase } from '#shared/content/calendar.js';
import type { Discovery } from '../discovery/discovery.js';
import { cardFormApi } from './card-form-api.js';
import { CARD_FORM_CACHE_CONTROL, malformedCardVariant, sendCardFormRefusal, withTypedDigits } from './card-form-page.js';
import { checkRateLimit } from '../rate-limit/limit-step.js';
import { renderCacheEntries } from '../render/render-cache-bounds.js';
import type { Shedding } from '../load/busy-answer.js';
import type { PageTracing, RenderCacheResult } from '../page-tracing.js';

export interface PageDeps {
  config: Config;
  upstream: CachedUpstream;
  regions: RegionLookup;
  manifest: AssetManifest;
  renderCache: RenderCache;
  metrics?: Metrics;
  /** The /api proxy's limits, which a card form answered here spends too. */
  rateLimiter?: RateLimiter;
  site: SiteContent;
  preview?: Preview;
  /** Renders are refused with the busy page while the server sheds load. */
  shed?: Shedding;
  tracing?: PageTracing;
  discovery: Discovery;
}

interface CardFormRequest {
  req: Request;
  res: Response;
  page: PageEntry;
  module: PageModule;
  ctx: LoaderContext;
  /** The digits submitted, possibly not a card number. */
  card: string;
}

const parseCookies: RequestHandler = cookieParser();
const withCookies = (req: Request) => new Promise<void>((resolve) => parseCookies(req, {} as never, () => resolve()));

/** The consent lives a year, as when the page's script sets it. */
const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** What a render adds to the loaders' data: a card's answer or a posted form's (forms sent without JS), a preview's mark. */
interface RenderExtra {
  card?: { number: string; api?: BrowserApi };
  posted?: { api: BrowserApi; answer: (store: AppStore) => Promise<unknown> };
  preview?: PreviewState;
}

/** A page's posted form is small: a card, a few category codes, the feedback's 2000 characters. */
const PAGE_FORM_LIMIT = '16kb';

export function pages({
  config, upstream, manifest, renderCache, metrics, rateLimiter, site: content, preview, regions, shed, tracing, discovery,
}: PageDeps): Router {
  const router = Router();
  const { routes, calendar, clock } = content;
  const cacheHits = metrics?.renderCache.labels('hit');
  const cacheMisses = metrics?.renderCache.labels('miss');
  // The chain's middleware records the request: the Cache-Control and the render span are the stored answer's here.
  const storedPages = storedPageAnswer({ config, tracing });

  async function render(
    page: PageEntry, module: PageModule, site: 'promo' | 'business', base: string, ctx: LoaderContext,
    { card, posted, preview: previewing }: RenderExtra = {},
  ) {
    const facts = {
      id: page.id, kind: page.kind, site, base, canonicalPath: page.paths[site]!, analytics: config.analytics,
      currentYear: moscowYear(ctx.instant),
    };
    const store = makeStore(
      { page: { ...facts, ...pageContent(page, ctx, base), ...(previewing ? { preview: previewing } : {}) } },
      card?.api ?? posted?.api,
    );
    const { reads } = await upstream.recordReads(() => module.load(store, ctx));
    if (posted) await posted.answer(store);
    const form = CARD_FORM_ANSWERS[page.kind];
    if (card && form) {
      store.dispatch(cardFormSubmitted(card.number));
      if (card.api && isCardNumber(card.number)) await form.answer(store, ctx, card.number);
    }
    const assets = pageAssets(manifest, page.kind, `${base}assets/`);
    return { html: renderPage({ Page: module.Page, store, page, assets, discovery }), reads };
  }

  // The render cache holds every variant of the longest cities list seen so far.
  let citiesFitted = 0;
  const fitCities = (cityCount: number | undefined) => {
    if (!cityCount || cityCount <= citiesFitted) return;
    citiesFitted = cityCount;
    renderCache.fitEntries(renderCacheEntries(routes.pages, cityCount));
  };
  const tracked = <T>(work: () => Promise<T>): Promise<T> => (shed ? shed.gate.track(work) : work());

  /** The content a page shows, for its state: a campaign with the phase shown (never hidden here), lovecategory's dates, the hub's list. */
  function pageContent(page: PageEntry, { phase, instant }: LoaderContext, base: string): Pick<PageState, 'campaign' | 'lovecategory' | 'hub'> {
    const banner = page.campaign && content.bannerOf(page.campaign.id);
    if (page.campaign && phase !== 'hidden') return { campaign: { ...page.campaign, phase, ...(banner ? { banner } : {}) } };
    if (page.kind === 'hub') return { hub: hubEntries(content, instant, base) };
    return page.kind === 'lovecategory' ? { lovecategory: content.content.lovecategory } : {};
  }

  /**
   * A campaign page for the one visitor holding its preview: in the phase the preview bar
   * asked for (by default as it will be when running, a finished one as it is), from its
   * draft when there is one; rendered apart, never kept, never indexed.
   */
  async function sendPreview(req: Request, res: Response, page: PageEntry, module: PageModule, phase: CampaignPhase, instant: number) {
    const { site, base } = res.locals.host;
    const asked = req.query[PREVIEW_PHASE_PARAM];
    const shown = PREVIEW_PHASES.find((p) => p === asked) ?? (phase === 'finished' ? phase : 'running');
    const draft = content.draftOf(page.campaign!.id);
    const previewed = draft ? { ...page, campaign: draft } : page;
    const ctx: LoaderContext = {
      upstream, regions, config, page: previewed, instant, phase: shown, visitorIp: res.locals.visitorIp, query: req.query, cookies: {},
    };
    const { html } = await render(previewed, module, site, base, ctx, { preview: { draft: draft !== undefined } });
    if (res.destroyed) return;
    res.setHeader('x-robots-tag', 'noindex');
    sendPage(req, res, uncachedPage(html), 'private, no-store');
  }

  /** A card form (`?card=…`): the budget is spent before any work, a malformed card costs no render. */
  async function answerCardForm({ req, res, page, module, ctx, card }: CardFormRequest) {
    const { site, base } = res.locals.host;
    const form = CARD_FORM_ANSWERS[page.kind]!;
    if (!isCardNumber(card)) {
      const malformed = malformedCardVariant(card);
      const key = renderCacheKey(site, page, malformed.key);
      const cachedForm = renderCache.get(key, upstream.stillCurrent, ctx.instant);
      (cachedForm ? cacheHits : cacheMisses)?.inc();
      // The same page for every malformed card: shared work, refused as a page render is.
      if (!cachedForm && shed?.gate.overloaded()) return shed.busy(res, 'page');
      const stored = cachedForm ?? (await renderCache.render(key, calendar.nextChange(page, ctx.instant), () =>
        tracked(() => render(page, module, site, base, ctx, { card: { number: malformed.renderedWith } }))));
      const typed = await withTypedDigits(stored, card);
      if (!res.destroyed) sendPage(req, res, typed, CARD_FORM_CACHE_CONTROL);
      return;
    }
    // Personal work: its own budget, refused before it spends the visitor's rate-limit allowance.
    const release = shed ? shed.gate.admitPersonal() : () => {};
    if (!release) return shed!.busy(res, 'page');
    try {
      const who = { address: res.locals.visitorIp, card };
      const limited = await checkRateLimit(rateLimiter, metrics, form.call, who);
      if (limited) {
        sendCardFormRefusal(res, limited, site);
        return;
      }
      // A card's answer is this visitor's alone: rendered for this request, never cached or shared.
      const api = cardFormApi({ upstream, limiter: rateLimiter, metrics, visitorIp: who.address, prepaid: { call: form.call, card } });
      const { html } = await tracked(() => render(page, module, site, base, ctx, { card: { number: card, api } }));
      if (!res.destroyed) sendPage(req, res, uncachedPage(html), CARD_FORM_CACHE_CONTROL);
    } finally {
      release();
    }
  }

  /** `work` inside the page's render span when tracing is on (docs/product.md §10). */
  const traced = <T>(page: PageEntry, result: RenderCacheResult, work: () => T): T =>
    (tracing ? tracing.render(page.id, result, work) : work());

  router.get(/.*/, async (req, res, next) => {
    const { site, base } = res.locals.host;
    const page = routes.match(site, req.path);
    const module = page && PAGE_MODULES[page.kind];
    if (!page || !module) return next();
    // One instant for the whole request: the phase shown and the cache entry's end agree.
    const instant = clock.now();
    const phase = calendar.phaseOf(page, instant);
    if (page.campaign && preview?.holds(req, page.campaign.id)) return sendPreview(req, res, page, module, phase, instant);
    // A hidden campaign is not there yet (docs/product.md §4): the 404 page, shared briefly. With preview
    // on, kept per Cookie: a browser or CDN must not show the kept 404 to the campaign's preview holder.
    if (phase === 'hidden') {
      if (preview) res.vary('Cookie');
      return next();
    }
    if (module.readsCookies) await withCookies(req);
    // Built only for what reads it (a business variant, a render): a cache hit never does.
    const requestCtx = (): LoaderContext => ({
      upstream, regions, config, page, instant, phase, visitorIp: res.locals.visitorIp, query: req.query, cookies: req.cookies ?? {},
    });
    const variant = module.variant && (await module.variant(requestCtx()));
    fitCities(variant && variant.ctx.businessVariant?.cities.length);
    const contextOf = () => variant?.ctx ?? requestCtx();

    // Only a running campaign has its check: elsewhere a card in the query changes nothing.
    const card = CARD_FORM_ANSWERS[page.kind] && phase === 'running' ? submittedCard(req.query) : undefined;
    if (card !== undefined) {
      await traced(page, 'bypass', () => answerCardForm({ req, res, page, module, ctx: contextOf(), card }));
      return;
    }

    const cacheKey = renderCacheKey(site, page, variant?.key);
    const cached = renderCache.get(cacheKey, upstream.stillCurrent, instant);
    (cached ? cacheHits : cacheMisses)?.inc();
    if (!cached && shed?.gate.overloaded()) return shed.busy(res, 'page');
    const validUntil = cached?.validUntil ?? calendar.nextChange(page, instant);
    if (cached) {
      // The visitor may have left while the variant was resolved.
      if (!res.destroyed) storedPages.send(req, res, page, cached, clock.now());
      return;
    }
    const encoded = await traced(page, 'miss', () =>
      renderCache.render(cacheKey, validUntil, () => tracked(() => render(page, module, site, base, contextOf()))));
    if (res.destroyed) return;
    sendPage(req, res, encoded, storedPages.cacheControl(page, validUntil, clock.now(), encoded.partial));
  });

  // The cookie notice's form: a consent posted to the page itself.
  function acceptCookies(req: Request, res: Response, page: PageEntry): void {
    res.cookie(COOKIE_ACCEPTED, '1', { maxAge: CONSENT_MAX_AGE_MS, path: '/', sameSite: 'lax' });
    res.setHeader('cache-control', 'no-store');
    // Back to the page as it was asked for (its city stays in the query); the path is our own.
    res.redirect(303, page.paths[site(res)]! + new URL(req.originalUrl, 'http://host').search);
  }
  const site = (res: Response): 'promo' | 'business' => res.locals.host.site;

  /** A page's own form (PAGE_FORM_POSTS): the page rendered with its answer, with the /api calls' limits and shedding. */
  async function answerPostedForm(req: Request, res: Response, page: PageEntry, module: PageModule, body: PostedBody) {
    const { base } = res.locals.host;
    const instant = clock.now();
    const phase = calendar.phaseOf(page, instant);
    if (shed?.gate.overloaded()) return shed.busy(res, 'page');
    if (module.readsCookies) await withCookies(req);
    const requestCtx: LoaderContext = {
      upstream, regions, config, page, instant, phase, visitorIp: res.locals.visitorIp, query: req.query, cookies: req.cookies ?? {},
    };
    const ctx = module.variant ? (await module.variant(requestCtx)).ctx : requestCtx;
    const api = cardFormApi({ upstream, limiter: rateLimiter, metrics, visitorIp: res.locals.visitorIp });
    const answer = (store: AppStore) => PAGE_FORM_POSTS[page.kind]!.answer(store, ctx, body);
    const { html } = await traced(page, 'bypass', () => tracked(() => render(page, module, site(res), base, ctx, { posted: { api, answer } })));
    if (!res.destroyed) sendPage(req, res, uncachedPage(html), CARD_FORM_CACHE_CONTROL);
  }

  // Anything else posted to a page is not a route (404), nor is a post to a page not shown now.
  router.post(/.*/, express.urlencoded({ extended: false, limit: PAGE_FORM_LIMIT }), async (req, res, next) => {
    const page = routes.match(site(res), req.path);
    const module = page && PAGE_MODULES[page.kind];
    const body = (req.body ?? {}) as PostedBody;
    if (!page || !module) return next();
    if (module.readsCookies && body[COOKIE_CONSENT_FIELD] === 'accepted') return acceptCookies(req, res, page);
    const form = PAGE_FORM_POSTS[page.kind];
    if (!form?.accepts(body) || calendar.phaseOf(page, clock.now()) === 'hidden') return next();
    await answerPostedForm(req, res, page, module, body);
  });
  return router;
}
