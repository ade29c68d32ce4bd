// The one way server code reads from the upstream: a GET call of the shared call table by
// name, through the upstream cache where the call is public data. Used by the page
// loaders and by the proxy's own lookups. A personal call carries the caller's `signal`
// (a loader's LoaderContext.signal: dropped when its visitor leaves); a public read never
// does, being shared by every visitor (and by every request waiting on a shared render).
import { buildCallPath, callEntry, type CallArgs, type CallName } from '#shared/api/calls.js';
import { callSchema, type CallData } from './call-schemas.js';
import type { UpstreamClient, UpstreamResult } from './client.js';

export function getCall<N extends CallName>(
  ctx: { upstream: UpstreamClient; signal?: AbortSignal },
  name: N,
  ...args: CallArgs<N>
): Promise<UpstreamResult<CallData<N>>> {
  const { publicData } = callEntry(name);
  return ctx.upstream.call({
    method: 'GET',
    path: buildCallPath(name, ...args),
    schema: callSchema(name),
    cacheable: publicData,
    signal: publicData ? undefined : ctx.signal,
    call: name,
  });
}
