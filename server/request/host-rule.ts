// A Host containing "business" is the business site, any other host the promo site; each
// serves under its base from shared/pages/sites.ts. The Host header only picks the site:
// absolute URLs come from configuration (PUBLIC_ORIGIN), never from request headers.
import { SITE_BASES, type Site } from '#shared/pages/sites.js';

export interface HostFacts {
  site: Site;
  base: string;
}

export function resolveHostRule(header: string | undefined): HostFacts {
  const site: Site = (header ?? '').toLowerCase().includes('business') ? 'business' : 'promo';
  return { site, base: SITE_BASES[site] };
}
