// What the app asks of tracing (docs/product.md §10), with no OpenTelemetry import: the real
// one is made by server/observability/instrumentation.ts, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT
// is set; without it the app holds NO_TRACING and no tracing code is loaded.
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

/** How a page's bytes were had: stored (hit), rendered (miss), or rendered for one visitor only (a card form). */
export type RenderCacheResult = 'hit' | 'miss' | 'bypass';

/** The ids of the span a line is written in, as its log line carries them (trace_id, span_id). */
export interface TraceIds {
  traceId: string;
  spanId: string;
}

/** Whether a request's peer is one TRUST_PROXY vouches for (server/request/visitor-ip.ts's peerTrusted, compiled by the app). */
export type TrustedPeer = (req: IncomingMessage) => boolean;

/** Where the exporter's failures are told: a line at the first failure of each outage. */
export type ExportFailureLog = Pick<Logger, 'warn' | 'info'>;

export interface PageTracing {
  /**
   * Runs `work` inside the span `render <page id>` (attributes promo.page and
   * promo.render_cache), the current span for whatever it starts (upstream calls), ended
   * when `work` returns or its promise settles.
   */
  span<T>(pageId: string, result: RenderCacheResult, work: () => T): T;
  /** Trace context is read only from a peer this (TRUST_PROXY, compiled by the app) vouches for; none before it is called. */
  trustContextFrom(trusted: TrustedPeer): void;
  /** Sends the spans still waiting; at shutdown. */
  shutdown(): Promise<void>;
  /** The active span's ids (the request's server span, or a render inside it; also once it ended); none outside a sampled trace. */
  activeIds(): TraceIds | undefined;
  /**
   * Names the request on the span it is served in (promo.request_id): a request id finds its trace. `route`: the
   * page a request answered before Express is for (a render-cache hit), which names its server span as Express's route would.
   */
  tagRequest(requestId: string, route?: { method: string; path: string }): void;
  /** Batches of spans the exporter could not send, since start (the /metrics counter reads it). */
  readonly failedExports: number;
  /** Tells `log` of each outage of the exporter once (its first failure), and of its end. */
  reportExportsTo(log: ExportFailureLog): void;
}

/** Tracing off: the work runs as it is. */
export const NO_TRACING: PageTracing = {
  span: (_pageId, _result, work) => work(),
  trustContextFrom: () => {},
  shutdown: async () => {},
  activeIds: () => undefined,
  tagRequest: () => {},
  failedExports: 0,
  reportExportsTo: () => {},
};
