// Every call of the upstream API, once, as plain data the proxy, the loaders and the demo upstream read. No zod here:
// the payload schemas are server/upstream/call-schemas.ts. The browser reads browser-calls.ts instead of this table.
import { BROWSER_CALL_TEMPLATES as BROWSER, fillCallTemplate } from './browser-calls.js';

/** How a parameter is checked before a call leaves (server/proxy/param-rules.ts). */
export type ParamRule = 'campaignSlug' | 'cardNumber' | 'cityCode' | 'landing' | 'landingCategory' | 'leaderboardLimit' | 'ip';

/** A rule between parameters that each pass alone. */
export type ParamsTogetherRule = 'landingInItsCategory';

export interface CallEntry {
  method: 'GET' | 'POST';
  /** `:name` segments are path parameters, each checked by its rule in `params`. */
  template: string;
  params: Readonly<Record<string, ParamRule>>;
  paramsTogether?: ParamsTogetherRule;
  /** Query keys forwarded to the upstream; any other key is dropped. */
  query?: Readonly<Record<string, { rule: ParamRule; required?: boolean }>>;
  body?: 'json' | 'multipart';
  /** The same for every visitor: the server may answer it from its upstream cache. */
  publicData?: boolean;
  /** Looks up a person's card: its refusals are told in the card's words. */
  cardLookup?: boolean;
  /** Browser code makes this call, so the /api proxy forwards it; /api answers any other 404 (docs/product.md §6). */
  browser?: boolean;
}

export const CALLS = {
  products: { method: 'GET', template: '/api/v1/promo/products/:slug/', params: { slug: 'campaignSlug' }, publicData: true },
  checkSavings: {
    method: 'GET', template: BROWSER.checkSavings, params: { slug: 'campaignSlug', value: 'cardNumber' },
    cardLookup: true, browser: true,
  },
  rating: {
    method: 'GET', template: '/api/v1/promo/result/:slug/', params: { slug: 'campaignSlug' },
    query: { limit: { rule: 'leaderboardLimit' } }, publicData: true,
  },
  cardCheckInCategory: {
    method: 'GET', template: BROWSER.cardCheckInCategory,
    params: { landingCategory: 'landingCategory', landing: 'landing', card: 'cardNumber' }, paramsTogether: 'landingInItsCategory',
    cardLookup: true, browser: true,
  },
  cardCheck: {
    method: 'GET', template: BROWSER.cardCheck, params: { landing: 'landing', card: 'cardNumber' },
    cardLookup: true, browser: true,
  },
  cities: { method: 'GET', template: '/api/v1/business/cities/', params: {}, publicData: true },
  // Public per IP (the IP is in the path): a visitor's city does not change between views.
  determineCity: {
    method: 'GET', template: '/api/v1/business/cities/determine/', params: {},
    query: { ip: { rule: 'ip', required: true } }, publicData: true,
  },
  businessInfo: {
    method: 'GET', template: BROWSER.businessInfo, params: { cityCode: 'cityCode' }, publicData: true, browser: true,
  },
  reviews: { method: 'GET', template: '/api/v1/business/reviews/', params: {}, publicData: true },
  feedbackCategories: { method: 'GET', template: '/api/v1/business/feedback/categories/', params: {}, publicData: true },
  sendFeedback: { method: 'POST', template: BROWSER.sendFeedback, params: {}, body: 'json', browser: true },
  participant: {
    method: 'POST', template: BROWSER.participant, params: {}, body: 'multipart', cardLookup: true, browser: true,
  },
  promoCategories: { method: 'GET', template: '/api/v2/promo_categories/categories/', params: {}, publicData: true },
  addCategories: { method: 'POST', template: BROWSER.addCategories, params: {}, body: 'multipart', browser: true },
} as const satisfies Record<string, CallEntry>;

export type CallName = keyof typeof CALLS;

/** The path parameters a call needs, by name. */
export type CallParams<N extends CallName> = Record<keyof (typeof CALLS)[N]['params'], string>;
/** The query keys a call forwards. */
export type CallQuery<N extends CallName> = (typeof CALLS)[N] extends { query: infer Q }
  ? Partial<Record<keyof Q, string>>
  : Record<never, string>;
/** A call without path parameters may leave them out. */
export type CallArgs<N extends CallName> = keyof CallParams<N> extends never
  ? [params?: CallParams<N>, query?: CallQuery<N>]
  : [params: CallParams<N>, query?: CallQuery<N>];

/** The call's entry, widened to the common shape for code that reads any call. */
export function callEntry(name: CallName): CallEntry {
  return CALLS[name];
}

/** The call's path with its query; every parameter is percent-encoded, so none can change the path. */
export function buildCallPath<N extends CallName>(name: N, ...[params, query]: CallArgs<N>): string {
  return fillCallTemplate(CALLS[name].template, params, query);
}
