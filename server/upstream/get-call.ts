// The one way server code reads from the upstream: a GET call of the shared call table by
// name, through the upstream cache where the call is public data. Used by the page
// loaders and by the proxy's own lookups. A personal call carries the caller's `signal`
// (a loader's LoaderContext.signal: dropped when its visitor leaves); a public read never
// does, being shared by every visitor (and by every request waiting on a shared render).
import { buildCallPath, callEntry, type CallArgs, type CallName } from '#shared/api/calls.js';
import { callSchema, type CallData } from './call-schemas.js';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from './client.js';

/** What a call is made with: the client, and for a request its signal, its scope and a render's record (LoaderContext has them). */
export type CallContext = { upstream: UpstreamClient; signal?: AbortSignal } & Pick<UpstreamRequest<unknown>, 'scope' | 'record'>;

export function getCall<N extends CallName>(
  ctx: CallContext,
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
    scope: ctx.scope,
    record: ctx.record,
  });
}
