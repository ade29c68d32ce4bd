// What the app asks of tracing (docs/product.md §10), with no OpenTelemetry import: the real
// one is made by server/observability/instrumentation.ts, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT
// is set; without it the app holds NO_TRACING and no tracing code is loaded.

/** How a page's bytes were had: stored (hit), rendered (miss), or rendered for one visitor only (a card form). */
export type RenderCacheResult = 'hit' | 'miss' | 'bypass';

export interface PageTracing {
  /**
   * Runs `work` inside the span `render <page id>` (attributes promo.page and
   * promo.render_cache), the current span for whatever it starts (upstream calls), ended
   * when `work` returns or its promise settles.
   */
  span<T>(pageId: string, result: RenderCacheResult, work: () => T): T;
  /** Trace context is read only from a peer this (TRUST_PROXY, compiled by the app) vouches for; none before it is called. */
  trustContextFrom(peer: (address: string, hop: number) => boolean): void;
  /** Sends the spans still waiting; at shutdown. */
  shutdown(): Promise<void>;
}

/** Tracing off: the work runs as it is. */
export const NO_TRACING: PageTracing = {
  span: (_pageId, _result, work) => work(),
  trustContextFrom: () => {},
  shutdown: async () => {},
};
