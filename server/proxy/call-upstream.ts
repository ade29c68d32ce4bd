// The call step of the proxy: the checked call, its checked query and rebuilt body sent
// upstream with the visitor's address. It passes by the upstream cache, which serves only
// the page loaders' reads (getCall).
import { buildCallPath, callEntry } from '#shared/api/calls.js';
import type { UpstreamClient, UpstreamResult } from '../upstream/client.js';
import { callSchema } from '../upstream/call-schemas.js';
import type { CheckedBody } from './body-checks.js';
import type { RequestedCall } from './requested-call.js';

export function callUpstream(
  upstream: UpstreamClient,
  { name, params }: RequestedCall,
  query: Record<string, string>,
  body: CheckedBody | undefined,
  visitorIp: string | undefined,
): Promise<UpstreamResult<unknown>> {
  return upstream.call({
    method: callEntry(name).method,
    path: buildCallPath(name, params as never, query as never),
    schema: callSchema(name),
    body: body && { contentType: body.contentType, bytes: body.bytes },
    forwardedFor: visitorIp,
    call: name,
  });
}
