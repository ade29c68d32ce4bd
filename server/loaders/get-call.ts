// The one way a page loader reads from the upstream: a GET call of the call table, with
// the request's abort signal, and the micro-cache where the call is public data.
import { CALLS, buildPath, type CallSpec } from '../upstream/calls.js';
import type { UpstreamResult } from '../upstream/client.js';
import type { LoaderContext } from './types.js';

export function getCall<T>(
  ctx: Pick<LoaderContext, 'upstream' | 'signal'>,
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
  });
}

export { CALLS };
