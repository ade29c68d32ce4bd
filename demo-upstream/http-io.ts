// Low-level request/response helpers of the demo upstream. Each one turns bad input
// into a value (never a throw), because the fake must not crash on what it is sent.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Far above any real form; beyond it the body is drained but not kept. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface ReadBody { body: Buffer; tooLarge: boolean }

/** Rejects only when the client aborts; the caller then destroys the socket. */
export async function readBody(req: IncomingMessage): Promise<ReadBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk);
  }
  return size > MAX_BODY_BYTES ? { body: Buffer.alloc(0), tooLarge: true } : { body: Buffer.concat(chunks), tooLarge: false };
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The retailer's API wants `Authorization: Basic base64(user:password)` on every call. */
export function isAuthorized(header: string | undefined, user: string, password: string): boolean {
  const match = /^basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  return Buffer.from(match[1], 'base64').toString('utf8') === `${user}:${password}`;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

export function parseJson(body: Buffer): JsonResult {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The lovecategory POSTs are multipart/form-data (a browser FormData). The WHATWG
 * Response parser in Node 20 does the parsing; anything else, or a broken body, is null.
 */
export async function parseMultipart(body: Buffer, contentType: string): Promise<FormData | null> {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}
