// Reads an upstream answer's body, but never more than a byte limit. An upstream that
// sends tens of megabytes (by fault or by attack) would otherwise be held in memory
// whole, then parsed and rendered. A declared Content-Length over the limit is refused
// before any byte is read; an absent or lying one is caught by counting while reading.
// Either way the body stream is destroyed, which aborts the request and closes its
// socket, so the rest is never received.
import type { Dispatcher } from 'undici';

/** The body as text, or null when it is larger than `maxBytes`. */
export async function readBounded(response: Dispatcher.ResponseData, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) return refuse(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return refuse(response);
    chunks.push(chunk);
  }
  // TextDecoder, as undici's own body.text() does (a leading BOM is dropped).
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

/** Destroying an unfinished undici body aborts its request: the socket is closed. */
function refuse(response: Dispatcher.ResponseData): null {
  response.body.destroy();
  return null;
}
