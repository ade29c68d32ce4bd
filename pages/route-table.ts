// THE route table: every page, its kind, its paths per site, its title and description,
// its calendar, and the old addresses that redirect to it, read from the page kinds
// (pages/kinds.ts). The fixed pages are code; the campaign pages come from the content
// (content/campaigns/, loaded and checked by the server at start-up), so the table is
// built from that content by createRouteTable. The server matcher, redirects and links
// read it; the browser never does (a page's state carries what it renders). See
// docs/decisions/004-campaign-content.md and docs/decisions/090-page-kinds.md.
import type { Site } from '#shared/pages/sites.js';
import * as KINDS from './kinds.js';
import type { Content } from '#server/content/load-content.js';
import type { KindSources, PageEntry, PageKindDescriptor } from './page-kind.js';

export type { PageEntry, Site };

/** Every kind, by name (the table lists their pages in that order: the campaigns first). */
export const PAGE_KINDS: readonly PageKindDescriptor[] = Object.values(KINDS).sort((a, b) => a.kind.localeCompare(b.kind));

/** What the route table is made from: the campaigns and the kinds' own files (each kind's `empty` value when absent). */
export type TableContent = Partial<Pick<Content, 'campaigns' | 'kindFiles'>>;

type TableConfig = KindSources['config'];

/** Before any content is read: the fixed pages are the same whatever it says. */
const NO_CONFIG: TableConfig = { lovecategoryFinished: false };

function entriesOf(kinds: readonly PageKindDescriptor[], { campaigns = [], kindFiles = {} }: TableContent, config: TableConfig) {
  return kinds.flatMap((descriptor) => {
    const content = descriptor.content && (descriptor.kind in kindFiles ? kindFiles[descriptor.kind] : descriptor.content.empty);
    return descriptor.pages({ campaigns, content, config }).map((route): PageEntry => ({ ...route, kind: descriptor.kind, descriptor }));
  });
}

/** The pages that are code, not content (their paths and names hold whatever the content says). */
export const FIXED_PAGES: readonly PageEntry[] = entriesOf(PAGE_KINDS, {}, NO_CONFIG).filter((page) => !page.campaign);

/**
 * Segments under /promo/ a campaign id may not take: the fixed pages' ids and the static
 * files' folders (server/routes/static.ts), which are matched before any page.
 */
export const RESERVED_SEGMENTS: readonly string[] = [...FIXED_PAGES.map((page) => page.id), 'static', 'assets', 'download'];

/** On `site`, the page's path of `fromSite` answers 301 with its own path there. */
export interface PageRedirect {
  site: Site;
  fromSite: Site;
  page: PageEntry;
}

export const PAGE_REDIRECTS: readonly PageRedirect[] = FIXED_PAGES.flatMap((page) =>
  (page.descriptor.redirects ?? []).map((redirect) => ({ ...redirect, page })));

export interface RouteTable {
  /** In the order of the kinds: the campaigns (in content order), then the fixed pages. */
  pages: readonly PageEntry[];
  match(site: Site, pathname: string): PageEntry | undefined;
  byId(id: string): PageEntry | undefined;
}

/**
 * Every page path exactly as it matches, with and without its trailing slash: a page view
 * is then one Map lookup (the render-cache hit path); anything else goes to the matcher.
 */
function exactPaths(pages: readonly PageEntry[]): Record<Site, Map<string, PageEntry>> {
  const exact: Record<Site, Map<string, PageEntry>> = { promo: new Map(), business: new Map() };
  for (const page of pages) {
    for (const [site, path] of Object.entries(page.paths) as [Site, string][]) {
      const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
      exact[site].set(bare, page);
      if (bare !== '/') exact[site].set(`${bare}/`, page);
    }
  }
  return exact;
}

/**
 * The table of the kinds' pages for this content. A path matches whole, case and all,
 * with or without trailing slashes, so `/promo/law`, `/promo/law/` and `/promo/law//`
 * serve law without a redirect (every path is fixed, so a map lookup is the whole match).
 * See docs/decisions/001-routing.md for why the browser has no router.
 */
export function createRouteTable(content: TableContent, config: TableConfig = NO_CONFIG): RouteTable {
  const pages = entriesOf(PAGE_KINDS, content, config);
  const exact = exactPaths(pages);
  const byId = new Map(pages.map((page) => [page.id, page]));
  return {
    pages,
    match: (site, pathname) => exact[site].get(pathname) ?? exact[site].get(pathname.replace(/\/+$/, '') || '/'),
    byId: (id) => byId.get(id),
  };
}

/** A fixed page's path on `site`; undefined where the site does not serve it. */
export function pagePath(id: string, site: Site): string | undefined {
  return FIXED_PAGES.find((page) => page.id === id)?.paths[site];
}
