// The name an operator gave the studio (docs/decisions/117-studio-history.md): kept per browser
// in a cookie the studio's page sets (studio/operator-name.ts), read here for the commits their
// calls make (server/studio-listener/studio-authors.ts) and for the restores they ask for.
import type { IncomingMessage } from 'node:http';
import { cookieOf } from '../preview/request-secret.js';
import { AUTHOR_COOKIE } from '../../studio/operator-name.js';

const NAME_MAX = 80;

/** The operator's name a request carries; undefined without one, or with one that is not a plain line of text. */
export function operatorName(req: IncomingMessage): string | undefined {
  // The cookie's value arrives decoded (the `cookie` package's parse).
  const name = cookieOf(req, AUTHOR_COOKIE)?.trim().replace(/\s+/g, ' ');
  // eslint-disable-next-line no-control-regex -- a name is one line of text
  return name && name.length <= NAME_MAX && !/[\u0000-\u001f\u007f]/.test(name) ? name : undefined;
}
