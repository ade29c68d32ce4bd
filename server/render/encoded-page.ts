// A page's HTML in the encodings it is served in, with a strong validator per encoding.
// Compressed once when a page enters the render cache; a page that is not cached (the
// upstream cache is off) is sent as it is, uncompressed.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface EncodedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The quoted strong ETag of the identity bytes; encodings add a suffix. */
  etag: string;
}

export function compressPage(identity: Buffer, compress: boolean): EncodedPage {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  if (!compress) return { identity, etag };
  return {
    identity,
    etag,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
