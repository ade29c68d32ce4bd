// Sends an encoded page: the best encoding the client accepts, its own strong ETag
// (a validator per variant and encoding), 304 when If-None-Match already holds it.
import type { Request, Response } from 'express';
import type { EncodedPage } from './encoded-page.js';

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli whenever the client takes it (smallest), else gzip, else the plain bytes. */
function pickEncoding(req: Request, page: EncodedPage): Encoding {
  if (!page.br || !req.get('accept-encoding')) return 'identity';
  if (req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
}

const etagOf = (page: EncodedPage, encoding: Encoding) => (encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`);

function alreadyHeld(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendPage(req: Request, res: Response, page: EncodedPage, cacheControl: string): void {
  const encoding = pickEncoding(req, page);
  const etag = etagOf(page, encoding);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  if (page.br || page.gzip) res.setHeader('vary', 'Accept-Encoding');
  if (alreadyHeld(req, etag)) {
    res.status(304).end();
    return;
  }
  const body = encoding === 'identity' ? page.identity : page[encoding]!;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
