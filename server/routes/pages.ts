// A page request: match the route table → the variant (business pages: city, region,
// cookie notice) → the render cache, or a new store → the page's loader → render →
// compressed once → sent with its ETag (304 when the client has it).
import { Router, type Request, type RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import { matchPage, type PageEntry } from '#shared/pages/registry.js';
import { makeStore } from '#shared/store/make-store.js';
import type { CachedUpstream } from '../upstream/upstream-cache.js';
import type { Config } from '../config.js';
import type { LoaderContext } from '../loaders/types.js';
import type { Metrics } from '../metrics/metrics.js';
import { PAGE_MODULES, type PageModule } from '../loaders/page-modules.js';
import { renderPage } from '../render/render-page.js';
import { pageAssets, type AssetManifest } from '../render/assets.js';
import type { RenderCache } from '../render/render-cache.js';
import { sendPage } from '../render/send-page.js';

export interface PageDeps {
  config: Config;
  upstream: CachedUpstream;
  manifest: AssetManifest;
  renderCache: RenderCache;
  metrics?: Metrics;
}

const parseCookies: RequestHandler = cookieParser();
const withCookies = (req: Request) => new Promise<void>((resolve) => parseCookies(req, {} as never, () => resolve()));

/** Pages the same for everyone may be shared by a CDN or nginx for the data's lifetime. */
function cacheControl(module: PageModule, config: Config): string {
  if (module.variant) return 'private, no-cache';
  return `public, max-age=0, s-maxage=${Math.floor(config.upstream.cacheTtlMs / 1000)}, stale-while-revalidate=60`;
}

export function pages({ config, upstream, manifest, renderCache, metrics }: PageDeps): Router {
  const router = Router();
  const cacheHits = metrics?.renderCache.labels('hit');
  const cacheMisses = metrics?.renderCache.labels('miss');

  async function render(page: PageEntry, module: PageModule, site: 'promo' | 'business', base: string, ctx: LoaderContext) {
    const store = makeStore({
      page: { id: page.id, kind: page.kind, site, base, canonicalPath: page.paths[site]!, analytics: config.analytics, currentYear: new Date().getFullYear() },
    });
    const { reads } = await upstream.recordReads(() => module.load(store, ctx));
    const assets = pageAssets(manifest, page.kind, `${base}assets/`);
    return { html: renderPage({ Page: module.Page, store, page, assets, origin: config.publicOrigins[site] }), reads };
  }

  router.get(/.*/, async (req, res, next) => {
    const { site, base } = res.locals.host;
    const page = matchPage(site, req.path);
    const module = page && PAGE_MODULES[page.kind];
    if (!page || !module) return next();
    if (module.readsCookies) await withCookies(req);
    const requestCtx: LoaderContext = { upstream, config, page, visitorIp: res.locals.visitorIp, query: req.query, cookies: req.cookies ?? {} };
    const { key, ctx } = module.variant ? await module.variant(requestCtx) : { key: '', ctx: requestCtx };
    const cacheKey = `${site}|${page.id}|${key}`;

    const cached = renderCache.get(cacheKey, upstream.stillCurrent);
    (cached ? cacheHits : cacheMisses)?.inc();
    const encoded = cached ?? (await renderCache.render(cacheKey, () => render(page, module, site, base, ctx)));
    if (res.destroyed) return;
    sendPage(req, res, encoded, cacheControl(module, config));
  });
  return router;
}
