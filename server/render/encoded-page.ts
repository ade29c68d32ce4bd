// A page's HTML in the encodings it is served in, with a strong validator per encoding.
// Compressed and hashed once when a page enters the render cache. A page that is not
// kept (the upstream cache is off, or a card's answer) is sent as it is: uncompressed and
// without a validator, since it is rendered anew for every request anyway.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface EncodedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The quoted strong ETag of the identity bytes (encodings add a suffix); kept pages only. */
  etag?: string;
}

/** A page sent once, as rendered. */
export const uncachedPage = (identity: Buffer): EncodedPage => ({ identity });

/** A page kept for many requests: its validator and both compressed encodings. */
export type StoredPage = Required<EncodedPage>;

export function storedPage(identity: Buffer): StoredPage {
  return {
    identity,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
