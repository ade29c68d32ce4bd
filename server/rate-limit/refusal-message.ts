// What a refused call's JSON says (docs/product.md §8 fixes the words): when to try again, in
// whole minutes (never "0 мин."). The 429 page says it in the site's own words
// (content/site.json, server/forms/card-form-page.ts).

/** The whole minutes until a try may pass, at least 1. */
export const refusalMinutes = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 60_000));

export function refusalMessage(retryAfterMs: number): string {
  return `Слишком много запросов, попробуйте через ${refusalMinutes(retryAfterMs)} мин.`;
}

/** Retry-After in whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
