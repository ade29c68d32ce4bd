// SPEC.md §2.1: a Host containing "business" is the business site, whose base is `/`;
// any other host is the promo site under `/promo/`.
import type { Site } from '#shared/pages/registry.js';

export interface HostFacts {
  site: Site;
  base: string;
  /** The Host header when it is a plain host[:port], else `localhost`: safe for canonical URLs. */
  host: string;
}

const PLAIN_HOST = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/;

export function resolveHostRule(header: string | undefined): HostFacts {
  const name = (header ?? '').toLowerCase();
  const host = PLAIN_HOST.test(name) ? name : 'localhost';
  return name.includes('business') ? { site: 'business', base: '/', host } : { site: 'promo', base: '/promo/', host };
}
