// Sends an encoded page: the best encoding the client accepts, and for a stored page its
// own strong ETag (a validator per variant and encoding), 304 when If-None-Match holds it.
// The headers go out in one writeHead: this runs for every render-cache hit.
import type { Request, Response } from 'express';
import type { EncodedPage } from './encoded-page.js';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The choice per Accept-Encoding value. Clients send a handful of distinct values, so
 * negotiating each value once takes the parsing off the hit path; the bound keeps a
 * client inventing values from growing it.
 */
const chosenEncodings = new Map<string, Encoding>();
const MAX_REMEMBERED_ENCODINGS = 64;

function negotiate(req: Request): Encoding {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
}

/** Brotli whenever the client takes it (smallest), else gzip, else the plain bytes. */
function pickEncoding(req: Request, page: EncodedPage): Encoding {
  const header = req.headers['accept-encoding'];
  if (!page.br || !header) return 'identity';
  let encoding = chosenEncodings.get(header);
  if (encoding === undefined) {
    encoding = negotiate(req);
    if (chosenEncodings.size >= MAX_REMEMBERED_ENCODINGS) chosenEncodings.clear();
    chosenEncodings.set(header, encoding);
  }
  return encoding;
}

const etagOf = (etag: string, encoding: Encoding) => (encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`);

function alreadyHeld(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers with the page (or 304) and returns the status sent. `headers` (name, value,
 * name, value, …) go out with it, for a caller that set none on the response before.
 */
export function sendPage(req: Request, res: Response, page: EncodedPage, cacheControl: string, headers: string[] = []): number {
  const encoding = pickEncoding(req, page);
  const etag = page.etag && etagOf(page.etag, encoding);
  headers.push('cache-control', cacheControl);
  if (etag) headers.push('etag', etag);
  if (page.br || page.gzip) headers.push('vary', 'Accept-Encoding');
  if (etag && alreadyHeld(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return 304;
  }
  const body = encoding === 'identity' ? page.identity : page[encoding]!;
  headers.push('content-type', 'text/html; charset=utf-8', 'content-length', String(body.length));
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  return 200;
}
