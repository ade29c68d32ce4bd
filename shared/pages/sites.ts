// The two sites and the base path each serves its pages, assets and static files under.
// A Host containing "business" is the business site (server/request/host-rule.ts).
// Kept apart from the route table so that browser code can read a base without pulling
// the table (and the campaign table behind it) into every chunk.
export type Site = 'promo' | 'business';

export const SITE_BASES: Readonly<Record<Site, string>> = { promo: '/promo/', business: '/' };
