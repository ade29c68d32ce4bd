// The only code that knows UPSTREAM_URL and the credentials (STYLE.md). One undici
// keep-alive Pool; every call gets basic auth, a deadline, JSON decoding and a schema
// check of its `data` payload. It never throws for upstream trouble: it returns a typed
// failure, logged as a warning without headers or credentials.
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import { z } from 'zod';
import type { Logger } from '../log.js';
import type { UpstreamConfig } from '../config.js';

export type UpstreamFailure =
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'status'; status: number; message?: string; errors?: Record<string, string> }
  | { kind: 'not-json'; status: number }
  | { kind: 'bad-shape'; status: number };

export type UpstreamResult<T> = { ok: true; status: number; data: T } | { ok: false; failure: UpstreamFailure };

export interface UpstreamRequest<T> {
  method: 'GET' | 'POST';
  /** Path with its query string, already encoded, e.g. `/api/v1/promo/result/knauf2025/?limit=15`. */
  path: string;
  schema: z.ZodType<T>;
  body?: { contentType: string; bytes: Buffer | string };
  /** The visitor's IP, passed on as X-Forwarded-For (issue #2 point 5). */
  forwardedFor?: string;
  signal?: AbortSignal;
}

export interface UpstreamClient {
  call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>>;
  close(): Promise<void>;
}

const errorBodySchema = z.object({
  message: z.string().max(500).optional(),
  errors: z.record(z.string(), z.string().max(500)).optional(),
});

// The `{ data: … }` envelope around each call's schema, built once per schema: zod
// schema construction is costly and this is on every page's hot path.
const envelopes = new WeakMap<z.ZodType, z.ZodType<{ data: unknown }>>();
function envelopeOf(schema: z.ZodType): z.ZodType<{ data: unknown }> {
  let envelope = envelopes.get(schema);
  if (!envelope) envelopes.set(schema, (envelope = z.object({ data: schema })));
  return envelope;
}

export function createUpstreamClient(config: UpstreamConfig & { url: string }, log: Logger): UpstreamClient {
  const origin = new URL(config.url);
  const basePath = origin.pathname.replace(/\/$/, '');
  const pool = new Pool(origin.origin, { connections: 64, keepAliveTimeout: 10_000, pipelining: 1 });
  const authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`;

  async function call<T>(request: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    const started = performance.now();
    const fail = (failure: UpstreamFailure): UpstreamResult<T> => {
      log.warn({ upstream: { method: request.method, path: request.path, failure, ms: Math.round(performance.now() - started) } }, 'upstream call failed');
      return { ok: false, failure };
    };
    // undici's own timers bound the wait for headers and between body chunks; cheaper
    // than an AbortSignal per call. A total deadline also guards a trickling body.
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      response?.body.destroy();
    }, config.timeoutMs);
    let response: Dispatcher.ResponseData | undefined;
    let status: number;
    let text: string;
    try {
      const headers: Record<string, string> = { authorization, accept: 'application/json' };
      if (request.body) headers['content-type'] = request.body.contentType;
      if (request.forwardedFor) headers['x-forwarded-for'] = request.forwardedFor;
      response = await pool.request({
        origin: origin.origin,
        path: basePath + request.path,
        method: request.method,
        headers,
        body: request.body?.bytes,
        signal: request.signal,
        headersTimeout: config.timeoutMs,
        bodyTimeout: config.timeoutMs,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (timedOut || error instanceof undiciErrors.HeadersTimeoutError || error instanceof undiciErrors.BodyTimeoutError) {
        return fail({ kind: 'timeout' });
      }
      return fail({ kind: 'unreachable' });
    } finally {
      clearTimeout(deadline);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail(status >= 400 ? { kind: 'status', status } : { kind: 'not-json', status });
    }
    if (status >= 400) {
      const body = errorBodySchema.safeParse(json);
      return fail({ kind: 'status', status, ...(body.success ? body.data : {}) });
    }
    const payload = envelopeOf(request.schema).safeParse(json);
    if (!payload.success) return fail({ kind: 'bad-shape', status });
    return { ok: true, status, data: payload.data.data as T };
  }

  return { call, close: () => pool.close() };
}
