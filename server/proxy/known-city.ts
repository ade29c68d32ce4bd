// The proxy's city step: a city's business info is asked only for a code of the cities
// list (itself public data, one upstream call per TTL through the upstream cache). Any
// other code is 404 here, so a visitor cycling through invented codes costs the upstream
// nothing, and no invented code takes a place in the upstream cache.
import type { CallName } from '#shared/api/calls.js';
import type { UpstreamResult } from '../upstream/client.js';
import { getCall, type CallContext } from '../upstream/get-call.js';

export type CityCheck = 'known' | 'unknown' | 'list-failed';

/** Whether the call may go on: calls other than businessInfo always may. */
export async function checkKnownCity(
  from: CallContext, call: { name: CallName; params: Record<string, string> },
): Promise<CityCheck> {
  if (call.name !== 'businessInfo') return 'known';
  const cities = await getCall(from, 'cities');
  if (!cities.ok) return 'list-failed';
  return cities.data.some((city) => city.code === call.params.cityCode) ? 'known' : 'unknown';
}

/** The answer while the cities list cannot be had: as if the info call itself had failed. */
export const CITY_LIST_FAILED: UpstreamResult<never> = { ok: false, failure: { reason: 'unreachable' } };
