// The path templates of the calls browser code makes, their one place (calls.ts takes them into the full table), so an
// islands chunk carries neither the server's own calls nor the proxy's rules.
export const BROWSER_CALL_TEMPLATES = {
  checkSavings: '/api/v2/promo/check/:slug/:value/',
  cardCheckInCategory: '/api/v1/promo/:landingCategory/check/:landing/:card/',
  cardCheck: '/api/v1/promo/check/:landing/:card/',
  businessInfo: '/api/v1/business/info/:cityCode/',
  sendFeedback: '/api/v1/business/feedback/',
  participant: '/api/v2/promo_categories/participants/add/',
  addCategories: '/api/v2/promo_categories/categories/add/',
} as const;

export type BrowserCallName = keyof typeof BROWSER_CALL_TEMPLATES;

/**
 * The card check's landings (`:landing`) and each one's category (`:landingCategory`): karta-elektrika's
 * page is the one landing, under `loyal`; the /api proxy refuses any other (server/proxy/param-rules.ts).
 */
export const CARD_CHECK_LANDINGS = { 'karta-elektrika': { landingCategory: 'loyal' as string | undefined } } as const;

/** The `:name` segments of a template. */
type TemplateParams<T extends string> = T extends `${string}:${infer Param}/${infer Rest}` ? Param | TemplateParams<`/${Rest}`> : never;
/** A browser call's path parameters, by name; a call without any takes none. */
type BrowserCallArgs<N extends BrowserCallName> = [TemplateParams<(typeof BROWSER_CALL_TEMPLATES)[N]>] extends [never]
  ? []
  : [params: Record<TemplateParams<(typeof BROWSER_CALL_TEMPLATES)[N]>, string>];

/** The template filled in, with its query; every parameter is percent-encoded, so none can change the path. */
export function fillCallTemplate(template: string, params?: Record<string, string>, query?: Record<string, string | undefined>): string {
  const values = params ?? {};
  const path = template.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(values[param] ?? ''));
  const given = query && Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = given?.length ? new URLSearchParams(given).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** A browser call's path (calls.ts buildCallPath, for the browser's calls only). */
export function buildBrowserCallPath<N extends BrowserCallName>(name: N, ...[params]: BrowserCallArgs<N>): string {
  return fillCallTemplate(BROWSER_CALL_TEMPLATES[name], params);
}
