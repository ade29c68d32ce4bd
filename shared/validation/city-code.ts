// A city code is `[a-z0-9-]{1,32}`. The proxy's path check and the server's reading of
// ?city_code= and the city cookie share this one rule.
export function isCityCode(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9-]{1,32}$/.test(value);
}
