// The call step of the proxy: the checked call, its checked query and rebuilt body sent
// upstream. Public data (products, leaderboards, business info…) goes through the same
// upstream cache as the page loaders' reads, keyed by the same path: a thousand browsers
// polling a leaderboard share one upstream call per TTL, its single flight, stale-if-error
// and byte limit. Such a call carries no visitor address: its answer is the
// same for everyone. Personal calls (card checks, posts) go straight through with it, and
// are dropped when the visitor leaves before the answer (`left`): nobody would read it.
// A post that saves something (a body with `sameAs`) is sent once while an identical one
// is in flight (shared-post.ts), and is never dropped: another visitor's request may wait on it.
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
