// Where a page's one public address is (docs/product.md §9): absolute, on the configured
// origin of the site it belongs to, and nowhere without one (never relative, never from
// request headers). A page the business site serves (law, sert) has its address there
// whenever PUBLIC_BUSINESS_ORIGIN is set, for its copies on both hosts; otherwise each
// host's copy is its own (docs/decisions/005-canonical-business-pages.md). The canonical
// link, og:url, the JSON-LD urls and the sitemaps all ask here.
import type { Site } from '#shared/pages/sites.js';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { Config } from '../config.js';

export type PublicOrigins = Config['publicOrigins'];

export interface PublicLocation {
  /** The site whose address it is. */
  site: Site;
  origin: string;
  /** The canonical URL: origin and the page's path there. */
  url: string;
  /** Absolute URL of a file under that site's base, e.g. `assets/og/…`. */
  fileUrl(relative: string): string;
}

function locationOn(site: Site, origin: string, path: string): PublicLocation {
  return { site, origin, url: origin + path, fileUrl: (relative) => origin + SITE_BASES[site] + relative };
}

/** The page's canonical location when the page is asked on `servedOn`; undefined without an origin. */
export function canonicalLocation(
  page: { paths: Partial<Record<Site, string>> }, servedOn: Site, origins: PublicOrigins,
): PublicLocation | undefined {
  const businessPath = page.paths.business;
  if (businessPath !== undefined && origins.business) return locationOn('business', origins.business, businessPath);
  const path = page.paths[servedOn];
  const origin = origins[servedOn];
  return path !== undefined && origin ? locationOn(servedOn, origin, path) : undefined;
}
