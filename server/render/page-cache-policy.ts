// How a rendered page is kept and shared: its key in the render cache and the
// Cache-Control it is sent with. Read by the page route and by the render-cache hit that
// answers before it, so both keep and label a page the same way.
import type { PageEntry } from '#shared/pages/registry.js';
import type { Site } from '#shared/pages/sites.js';
import type { Config } from '../config.js';

/** `variantKey` is empty for pages that are the same for everyone. */
export const renderCacheKey = (site: Site, page: PageEntry, variantKey = '') => `${site}|${page.id}|${variantKey}`;

/** Pages the same for everyone may be shared by a CDN or nginx for the data's lifetime. */
export function pageCacheControl(variesPerVisitor: boolean, config: Config): string {
  if (variesPerVisitor) return 'private, no-cache';
  return `public, max-age=0, s-maxage=${Math.floor(config.upstream.cacheTtlMs / 1000)}, stale-while-revalidate=60`;
}
