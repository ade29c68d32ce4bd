// The demo's image host: GET /photos/<name> answers the photo (photos.ts), long cached as a
// catalogue's images are; a name it does not have answers 404 as a plain text.
import type { ServerResponse } from 'node:http';
import { photo, PHOTOS_PATH } from './photos';

/** True when the request was a photo's (answered here), false for every other path. */
export async function servePhoto(method: string, pathname: string, res: ServerResponse): Promise<boolean> {
  if (!pathname.startsWith(PHOTOS_PATH) || (method !== 'GET' && method !== 'HEAD')) return false;
  const found = await photo(pathname.slice(PHOTOS_PATH.length));
  if (!found) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return true;
  }
  res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length, 'cache-control': 'public, max-age=86400' });
  res.end(method === 'HEAD' ? undefined : found.body);
  return true;
}
