// Times every call that really goes to the upstream (placed under the cache, so cache
// hits are not counted as calls), labelled by call name and outcome.
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from './client.js';
import type { Metrics } from '../observability/metrics/metrics.js';

export function withUpstreamMetrics(client: UpstreamClient, metrics: Metrics): UpstreamClient {
  async function call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    const end = metrics.upstreamDuration.startTimer();
    const result = await client.call(request);
    const name = request.call ?? 'unknown';
    const outcome = result.ok ? 'ok' : result.failure.reason;
    end({ call: name, outcome });
    if (!result.ok && result.failure.reason !== 'aborted') metrics.upstreamFailures.inc({ call: name, kind: result.failure.reason });
    return result;
  }
  return { call, close: () => client.close() };
}
