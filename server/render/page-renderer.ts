// A page rendered for a request through its route (server/pages/page-routes.ts): the data router's query runs the
// page's loader (a new store with the page's facts and its kind's state, filled by the kind's loader and a posted
// form's answer), StaticRouterProvider renders the route's Component, and the document is encoded. Used by every route
// that renders a page: the page route, a preview, the card form and the posted forms.
import { setMaxListeners } from 'node:events';
import type { Request, Response } from 'express';
import { createStaticRouter, type StaticHandlerContext } from 'react-router-dom';
import { freeze } from '@reduxjs/toolkit';
import { makeStore, type AppStore } from '#shared/store/make-store.js';
import type { BrowserApi } from '#shared/api/browser-api.js';
import type { ExperimentState, PreviewState } from '#shared/store/slices/page.js';
import { moscowYear, type CampaignPhase } from '#shared/content/calendar.js';
import type { Site } from '#shared/pages/sites.js';
import { servedFile, type LoaderConfig, type LoaderContext, type PageEntry } from '#server/pages/page-kind.js';
import type { PageData } from '#server/pages/page-routes.js';
import type { Read } from '../upstream/upstream-cache.js';
import type { ReadRecord, UpstreamClient } from '../upstream/client.js';
import type { RegionLookup } from '../upstream/region-lookup.js';
import type { Config } from '../config.js';
import type { SiteContent } from '../content/site-content.js';
import type { Discovery } from '../discovery/discovery.js';
import { pageAssets, type AssetManifest } from './assets.js';
import { pageSiteTexts, SITE_TEXTS_FILE, type PageSiteTexts, type SiteTexts } from '#shared/content/site-texts.js';
import { renderPage } from './render-page.js';
import { visitorLeft } from '../request/visitor-left.js';
import type { RenderedPage } from './render-cache.js';

export interface PageRendererDeps {
  config: Config;
  upstream: UpstreamClient;
  regions: RegionLookup;
  manifest: AssetManifest;
  site: SiteContent;
  discovery: Discovery;
}

/** What a render adds to the loaders' data: a form's answer (forms sent without JS), a preview's mark. */
export interface RenderExtra {
  /** The API the page's thunks call for this render (server/forms/form-api.ts); default none. */
  api?: BrowserApi;
  /** Run after the loader: puts a form's answer in the store. */
  answer?: (store: AppStore) => Promise<unknown>;
  preview?: PreviewState;
  /** A page under test's version (server/experiments/page-version.ts): the browser's beacons report it. */
  experiment?: ExperimentState;
}

export interface PageRenderer {
  /** The loader's context for this request at `instant`, in `phase`. */
  context(req: Request, res: Response, page: PageEntry, instant: number, phase: CampaignPhase): LoaderContext;
  /** The page's data: its route's loader's work (and with a form's answer in `extra`, a form's action's). */
  load(page: PageEntry, site: Site, base: string, ctx: LoaderContext, extra?: RenderExtra): Promise<PageData>;
  /** The page's HTML through its route (its loader's data), and the upstream reads it was made from (render-cache.ts keeps them). */
  render(page: PageEntry, site: Site, base: string, ctx: LoaderContext, extra?: RenderExtra): Promise<RenderedPage>;
  /** The HTML of `page` from a query's `context` on `site` (its route's data, the action's when a form was posted). */
  html(page: PageEntry, site: Site, context: StaticHandlerContext): Buffer;
}

/** The data of `page`'s route in a query's context: its action's when a form was posted, else its loader's. */
export const pageDataOf = (context: StaticHandlerContext, page: PageEntry): PageData =>
  (context.actionData?.[page.id] ?? context.loaderData[page.id]) as PageData;

/**
 * The site's texts a page's state carries, made once per site.json served: a copy frozen all through, so every
 * render's state holds the very same object, whose text the state's serializer keeps (server/discovery/serialize-state.ts).
 */
function siteTextsOfFile(): (file: SiteTexts, business: boolean) => PageSiteTexts {
  let made: { file: SiteTexts; texts: PageSiteTexts; business: PageSiteTexts } | undefined;
  return (file, business) => {
    if (made?.file !== file) {
      const frozen = (withBusiness: boolean) => freeze(structuredClone(pageSiteTexts(file, withBusiness)), true);
      made = { file, texts: frozen(false), business: frozen(true) };
    }
    return business ? made.business : made.texts;
  };
}

