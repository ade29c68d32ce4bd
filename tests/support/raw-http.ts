// Requests over bare node:http: the path is sent byte for byte (no client normalises `..`
// or `%2F`), and the body can be left unfinished or sent in chunks.
import http from 'node:http';

export interface RawResponse { status: number; contentType: string; body: string }

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** One chunk is sent with its Content-Length; several go out chunked, unless headers say otherwise. */
  chunks?: string[];
  /** false: the body is never finished; the socket is dropped once the answer is read. */
  end?: boolean;
}

export function rawRequest(baseUrl: string, { method, path, headers = {}, chunks = [], end = true }: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => (text += c)).on('end', () => {
        if (!end) req.destroy();
        resolve({ status: res.statusCode!, contentType: String(res.headers['content-type'] ?? ''), body: text });
      });
    });
    req.on('error', reject);
    if (end && chunks.length <= 1) {
      req.end(chunks[0]);
      return;
    }
    for (const chunk of chunks) req.write(chunk);
    if (end) req.end();
  });
}
