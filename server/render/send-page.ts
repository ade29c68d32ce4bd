// Sends an encoded page: the best encoding the client accepts, and for a stored page its
// own strong ETag (a validator per variant and encoding), 304 when If-None-Match holds it.
// The headers go out in one writeHead: this runs for every render-cache hit.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import fresh from 'fresh';
import type { EncodedPage } from './encoded-page.js';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The choice per Accept-Encoding value. Clients send a handful of distinct values, so
 * negotiating each value once takes the parsing off the hit path; the bound keeps a
 * client inventing values from growing it.
 */
const chosenEncodings = new Map<string, Encoding>();
const MAX_REMEMBERED_ENCODINGS = 64;

/** As Express's req.acceptsEncodings(x) === x asks it, for a request that never reaches Express. */
const accepted = (header: string, encoding: string) =>
  new Negotiator({ headers: { 'accept-encoding': header } }).encoding([encoding]) === encoding;

/** Whether the client takes gzip: a page made for one answer (server/forms/written-in.ts) is sent so, or plain. */
export const takesGzip = (req: IncomingMessage): boolean => {
  const header = req.headers['accept-encoding'];
  return header !== undefined && accepted(header, 'gzip');
};

function negotiate(header: string): Encoding {
  if (accepted(header, 'br')) return 'br';
  return accepted(header, 'gzip') ? 'gzip' : 'identity';
}

/** Brotli whenever the client takes it (smallest), else gzip, else the plain bytes. */
function pickEncoding(req: IncomingMessage, page: EncodedPage): Encoding {
  const header = req.headers['accept-encoding'];
  if (!page.br || !header) return 'identity';
  let encoding = chosenEncodings.get(header);
  if (encoding === undefined) {
    encoding = negotiate(header);
    if (chosenEncodings.size >= MAX_REMEMBERED_ENCODINGS) chosenEncodings.clear();
    chosenEncodings.set(header, encoding);
  }
  return encoding;
}

const etagOf = (etag: string, encoding: Encoding) =>
  (encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`);

/** The browser's copy is this page in this encoding (`If-None-Match`, weak or strong, or `*`): answer 304. */
function alreadyHeld(req: IncomingMessage, page: EncodedPage, encoding: Encoding): boolean {
  return Boolean(page.etag) && fresh(req.headers, { etag: etagOf(page.etag!, encoding) });
}

/** The page's own headers (name, value, …) for one encoding; a 304 stops before the content ones. */
function pageHeaders(page: EncodedPage, encoding: Encoding, cacheControl: string, status: 200 | 304): string[] {
  const headers = ['cache-control', cacheControl];
  if (page.etag) headers.push('etag', etagOf(page.etag, encoding));
  if (page.br || page.gzip) headers.push('vary', 'Accept-Encoding');
  if (status === 304) return headers;
  const body = encoding === 'identity' ? page.identity : page[encoding]!;
  headers.push('content-type', 'text/html; charset=utf-8', 'content-length', String(body.length));
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  return headers;
}

/**
 * A stored page's headers, built once per Cache-Control, encoding and status and kept with
 * the page (it is answered thousands of times): a hit only joins them to its leading ones.
 * Looked up by the Cache-Control string as it is (no key made per hit: joining the three
 * into one key cost a hit about 0.7 µs, docs/performance.md).
 */
const builtHeaders = new WeakMap<EncodedPage, Map<string, Partial<Record<Encoding | `${Encoding}304`, string[]>>>>();
function headersOf(page: EncodedPage, encoding: Encoding, cacheControl: string, status: 200 | 304): string[] {
  if (!page.etag) return pageHeaders(page, encoding, cacheControl, status);
  let byControl = builtHeaders.get(page);
  if (!byControl) builtHeaders.set(page, (byControl = new Map()));
  let built = byControl.get(cacheControl);
  if (!built) byControl.set(cacheControl, (built = {}));
  return (built[status === 200 ? encoding : (`${encoding}304` as const)] ??= pageHeaders(page, encoding, cacheControl, status));
}

/**
 * Answers with the page (or 304) and returns the status sent. `leading` headers (name,
 * value, name, value, …) go out first, for a caller that set none on the response before;
 * `requestId`, when given, is the value of its second slot (the hit path's request id).
 */
export function sendPage(
  req: IncomingMessage, res: ServerResponse, page: EncodedPage, cacheControl: string, leading: readonly (string | string[])[] = [],
  requestId?: string,
): number {
  const encoding = pickEncoding(req, page);
  const held = alreadyHeld(req, page, encoding);
  const status = held ? 304 : 200;
  const headers = leading.concat(headersOf(page, encoding, cacheControl, status));
  if (requestId !== undefined) headers[1] = requestId;
  res.writeHead(status, headers);
  if (held || req.method === 'HEAD') res.end();
  else res.end(encoding === 'identity' ? page.identity : page[encoding]!);
  return status;
}
