// Which city a business page shows. Pure, so every rule is a unit test: ?city_code=
// first, then the stored choice (cookie) when it differs from the visitor's region,
// then the region, then the first city; 'spb' without a list.
import { DEFAULT_CITY_CODE } from '#shared/store/slices/city.js';
import { isCityCode } from '#shared/validation/city-code.js';

/** A query or cookie value as a city code; anything else (arrays, junk) is not one. */
export function readCityCode(value: unknown): string | undefined {
  return isCityCode(value) ? value : undefined;
}

export interface CityChoiceInput {
  /** Codes of the cities list, in upstream order; empty when the list failed to load. */
  cityCodes: readonly string[];
  /** True when the URL has city_code at all, even an unknown or malformed one. */
  hasQuery: boolean;
  queryCode: string | undefined;
  storedCode: string | undefined;
  regionCode: string | undefined;
}

export function chooseCityCode({ cityCodes, hasQuery, queryCode, storedCode, regionCode }: CityChoiceInput): string {
  const known = (code: string | undefined): code is string => code !== undefined && cityCodes.includes(code);
  const first = cityCodes[0] ?? DEFAULT_CITY_CODE;
  // A city_code in the URL always decides, known or not (its city, else the first), so
  // a shared link shows every visitor the same city.
  if (hasQuery) return known(queryCode) ? queryCode : first;
  if (known(storedCode) && storedCode !== regionCode) return storedCode;
  if (known(regionCode)) return regionCode;
  return first;
}
