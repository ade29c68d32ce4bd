// The one way server code reads from the upstream: a GET call of the shared call table by
// name, through the upstream cache where the call is public data. Used by the page
// loaders and by the proxy's own lookups.
import { buildCallPath, callEntry, type CallArgs, type CallName } from '#shared/api/calls.js';
import { callSchema, type CallData } from './call-schemas.js';
import type { UpstreamClient, UpstreamResult } from './client.js';

export function getCall<N extends CallName>(
  ctx: { upstream: UpstreamClient },
  name: N,
  ...args: CallArgs<N>
): Promise<UpstreamResult<CallData<N>>> {
  return ctx.upstream.call({
    method: 'GET',
    path: buildCallPath(name, ...args),
    schema: callSchema(name),
    cacheable: callEntry(name).publicData,
    call: name,
  });
}
