// What a refused visitor reads: when to try again, in whole minutes (never "0 мин.").
export function refusalMessage(retryAfterMs: number): string {
  return `Слишком много запросов, попробуйте через ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} мин.`;
}

/** Retry-After in whole seconds, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
