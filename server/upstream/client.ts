// The only code that knows UPSTREAM_URL and the credentials. One undici keep-alive
// Pool; every call gets basic auth, a deadline, JSON decoding and a schema check of its
// `data` payload. It never throws for upstream trouble: it returns a typed failure,
// logged as a warning without headers or credentials.
import { Pool, errors as undiciErrors } from 'undici';
import { z } from 'zod';
import type { Logger } from '../observability/log.js';
import type { UpstreamConfig, UpstreamTarget } from '../config.js';
import { maskDigitRuns } from '../observability/mask-digit-runs.js';
import { callDeadline } from './call-deadline.js';

const errorBodySchema = z.object({
  message: z.string().max(500).optional(),
  errors: z.record(z.string(), z.string().max(500)).optional(),
});

export type UpstreamFailure =
  | { reason: 'timeout' }
  /** Our side gave up (the visitor left): not the upstream's fault, so not logged. */
  | { reason: 'aborted' }
  | { reason: 'unreachable' }
  | ({ reason: 'status'; status: number } & z.infer<typeof errorBodySchema>)
  | { reason: 'not-json'; status: number }
  /** The body passed UPSTREAM_MAX_BYTES (declared or counted): undici closed the socket, the rest was not read. */
  | { reason: 'too-large'; status: number }
  | { reason: 'bad-shape'; status: number };

export type UpstreamResult<T> = { ok: true; status: number; data: T } | { ok: false; failure: UpstreamFailure };

export interface UpstreamRequest<T> {
  method: 'GET' | 'POST';
  /** Path with its query string, already encoded, e.g. `/api/v1/promo/result/knauf2025/?limit=15`. */
  path: string;
  schema: z.ZodType<T>;
  body?: { contentType: string; bytes: Buffer | string };
  /** The visitor's IP, passed on as X-Forwarded-For, so the upstream sees the visitor rather than this server. */
  forwardedFor?: string;
  signal?: AbortSignal;
  /** Public, non-personal GET data that may be served from the upstream cache (upstream-cache.ts). */
  cacheable?: boolean;
  /** The call-table name, for metrics labels (paths carry card numbers). */
  call?: string;
  /** The request the call is made for (docs/product.md §10): its id goes upstream as X-Request-Id, its log takes the call's warning. */
  scope?: RequestScope;
  /** A render's record of the upstream cache's entries it read (upstream-cache.ts). */
  record?: ReadRecord;
}

/**
 * A render's record of the upstream cache's entries it read, in the order read (the cache says what an
 * entry is: upstream-cache.ts's Read); null once it read anything uncached (the page cannot be kept).
 */
export type ReadRecord<Entry = unknown> = { reads: Entry[] | null };

/** The request a call is made for, carried with the call (docs/decisions/410-no-async-context.md); `log`: its child logger. */
export type RequestScope = { requestId: string; log?: Logger };

export interface UpstreamClient {
  call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>>;
  close(): Promise<void>;
}

// The `{ data: … }` envelope around each call's schema, built once per schema: zod
// schema construction is costly and this is on every page's hot path.
const envelopes = new WeakMap<z.ZodType, z.ZodType<{ data: unknown }>>();
function envelopeOf(schema: z.ZodType): z.ZodType<{ data: unknown }> {
  let envelope = envelopes.get(schema);
  if (!envelope) envelopes.set(schema, (envelope = z.object({ data: schema })));
  return envelope;
}

/** The request's logger; a scope without one (a refresh started by a render-cache hit) names its id. */
function logOf(scope: RequestScope | undefined, log: Logger): Logger {
  if (!scope) return log;
  return scope.log ?? log.child({ requestId: scope.requestId });
}

export function createUpstreamClient(config: UpstreamConfig & UpstreamTarget, log: Logger): UpstreamClient {
  const origin = new URL(config.url);
  const basePath = origin.pathname.replace(/\/$/, '');
  // maxResponseSize: an answer of tens of megabytes (by fault or by attack) is never held in memory; undici counts
  // the body and closes the socket once it passes the bound (a declared Content-Length over it: see below).
  const pool = new Pool(origin.origin, { connections: 64, keepAliveTimeout: 10_000, pipelining: 1, maxResponseSize: config.maxBytes });
  const authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`;

  async function call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    const started = performance.now();
    const { scope } = request;
    const fail = (failure: UpstreamFailure): UpstreamResult<T> => {
      // Status and kind only: the upstream's own words (message, field errors) stay out of the logs.
      const status = 'status' in failure ? failure.status : undefined;
      if (failure.reason !== 'aborted') {
        logOf(scope, log).warn({
          upstream: {
            method: request.method, path: maskDigitRuns(request.path), kind: failure.reason, status,
            ms: Math.round(performance.now() - started),
          },
        }, 'upstream call failed');
      }
      return { ok: false, failure };
    };
    // Our own deadline (undici's headersTimeout runs on a coarse ~1 s clock, too late for short timeouts), or the caller's signal.
    const deadline = callDeadline(config.timeoutMs, request.signal);
    let status = 0;
    let text: string;
    try {
      const headers: Record<string, string> = { authorization, accept: 'application/json' };
      if (request.body) headers['content-type'] = request.body.contentType;
      if (request.forwardedFor) headers['x-forwarded-for'] = request.forwardedFor;
      // The request this call is made for (docs/product.md §10), so both sides' logs meet.
      if (scope) headers['x-request-id'] = scope.requestId;
      const response = await pool.request({
        origin: origin.origin,
        path: basePath + request.path,
        method: request.method,
        headers,
        body: request.body?.bytes,
        signal: deadline.signal,
      });
      status = response.statusCode;
      // Refused before any byte of it is read: destroying the body closes the socket.
      if (Number(response.headers['content-length']) > config.maxBytes) {
        response.body.destroy();
        return fail({ reason: 'too-large', status });
      }
      text = await response.body.text();
    } catch (error) {
      if (error instanceof undiciErrors.ResponseExceededMaxSizeError) return fail({ reason: 'too-large', status });
      if (deadline.passed() || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
        return fail({ reason: 'timeout' });
      }
      return fail(request.signal?.aborted ? { reason: 'aborted' } : { reason: 'unreachable' });
    } finally {
      deadline.clear();
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail(status >= 400 ? { reason: 'status', status } : { reason: 'not-json', status });
    }
    if (status >= 400) {
      const body = errorBodySchema.safeParse(json);
      return fail({ reason: 'status', status, ...(body.success ? body.data : {}) });
    }
    const payload = envelopeOf(request.schema).safeParse(json);
    if (!payload.success) return fail({ reason: 'bad-shape', status });
    return { ok: true, status, data: payload.data.data as T };
  }

  return { call, close: () => pool.close() };
}
