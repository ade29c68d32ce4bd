// How a rendered page is kept and shared: its key in the render cache and the
// Cache-Control it is sent with. Read by the page route and by the render-cache hit that
// answers before it, so both keep and label a page the same way.
import type { PageEntry } from '#server/pages/page-kind.js';
import type { Site } from '#shared/pages/sites.js';
import type { Config } from '../config.js';

/** A page's key on each site without a variant, made once: a string made per hit was hashed anew by every lookup. */
const plainKeys = new WeakMap<PageEntry, Partial<Record<Site, string>>>();

/** `variantKey` is empty for pages that are the same for everyone. */
export const renderCacheKey = (site: Site, page: PageEntry, variantKey = '') => {
  if (variantKey) return `${site}|${page.id}|${variantKey}`;
  let keys = plainKeys.get(page);
  if (!keys) plainKeys.set(page, (keys = {}));
  return (keys[site] ??= `${site}|${page.id}|`);
};
/** The page id of a render-cache key. */
export const pageIdOfKey = (key: string) => key.split('|')[1];

/** How long a shared cache may serve a page stale while it fetches it again. */
const STALE_WHILE_REVALIDATE_S = 60;

/** Pages the same for everyone may be shared by a CDN or nginx for PAGE_SHARED_CACHE_S (apart from the upstream cache's lifetime). */
export function pageCacheControl(variesPerVisitor: boolean, config: Config): string {
  if (variesPerVisitor) return 'private, no-cache';
  return `public, max-age=0, s-maxage=${config.pageSharedCacheS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
}

/**
 * The shared pages' Cache-Control at `now` for a page that holds until `validUntil`
 * (docs/product.md §4): the usual header while the next phase change is further away than a
 * shared cache could keep the page (one compare, no allocation on a render-cache hit);
 * closer to it, s-maxage and stale-while-revalidate shrink so that no CDN in front serves
 * the page past the change.
 */
export function sharedCacheControl(config: Config): (validUntil: number, now: number, partial?: boolean) => string {
  const usual = pageCacheControl(false, config);
  // A page rendered without some of its data is this moment's only: no CDN may keep it (docs/product.md §6 "Failures").
  const partialPage = pageCacheControl(true, config);
  const sMaxageS = config.pageSharedCacheS;
  const reachMs = (sMaxageS + STALE_WHILE_REVALIDATE_S) * 1000;
  return (validUntil, now, partial) => {
    if (partial) return partialPage;
    if (validUntil - now > reachMs) return usual;
    const leftS = Math.max(0, Math.floor((validUntil - now) / 1000));
    const sMaxage = Math.min(sMaxageS, leftS);
    return `public, max-age=0, s-maxage=${sMaxage}, stale-while-revalidate=${leftS - sMaxage}`;
  };
}
