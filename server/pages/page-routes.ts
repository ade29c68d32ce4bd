// The route objects of a route table, per site, and the one matcher over them (react-router's matchRoutes) for the hit
// path, the preview and the data router, so a path means the same page to each (docs/decisions/270-route-backbone.md). A
// page's route carries its loader, action and Component (docs/decisions/270-route-backbone.md); the kinds' old
// addresses are routes whose loader redirects.
import { createStaticHandler, matchRoutes, redirect, type RouteObject, type StaticHandler } from 'react-router-dom';
import type { Site } from '#shared/pages/sites.js';
import type { AppStore } from '#shared/store/make-store.js';
import type { CampaignPhase } from '#shared/content/calendar.js';
import type { Read } from '../upstream/upstream-cache.js';
import { takesPosts, type PageEntry } from './page-kind.js';

/** A page's data, its loader's (or a form's action's) answer: the store its islands read, and the upstream reads it holds. */
export interface PageData {
  store: AppStore;
  /** What the render cache keeps to tell when the page is out of date (server/render/render-cache.ts); null: not kept. */
  reads: Read[] | null;
  /** The phase the page is shown in. */
  phase: CampaignPhase;
}

/** What a page's route asks of its request's context: the app answers it (server/render/page-renderer.ts, server/routes/page-router.ts). */
export interface PageRouteContext {
  /** The page's loader: its data (none after a form's action: the action's data is the page's). */
  load(page: PageEntry): Promise<PageData | null>;
  /** The page's action: the form posted to it, answered with the page's data (or the cookie consent's 303). */
  take(page: PageEntry): Promise<unknown>;
}

declare module 'react-router' {
  interface AppLoadContext {
    page: PageRouteContext;
  }
}

/** A fixed page's old address on `site`: its path of `fromSite` (PageKindDescriptor.redirects). */
export interface PageRedirect {
  site: Site;
  fromSite: Site;
  page: PageEntry;
}

/** Old addresses are shared for an hour: a CDN keeps answering them, and a table that changes is followed the same day. */
const MOVED_CACHE_CONTROL = 'public, max-age=3600';

export interface PageRoutes {
  /** The data router of each site over its routes, old addresses first: its query runs a route's action and loader. */
  handlers: Record<Site, StaticHandler>;
  /** The page `pathname` names on `site` (matchRoutes); none for an old address, an undecodable path or no page. */
  match(site: Site, pathname: string): PageEntry | undefined;
}

/** Whether every escape of `path` decodes (no page has a path that does not; the library would warn on stderr). */
export function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function siteRoutes(site: Site, pages: readonly PageEntry[], moved: readonly PageRedirect[], pageOf: Map<RouteObject, PageEntry>) {
  const redirects = moved.filter((old) => old.site === site).map(({ page, fromSite }): RouteObject => ({
    id: `${fromSite}:${page.id}`,
    path: page.paths[fromSite],
    caseSensitive: true,
    loader: ({ request }) =>
      redirect(page.paths[site]! + new URL(request.url).search, { status: 301, headers: { 'cache-control': MOVED_CACHE_CONTROL } }),
  }));
  const served = pages.filter((page) => page.paths[site] !== undefined).map((page): RouteObject => {
    const route: RouteObject = {
      id: page.id,
      path: page.paths[site],
      caseSensitive: true,
      loader: ({ context }) => context.page.load(page),
      action: takesPosts(page.descriptor) ? ({ context }) => context.page.take(page) : undefined,
      Component: page.descriptor.Page,
    };
    pageOf.set(route, page);
    return route;
  });
  return [...redirects, ...served];
}

/**
 * The matcher of one site. matchRoutes ranks and compiles the routes anew on each call (tens
 * of µs): its answers for every route's own path, with and without a trailing slash, are kept,
 * so a page view is one Map lookup (the hit path); any other path asks the library.
 */
function matcher(objects: RouteObject[], pageOf: Map<RouteObject, PageEntry>): (pathname: string) => PageEntry | undefined {
  const find = (pathname: string) => {
    if (!decodable(pathname)) return undefined;
    const route = matchRoutes(objects, pathname)?.[0]?.route;
    return route && pageOf.get(route);
  };
  const known = new Map<string, PageEntry | undefined>();
  for (const { path = '/' } of objects) {
    const bare = path.replace(/\/+$/, '');
    for (const each of [bare || '/', `${bare}/`]) known.set(each, find(each));
  }
  return (pathname) => known.get(pathname) ?? (known.has(pathname) ? undefined : find(pathname));
}

export function pageRoutes(pages: readonly PageEntry[], moved: readonly PageRedirect[]): PageRoutes {
  const pageOf = new Map<RouteObject, PageEntry>();
  const objects: Record<Site, RouteObject[]> = {
    promo: siteRoutes('promo', pages, moved, pageOf), business: siteRoutes('business', pages, moved, pageOf),
  };
  const matchers = { promo: matcher(objects.promo, pageOf), business: matcher(objects.business, pageOf) };
  const handlers = { promo: createStaticHandler(objects.promo), business: createStaticHandler(objects.business) };
  return { handlers, match: (site, pathname) => matchers[site](pathname) };
}
