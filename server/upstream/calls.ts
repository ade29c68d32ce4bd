// Every call of UPSTREAM-API.md, once, as data. The /api proxy forwards only these
// (PRODUCT.md §6) and the page loaders build their paths from the same entries, so a
// path template or a parameter rule lives in exactly one place.
import type { z } from 'zod';
import * as s from '#shared/api/schemas.js';
import { CAMPAIGN_API_SLUGS, CARD_CHECK_LANDINGS } from '#shared/campaigns.js';
import { isCardNumber } from '#shared/validation/card-number.js';
import { isCityCode } from '#shared/validation/city-code.js';
import { isIP } from 'node:net';

type Check = (value: string) => boolean;

export interface CallSpec<T = unknown> {
  method: 'GET' | 'POST';
  /** `:name` segments are path parameters, each checked by `params[name]`. */
  template: string;
  params: Record<string, Check>;
  /** A rule between parameters that each pass alone (a landing and its own category). */
  paramsTogether?: (params: Record<string, string>) => boolean;
  /** Query keys forwarded to the upstream; any other key is dropped. */
  query?: Record<string, { check: Check; required?: boolean }>;
  body?: 'json' | 'multipart';
  schema: z.ZodType<T>;
  /** Public data, the same for every visitor: served from the upstream cache (upstream-cache.ts). */
  cacheable?: boolean;
}

const slug: Check = (v) => CAMPAIGN_API_SLUGS.includes(v);
const card: Check = isCardNumber;
const cityCode: Check = isCityCode;
// The card check exists only for the landings PRODUCT.md §7 names (shared/campaigns.ts):
// any other landing or category would spend the credentials on a call no page makes.
const landing: Check = (v) => Object.hasOwn(CARD_CHECK_LANDINGS, v);
const landingCategory: Check = (v) => Object.values(CARD_CHECK_LANDINGS).some((known) => known.landingCategory === v);
const landingInItsCategory = ({ landing: name = '', landingCategory: category }: Record<string, string>) =>
  Object.hasOwn(CARD_CHECK_LANDINGS, name) && CARD_CHECK_LANDINGS[name as keyof typeof CARD_CHECK_LANDINGS].landingCategory === category;
const limit: Check = (v) => /^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100;
const ip: Check = (v) => isIP(v) !== 0;

const call = <T>(spec: CallSpec<T>): CallSpec<T> => spec;

export const CALLS = {
  products: call({ method: 'GET', template: '/api/v1/promo/products/:slug/', params: { slug }, schema: s.productsSchema, cacheable: true }),
  checkSavings: call({ method: 'GET', template: '/api/v2/promo/check/:slug/:value/', params: { slug, value: card }, schema: s.countSchema }),
  rating: call({
    method: 'GET', template: '/api/v1/promo/result/:slug/', params: { slug },
    query: { limit: { check: limit } }, schema: s.ratingSchema, cacheable: true,
  }),
  cardCheckInCategory: call({
    method: 'GET', template: '/api/v1/promo/:landingCategory/check/:landing/:card/',
    params: { landingCategory, landing, card }, paramsTogether: landingInItsCategory, schema: s.countSchema,
  }),
  cardCheck: call({ method: 'GET', template: '/api/v1/promo/check/:landing/:card/', params: { landing, card }, schema: s.countSchema }),
  cities: call({ method: 'GET', template: '/api/v1/business/cities/', params: {}, schema: s.citiesSchema, cacheable: true }),
  determineCity: call({
    method: 'GET', template: '/api/v1/business/cities/determine/', params: {},
    // Cached per IP (the IP is in the path): a visitor's city does not change between views.
    query: { ip: { check: ip, required: true } }, schema: s.determinedCitySchema, cacheable: true,
  }),
  businessInfo: call({ method: 'GET', template: '/api/v1/business/info/:cityCode/', params: { cityCode }, schema: s.businessInfoSchema, cacheable: true }),
  reviews: call({ method: 'GET', template: '/api/v1/business/reviews/', params: {}, schema: s.reviewsSchema, cacheable: true }),
  feedbackCategories: call({ method: 'GET', template: '/api/v1/business/feedback/categories/', params: {}, schema: s.feedbackCategoriesSchema, cacheable: true }),
  sendFeedback: call({ method: 'POST', template: '/api/v1/business/feedback/', params: {}, body: 'json', schema: s.feedbackSentSchema }),
  participant: call({ method: 'POST', template: '/api/v2/promo_categories/participants/add/', params: {}, body: 'multipart', schema: s.participantSchema }),
  promoCategories: call({ method: 'GET', template: '/api/v2/promo_categories/categories/', params: {}, schema: s.promoCategoriesSchema, cacheable: true }),
  addCategories: call({ method: 'POST', template: '/api/v2/promo_categories/categories/add/', params: {}, body: 'multipart', schema: s.categoriesAddedSchema }),
} satisfies Record<string, CallSpec<never> | CallSpec<any>>;

export type CallName = keyof typeof CALLS;

/** Fills a template; parameters are assumed checked, and are encoded all the same. */
export function buildPath(spec: CallSpec<unknown>, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const path = spec.template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

const NAMES = new Map<CallSpec<unknown>, CallName>(Object.entries(CALLS).map(([name, spec]) => [spec as CallSpec<unknown>, name as CallName]));

/** The table name of a call entry (a metrics label). */
export function callName(spec: CallSpec<unknown>): CallName | undefined {
  return NAMES.get(spec);
}
