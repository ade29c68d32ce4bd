// A body whose declared Content-Length is over the limit is refused before a byte of it
// is read. body-parser refuses it too, but only after reading (and dropping) the whole
// declared body, so a client announcing megabytes and sending a few bytes held the
// request open until the request timeout. Bodies without a length (chunked) are still
// counted as they arrive by body-parser's own limit. Each route that reads a body puts its
// own limit first (the /api proxy, the beacons, a page's form: server/forms/posted-form.ts),
// and the app puts the largest of them before every route (server/app.ts), so no route,
// present or to come, waits for a body larger than any the site reads.
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../answers/http-errors.js';

export function refuseDeclaredOversize(limitBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length'));
    if (!(declared > limitBytes)) {
      next();
      return;
    }
    // The unread body is still on the wire: close the connection once the answer is out,
    // instead of reading the rest to keep it alive.
    res.setHeader('connection', 'close');
    next(new HttpError(413, 'Request body is too large'));
  };
}

/** The largest body any route reads: the /api proxy's (server/routes/api-proxy.ts). */
export const LARGEST_BODY_BYTES = 64 * 1024;

/** `refuseDeclaredOversize` for a route's own handler: rejects with the 413 before the body is read. */
export function declaredWithin(limitBytes: number): (req: Request, res: Response) => Promise<void> {
  const refuse = refuseDeclaredOversize(limitBytes);
  return (req, res) => new Promise((resolve, reject) => refuse(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}
