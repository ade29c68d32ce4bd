// The call step of the proxy: the checked call, query and rebuilt body sent upstream. Public data goes through the
// upstream cache the page loaders read, keyed by the same path (a thousand browsers polling a leaderboard share one
// call per TTL), carrying no visitor address. Personal calls go straight through, dropped when the visitor leaves
// before the answer (`left`); a post that saves something (`sameAs`) is sent once while an identical one is in flight
// (shared-post.ts) and never dropped: another visitor's request may wait on it.
import { buildCallPath, callEntry } from '#shared/api/calls.js';
import type { UpstreamResult } from '../upstream/client.js';
import type { CallContext } from '../upstream/get-call.js';
import { callSchema } from '../upstream/call-schemas.js';
import type { CheckedBody } from './body-checks.js';
import type { RequestedCall } from './requested-call.js';
import { sharedPost } from './shared-post.js';

export function callUpstream(
  { upstream, scope }: CallContext,
  { name, params }: RequestedCall,
  query: Record<string, string>,
  body: CheckedBody | undefined,
  visitorIp: string | undefined,
  left?: AbortSignal,
): Promise<UpstreamResult<unknown>> {
  const { method, publicData } = callEntry(name);
  const cacheable = publicData === true && method === 'GET';
  const send = (signal: AbortSignal | undefined) => upstream.call({
    method,
    path: buildCallPath(name, params as never, query as never),
    schema: callSchema(name),
    body: body && { contentType: body.contentType, bytes: body.bytes },
    forwardedFor: cacheable ? undefined : visitorIp,
    signal,
    cacheable,
    call: name,
    scope,
  });
  if (body?.sameAs !== undefined) return sharedPost(upstream, `${name} ${body.sameAs}`, () => send(undefined));
  // A shared read outlives any one visitor (the cache drops a signal too).
  return send(cacheable ? undefined : left);
}
