// When a refused call may try again, in whole minutes (never "0 мин."): the 429's message
// names them in content/site.json's words (`errors.tooMany.message`, whose live value is the
// one docs/product.md §8 fixes), on the page and in the JSON alike (tooManyMessage).

/** The whole minutes until a try may pass, at least 1. */
export const refusalMinutes = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 60_000));

/** Retry-After in whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