export function createPageRenderer({ config, upstream, regions, manifest, site: content, discovery }: PageRendererDeps): PageRenderer {
  const pathOf = (pageId: string, site: Site) => content.routes.byId(pageId)?.paths[site];
  const siteTextsOf = siteTextsOfFile();
  // The loaders' share of the configuration, picked once.
  const loaderConfig: LoaderConfig = {
    supportPhones: config.supportPhones, feedbackCallbackTopic: config.feedbackCallbackTopic,
  };
  const load: PageRenderer['load'] = async (page, site, base, ctx, { api, answer, preview, experiment } = {}) => {
    const facts = {
      id: page.id, kind: page.kind, site, base, canonicalPath: page.paths[site]!, analytics: config.analytics,
      currentYear: moscowYear(ctx.instant),
      // The site's own texts the page's islands read (the 404's and error pages' are the server's).
      siteTexts: siteTextsOf(servedFile(content.content.kindFiles, SITE_TEXTS_FILE)!, page.descriptor.businessTexts === true),
    };
    const { own: file } = page.descriptor.content ?? {};
    // A version Б's page carries its own file (server/experiments/version-b.ts).
    const own = file ? { content: page.own ?? content.content.kindFiles[page.kind] ?? file.empty } : {};
    const kindState = page.descriptor.content?.state?.of(page, { phase: ctx.phase, instant: ctx.instant, base, site: content });
    const store = makeStore({
      page: {
        ...facts, ...own, ...(kindState === undefined ? {} : { kindState }), ...(preview ? { preview } : {}),
        ...(experiment ? { experiment } : {}),
      },
    }, api);
    // The loader's calls carry the record of the cache entries they read (server/upstream/upstream-cache.ts), on the
    // request's own context: a copy would read its getters (the visitor's address, the query) on every render.
    const record: ReadRecord<Read> = (ctx.record = { reads: [] });
    await page.descriptor.load?.(store, ctx);
    if (answer) await answer(store);
    return { store, reads: record.reads, phase: ctx.phase };
  };
  // A query reads a GET's path and its signal, never aborted here: one Request per page path, made once. Each
  // render of the path listens to its signal while its loader runs, however many run at once.
  const renderRequests = new Map<string, globalThis.Request>();
  const renderRequest = (path: string) => {
    let request = renderRequests.get(path);
    if (request) return request;
    request = new globalThis.Request(`http://page${path}`);
    setMaxListeners(0, request.signal);
    renderRequests.set(path, request);
    return request;
  };
  const html: PageRenderer['html'] = (page, site, context) => {
    const { store, phase } = pageDataOf(context, page);
    // Over the matched route alone: the others could not render, and converting all of them is no render's work.
    const router = createStaticRouter([context.matches[0]!.route], context);
    const assets = pageAssets(manifest, page.kind, `${store.getState().page.base}assets/`);
    return renderPage({ router, context, store, page, assets, discovery, phase });
  };
  return {
    load,
    html,
    context: (req, res, page, instant, phase) => ({
      upstream, regions, config: loaderConfig, page, instant, phase,
      // Read when a loader asks (the business kinds, a personal call): resolving the forwarded addresses, parsing the
      // query and following the connection's close are no work of a campaign's render.
      get visitorIp(): string | undefined { return res.locals.visitorIp; }, get query() { return req.query; },
      get signal() { return visitorLeft(res); },
      cookies: req.cookies ?? {}, pathOf, scope: { requestId: res.locals.requestId, log: req.log },
      // A kind with a variant renders from the context its variant resolved (PageVariant.resolve).
      variant: undefined,
    }),
    async render(page, site, base, ctx, extra) {
      // The page's own path (a render is shared by every request waiting on its key), a GET: the route's loader.
      const context = await content.routes.handlers[site].query(renderRequest(page.paths[site]!), {
        requestContext: { page: { load: () => load(page, site, base, ctx, extra), take: unrouted } },
      });
      if (context instanceof globalThis.Response) throw new Error(`the route of ${page.id} answered ${context.status}`);
      if (context.errors) throw Object.values(context.errors)[0];
      return { html: html(page, site, context), reads: pageDataOf(context, page).reads };
    },
  };
}

/** A render's query is a GET: no action runs in it. */
const unrouted = () => Promise.reject(new Error('a page render posts nothing'));
