// What the listener (server/routes/page-hits.ts) learnt about a
// request it could not answer and handed on to Express: the request id it made (the access
// line, the response header and the render all carry that one), the page and render-cache key
// it found missing, so the page route neither matches the path nor reads the cache again
// (docs/decisions/060-hit-path.md). Kept beside the request, not on it: nothing of Express's exists yet when the listener runs.
import type { IncomingMessage } from 'node:http';
import type { PageEntry } from '#server/pages/page-kind.js';

export interface HandedOn {
  requestId: string;
  /** The page the path matched and the key the render cache did not hold. */
  miss?: { page: PageEntry; key: string };
}

const handedOn = new WeakMap<IncomingMessage, HandedOn>();

export const handOn = (req: IncomingMessage, what: HandedOn): void => void handedOn.set(req, what);

export const handedOnOf = (req: IncomingMessage): HandedOn | undefined => handedOn.get(req);
