// A page request: match the route table → a new store → the page's loader → render.
import { Router } from 'express';
import { matchPage } from '#shared/pages/registry.js';
import { makeStore } from '#shared/store/make-store.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { Config } from '../config.js';
import { PAGE_MODULES } from '../loaders/page-modules.js';
import { renderPage } from '../render/render-page.js';
import { pageAssets, type AssetManifest } from '../render/assets.js';

export function pages(config: Config, upstream: UpstreamClient, manifest: AssetManifest): Router {
  const router = Router();
  router.get(/.*/, async (req, res, next) => {
    const { site, base } = res.locals.host;
    const page = matchPage(site, req.path);
    const module = page && PAGE_MODULES[page.kind];
    if (!page || !module) return next();

    // Stop the page's upstream calls when the visitor goes away (react-router's adapter).
    const aborted = new AbortController();
    // 'close' also fires after a normal answer; aborting then would only cost an exception object.
    res.on('close', () => res.writableFinished || aborted.abort());
    const store = makeStore({
      page: {
        id: page.id, kind: page.kind, site, base,
        canonicalPath: page.paths[site]!,
        analytics: config.analytics,
        currentYear: new Date().getFullYear(),
      },
    });
    await module.load(store, {
      upstream, config, page, signal: aborted.signal,
      visitorIp: res.locals.visitorIp, query: req.query, cookies: req.cookies ?? {},
    });
    if (aborted.signal.aborted) return;
    const html = renderPage({
      Page: module.Page, store, page,
      assets: pageAssets(manifest, page.kind, `${base}assets/`),
      nonce: res.locals.nonce,
      origin: config.publicOrigins[site],
    });
    res.setHeader('cache-control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
