// The one way server code reads from the upstream: a GET call of the call table, with
// the caller's abort signal, and the upstream cache where the call is public data. Used by
// the page loaders and by the proxy's own lookups.
import { buildPath, callName, type CallSpec } from './calls.js';
import type { UpstreamClient, UpstreamResult } from './client.js';

export function getCall<T>(
  ctx: { upstream: UpstreamClient; signal?: AbortSignal },
  spec: CallSpec<T>,
  params?: Record<string, string>,
  query?: Record<string, string>,
): Promise<UpstreamResult<T>> {
  return ctx.upstream.call({
    method: 'GET',
    path: buildPath(spec as CallSpec<unknown>, params, query),
    schema: spec.schema,
    signal: ctx.signal,
    cacheable: spec.cacheable,
    call: callName(spec as CallSpec<unknown>),
  });
}
