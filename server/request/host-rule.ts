// A Host containing "business" is the business site, whose base is `/`; any other host
// is the promo site under `/promo/`. The Host header only picks the site: absolute URLs
// come from configuration (PUBLIC_ORIGIN), never from request headers.
import type { Site } from '#shared/pages/registry.js';

export interface HostFacts {
  site: Site;
  base: string;
}

export function resolveHostRule(header: string | undefined): HostFacts {
  return (header ?? '').toLowerCase().includes('business') ? { site: 'business', base: '/' } : { site: 'promo', base: '/promo/' };
}
