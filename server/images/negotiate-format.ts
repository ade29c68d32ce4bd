// The output format for a request's Accept: AVIF or WebP only when the browser names it
// (in its own order of preference), JPEG otherwise. A wildcard does not count: `*/*` from
// a browser that cannot decode AVIF must not get AVIF.
import Negotiator from 'negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import type { ImageFormat } from './encode.js';

const MODERN: Readonly<Record<string, ImageFormat>> = { 'image/avif': 'avif', 'image/webp': 'webp' };

export function negotiateFormat(headers: IncomingHttpHeaders): ImageFormat {
  const named = new Negotiator({ headers }).mediaTypes();
  for (const type of named) if (MODERN[type]) return MODERN[type];
  return 'jpeg';
}
