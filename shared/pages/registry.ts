// THE route table: every page, its kind, its paths per site, its title and description,
// and the old addresses that redirect to it. The server matcher, redirects, links and
// the site bases all read it; the client chunks are built per page kind.
import { matchPath } from 'react-router-dom';
import { CAMPAIGNS, type CampaignId } from '../campaigns.js';
import type { PageKind } from './page-kinds.js';
import type { Site } from './sites.js';

export type { PageKind, Site };
export { PAGE_KINDS } from './page-kinds.js';
export { SITE_BASES } from './sites.js';
export type PageId = CampaignId | 'karta-elektrika' | 'lovecategory' | 'law' | 'sert';

export interface PageEntry {
  id: PageId;
  kind: PageKind;
  /** Canonical path per site; a site without a path does not serve the page. */
  paths: Partial<Record<Site, string>>;
  title: string;
  description: string;
}

const campaignPages: PageEntry[] = Object.values(CAMPAIGNS).map((c) => ({
  id: c.id,
  kind: 'campaign',
  paths: { promo: `/promo/${c.id}` },
  title: `${c.title} | Петрович`,
  description: c.description,
}));

export const PAGES: readonly PageEntry[] = [
  ...campaignPages,
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
 * On `site`, the page's path of `fromSite` answers 301 with its own path there: the
 * business host keeps serving links to the certificates page made before it had its own.
 */
export interface PageRedirect {
  site: Site;
  fromSite: Site;
  page: PageId;
}

export const PAGE_REDIRECTS: readonly PageRedirect[] = [{ site: 'business', fromSite: 'promo', page: 'sert' }];

/**
 * Every page path exactly as it matches, with and without its trailing slash: a page view
 * is then one Map lookup (the render-cache hit path); anything else goes to the matcher.
 */
const EXACT_PATHS: Record<Site, Map<string, PageEntry>> = { promo: new Map(), business: new Map() };
for (const page of PAGES) {
  for (const [site, path] of Object.entries(page.paths) as [Site, string][]) {
    const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
    EXACT_PATHS[site].set(bare, page);
    if (bare !== '/') EXACT_PATHS[site].set(`${bare}/`, page);
  }
}

/**
 * react-router's matcher: a pattern matches with or without its trailing slash, so both
 * `/promo/law` and `/promo/law/` serve law without a redirect, and it matches whole
 * paths only. See docs/decisions/001-routing.md for why the browser has no router.
 */
export function matchPage(site: Site, pathname: string): PageEntry | undefined {
  return EXACT_PATHS[site].get(pathname) ?? PAGES.find((page) => {
    const path = page.paths[site];
    return path !== undefined && matchPath({ path, caseSensitive: true, end: true }, pathname) !== null;
  });
}

export function pagePath(id: PageId, site: Site): string | undefined {
  return PAGES.find((page) => page.id === id)?.paths[site];
}
