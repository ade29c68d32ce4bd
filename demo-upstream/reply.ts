// The handlers are plain functions from a parsed request to a reply, so they never touch
// node:http objects (those stay in server.ts and the test overrides).
import type { CallName } from '#shared/api/calls.js';

export interface DemoReply { status: number; body: unknown }

export interface DemoRequest {
  /** The path parameters of the call's template, by name, as they arrived (not decoded). */
  params: Record<string, string>;
  query: URLSearchParams;
  body: Buffer;
  contentType: string;
}

export type DemoHandler = (request: DemoRequest) => DemoReply | Promise<DemoReply>;

/** A handler for every call of the shared call table. */
export type DemoHandlers = Record<CallName, DemoHandler>;

/** Every JSON body of the retailer's API wraps its payload in `data`. */
export function ok(data: unknown, status = 200): DemoReply {
  return { status, body: { data } };
}

/** The retailer's API answers a failure with 4xx/5xx and `{ message }`. */
export function fail(status: number, message: string, extra: Record<string, unknown> = {}): DemoReply {
  return { status, body: { message, ...extra } };
}
