// The built-in routes are plain functions from a parsed request to a reply, so they
// never touch node:http objects (those stay in server.ts and the overrides).
export interface DemoReply { status: number; body: unknown }

export interface DemoRequest {
  /** The capture groups of the route's path pattern, in order. */
  params: string[];
  query: URLSearchParams;
  body: Buffer;
  contentType: string;
}

export interface DemoRoute {
  method: 'GET' | 'POST';
  path: RegExp;
  handle(request: DemoRequest): DemoReply | Promise<DemoReply>;
}

/** UPSTREAM-API.md: every JSON body wraps its payload in `data`. */
export function ok(data: unknown, status = 200): DemoReply {
  return { status, body: { data } };
}

/** UPSTREAM-API.md: a failing upstream answers 4xx/5xx with `{ message }`. */
export function fail(status: number, message: string, extra: Record<string, unknown> = {}): DemoReply {
  return { status, body: { message, ...extra } };
}

export function route(method: DemoRoute['method'], path: RegExp, handle: DemoRoute['handle']): DemoRoute {
  return { method, path, handle };
}
