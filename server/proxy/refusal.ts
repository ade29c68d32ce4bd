// Why the proxy refuses a browser's call before it leaves, in words the visitor may read.
// Plain values, no HTTP: the route (server/routes/api-proxy.ts) picks the status.
export type RefusalReason = 'not-found' | 'invalid' | 'unsupported-type';

export interface Refusal {
  reason: RefusalReason;
  message: string;
  /** Field → text, for the form that was sent. */
  fields?: Record<string, string>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export function accepted<T>(value: T): Checked<T> {
  return { ok: true, value };
}

export function refused<T = never>(reason: RefusalReason, message: string, fields?: Record<string, string>): Checked<T> {
  return { ok: false, refusal: fields ? { reason, message, fields } : { reason, message } };
}
