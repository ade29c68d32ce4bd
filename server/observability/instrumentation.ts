// OpenTelemetry tracing (docs/product.md §10) by sdk-node, its metrics and logs off
// (docs/decisions/752-tracing-by-sdk-node.md): the HTTP server, Express, undici (`traceparent` sent upstream) and
// ioredis instrumentations, OTLP/HTTP as OTEL_EXPORTER_OTLP_PROTOCOL says; the other OTEL_* variables are the SDK's, but
// the sampler decides for a remote parent too (local-sampler.ts). server/index.ts imports this file, a file of its own in
// dist/server/ (build.mjs), only when OTEL_EXPORTER_OTLP_ENDPOINT is set and before what it patches (an ESM loader hook).
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { ExportResultCode, W3CTraceContextPropagator, type ExportResult } from '@opentelemetry/core';
import {
  ROOT_CONTEXT, SpanStatusCode, TraceFlags, context as activeContext, trace,
  type Context, type Span, type TextMapGetter, type TextMapPropagator, type TextMapSetter,
} from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import type { TracingConfig } from '../config.js';
import type { ExportFailureLog, PageTracing, TrustedPeer } from './page-tracing.js';
import { maskSpans } from './mask-spans.js';
import { localSampler } from './local-sampler.js';

/** Probes and scrapes are not requests anyone needs a trace of. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

type Exporter = JsonExporter | ProtobufExporter;

/** What became of the exporter's batches: failures counted, and each outage told once (its first failure, then its end). */
class ExportOutcomes {
  failed = 0;
  private failing = false;
  private log: ExportFailureLog | undefined;

  reportTo(log: ExportFailureLog) {
    this.log = log;
  }

  record(result: ExportResult) {
    // Told outside any request: the export runs in whichever request's context flushed the batch, not its trace.
    activeContext.with(ROOT_CONTEXT, () => {
      if (result.code === ExportResultCode.SUCCESS) {
        if (this.failing) this.log?.info({}, 'trace export works again');
        this.failing = false;
        return;
      }
      this.failed += 1;
      if (!this.failing) this.log?.warn({ err: result.error?.message }, 'trace export failed: spans are lost until the collector answers');
      this.failing = true;
    });
  }
}

/** The exporter of the configured protocol, masking card numbers in every span it sends, each batch's outcome recorded. */
function maskingExporter(protocol: TracingConfig['protocol'], outcomes: ExportOutcomes): Exporter {
  const exporter = protocol === 'http/json' ? new JsonExporter() : new ProtobufExporter();
  const send = exporter.export.bind(exporter);
  exporter.export = (spans, done) => send(maskSpans(spans), (result) => {
    outcomes.record(result);
    done(result);
  });
  return exporter;
}

/**
 * W3C trace context (traceparent, tracestate) only, and read only from a request whose
 * peer TRUST_PROXY vouches for: a visitor's own traceparent would join our spans to a
 * trace of its choosing, force sampling past the configured sampler, and travel on to
 * the retailer's API beside our credentials. No baggage either way: nothing of a
 * visitor's is forwarded upstream. The request's headers object is the carrier the HTTP
 * instrumentation extracts from, so the peer is judged on the request just before.
 */
function trustedPeerPropagator(): { propagator: TextMapPropagator; admit(req: IncomingMessage): void; trust(peer: TrustedPeer): void } {
  const w3c = new W3CTraceContextPropagator();
  const trustedCarriers = new WeakSet<object>();
  // Until the app hands over its compiled TRUST_PROXY, no peer is trusted.
  let trusted: TrustedPeer = () => false;
  return {
    propagator: {
      inject: (context: Context, carrier: unknown, setter: TextMapSetter) => w3c.inject(context, carrier, setter),
      extract: (context: Context, carrier: unknown, getter: TextMapGetter) =>
        typeof carrier === 'object' && carrier !== null && trustedCarriers.has(carrier) ? w3c.extract(context, carrier, getter) : context,
      fields: () => w3c.fields(),
    },
    admit(req) {
      if (trusted(req)) trustedCarriers.add(req.headers);
    },
    trust(peer) {
      trusted = peer;
    },
  };
}

function endWith(span: Span, error?: unknown): void {
  if (error !== undefined) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

export function startTracing(config: TracingConfig): PageTracing {
  // The ESM loader hook first: the modules imported after it (the app) get patched.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const context = trustedPeerPropagator();
  const outcomes = new ExportOutcomes();
  // sdk-node assembles the resource (the environment, host and process attributes, then the service name), the
  // provider with the batch processor (OTEL_BSP_* apply), the AsyncLocalStorage context and the propagator, and
  // registers the instrumentations; traces only: no metrics reader nor log processor (it would default to OTLP's).
  const sdk = new NodeSDK({
    serviceName: config.serviceName, sampler: localSampler(), textMapPropagator: context.propagator,
    spanProcessors: [new BatchSpanProcessor(maskingExporter(config.protocol, outcomes))], metricReaders: [], logRecordProcessors: [],
    instrumentations: [
      // The hook runs before the instrumentation extracts the request's trace context.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => (context.admit(req), UNTRACED_PATHS.has((req.url ?? '').split('?')[0]!)),
      }),
      // Route handlers only (they name the server span's http.route): a span for every
      // middleware and router a request merely passes through tells nothing and costs.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      new UndiciInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  const tracer = trace.getTracer('promo-pages');
  return {
    span(pageId, result, work) {
      return tracer.startActiveSpan(`render ${pageId}`, { attributes: { 'promo.page': pageId, 'promo.render_cache': result } }, (span) => {
        let value;
        try {
          value = work();
        } catch (error) {
          endWith(span, error);
          throw error;
        }
        if (!(value instanceof Promise)) {
          endWith(span);
          return value;
        }
        return value.then(
          (settled: unknown) => (endWith(span), settled),
          (error: unknown) => (endWith(span, error), Promise.reject(error)),
        ) as typeof value;
      });
    },
    trustContextFrom: (peer) => context.trust(peer),
    shutdown: () => sdk.shutdown(),
    activeIds() {
      // A sampled span, also once ended: a line written after it (a refresh the request
      // started, still in its context) belongs to its trace all the same.
      const ids = trace.getActiveSpan()?.spanContext();
      if (!ids || !(ids.traceFlags & TraceFlags.SAMPLED)) return undefined;
      return { traceId: ids.traceId, spanId: ids.spanId };
    },
    tagRequest(requestId, route) {
      const span = trace.getActiveSpan();
      span?.setAttribute('promo.request_id', requestId);
      if (route) span?.setAttributes({ 'http.route': route.path }).updateName(`${route.method} ${route.path}`);
    },
    get failedExports() {
      return outcomes.failed;
    },
    reportExportsTo: (log) => outcomes.reportTo(log),
  };
}
