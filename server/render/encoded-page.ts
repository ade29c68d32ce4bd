// A page's HTML in the encodings it is served in, with a strong validator per encoding, compressed and hashed once as
// it enters the render cache; a page not kept (the upstream cache off, a card's answer) is sent as it is. Brotli 11 and
// gzip 9 (30–130 ms of CPU) run in libuv's thread pool, never on the event loop (docs/decisions/060-hit-path.md).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface EncodedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** The quoted strong ETag of the identity bytes (encodings add a suffix); kept pages only. */
  etag?: string;
  /** Rendered while some of its upstream data failed: never shared by a CDN (docs/product.md §6 "Failures"). */
  partial?: boolean;
}

/** A page sent once, as rendered. */
export const uncachedPage = (identity: Buffer): EncodedPage => ({ identity });

/**
 * A page sent once but made from a stored one with no render (a malformed card's page with
 * the digits as typed): compressed like the stored pages, at the quick levels (brotli 5,
 * gzip 6: about a millisecond each for 36 KB, in the thread pool), no validator.
 */
export async function quicklyEncodedPage(identity: Buffer): Promise<EncodedPage> {
  return { identity, ...(await compressed(identity, { brotliQuality: 5, gzipLevel: 6 })) };
}

/** A page kept for many requests: its validator and both compressed encodings. */
export type StoredPage = Required<Omit<EncodedPage, 'partial'>> & Pick<EncodedPage, 'partial'>;

export async function storedPage(identity: Buffer): Promise<StoredPage> {
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { identity, etag, ...(await compressed(identity, { brotliQuality: 11, gzipLevel: 9 })) };
}

/** Both encodings at once, in the thread pool. */
async function compressed(identity: Buffer, { brotliQuality, gzipLevel }: { brotliQuality: number; gzipLevel: number }) {
  const [br, gzip] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: gzipLevel }),
  ]);
  return { br, gzip };
}
