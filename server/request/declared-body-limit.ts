// A body whose declared Content-Length is over the limit is refused before a byte of it
// is read. body-parser refuses it too, but only after reading (and dropping) the whole
// declared body, so a client announcing megabytes and sending a few bytes held the
// request open until the request timeout. Bodies without a length (chunked) are still
// counted as they arrive by body-parser's own limit.
import type { RequestHandler } from 'express';
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
