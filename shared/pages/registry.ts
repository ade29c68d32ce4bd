// THE route table: every page, its kind, its paths per site, its title and description,
// and the old addresses that redirect to it. The fixed pages are listed here; the
// campaign pages come from the content (content/campaigns/, loaded and checked by the
// server at start-up), so the table is built from that data by createRouteTable. The
// server matcher, redirects and links read it; the browser never does (a page's state
// carries what it renders). See docs/decisions/004-campaign-content.md.
import type { Campaign } from '../content/campaign-schema.js';
import type { PageKind } from './page-kinds.js';
import type { Site } from './sites.js';

export type { PageKind, Site };
export { PAGE_KINDS } from './page-kinds.js';
export { SITE_BASES } from './sites.js';

/** The pages that are code, not content. A campaign's id is its content file's name. */
export type FixedPageId = 'hub' | 'karta-elektrika' | 'lovecategory' | 'law' | 'sert';
export type PageId = string;

export interface PageEntry {
  id: PageId;
  kind: PageKind;
  /** Canonical path per site; a site without a path does not serve the page. */
  paths: Partial<Record<Site, string>>;
  title: string;
  description: string;
  /** A campaign page's content. */
  campaign?: Campaign;
}

const FIXED_PAGES: readonly PageEntry[] = [
  {
    // The promo site's base itself: pages link to the hub as their base (SITE_BASES.promo).
    id: 'hub', kind: 'hub', paths: { promo: '/promo/' },
    title: 'Акции «Петровича»: действующие, предстоящие и завершённые | Петрович',
    description: 'Все акции «Петровича» для владельцев клубной карты: действующие, будущие и итоги завершённых.',
  },
  {
    id: 'karta-elektrika', kind: 'karta-elektrika', paths: { promo: '/promo/karta-elektrika' },
    title: 'Карта электрика: бонусы за покупки электротоваров | Петрович',
    description: 'Карта электрика: проверьте начисленные бонусы по номеру клубной карты.',
  },
  {
    id: 'lovecategory', kind: 'lovecategory', paths: { promo: '/promo/lovecategory' },
    title: 'Больше баллов за покупки в любимых категориях | Петрович',
    description: 'Выбирайте любимые категории товаров каждый месяц и получайте больше баллов по клубной карте.',
  },
  {
    id: 'law', kind: 'law', paths: { promo: '/promo/law', business: '/' },
    title: 'Юридическим лицам: удобная покупка строительных материалов | Петрович',
    description: 'Юридическим лицам: отсрочка платежа до 50 000 ₽ на 15 дней и более 30 000 товаров по выгодным ценам.',
  },
  {
    id: 'sert', kind: 'sert', paths: { promo: '/promo/sert/', business: '/sert/' },
    title: 'Подарочные сертификаты для юрлиц | Петрович',
    description: 'Подарочный сертификат за покупки на каждые 100 000 ₽ для юридических лиц.',
  },
];

/**
 * Segments under /promo/ a campaign id may not take: the fixed pages' and the static
 * files' (server/routes/static.ts), which are matched before any page.
 */
export const RESERVED_SEGMENTS: readonly string[] = [...FIXED_PAGES.map((page) => page.id), 'static', 'assets', 'download'];

/** A campaign's page: /promo/<id>, titled by its content. */
function campaignPage(campaign: Campaign): PageEntry {
  return { id: campaign.id, kind: 'campaign', paths: { promo: `/promo/${campaign.id}` }, title: `${campaign.title} | Петрович`, description: campaign.description, campaign };
}

/**
 * On `site`, the page's path of `fromSite` answers 301 with its own path there: the
 * business host keeps serving links to the certificates page made before it had its own.
 */
export interface PageRedirect {
  site: Site;
  fromSite: Site;
  page: FixedPageId;
}

export const PAGE_REDIRECTS: readonly PageRedirect[] = [{ site: 'business', fromSite: 'promo', page: 'sert' }];

export interface RouteTable {
  /** Campaigns first (in content order), then the fixed pages. */
  pages: readonly PageEntry[];
  match(site: Site, pathname: string): PageEntry | undefined;
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
 * The table of the fixed pages and the given campaigns. A path matches whole, case and
 * all, with or without trailing slashes, so `/promo/law`, `/promo/law/` and `/promo/law//`
 * serve law without a redirect (as react-router's matcher did when it was used here; every
 * path is fixed, so a map lookup is the whole match). See docs/decisions/001-routing.md
 * for why the browser has no router.
 */
export function createRouteTable(campaigns: readonly Campaign[]): RouteTable {
  const pages = [...campaigns.map(campaignPage), ...FIXED_PAGES];
  const exact = exactPaths(pages);
  return {
    pages,
    match: (site, pathname) => exact[site].get(pathname) ?? exact[site].get(pathname.replace(/\/+$/, '') || '/'),
  };
}

/** A fixed page's path on `site`; undefined where the site does not serve it. */
export function pagePath(id: FixedPageId, site: Site): string | undefined {
  return FIXED_PAGES.find((page) => page.id === id)?.paths[site];
}
