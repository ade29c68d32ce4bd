// The cookie notice's "Принять" posted to the page itself (pages whose kind shows the notice:
// PageVariant.cookieNotice): the action's answer, a 303 back to the page as asked for (its city
// stays in the query) with the consent cookie, sent by the page router from the query's context
// (docs/decisions/270-route-backbone.md).
import { serialize } from 'cookie';
import { data } from 'react-router-dom';
import { COOKIE_ACCEPTED } from '#shared/store/slices/business-page.js';

/** The consent lives a year, as when the page's script sets it. */
const YEAR_S = 365 * 24 * 60 * 60;

/** Back to `path` with the query of `url` (the request's), the consent set at `now`. */
export const acceptCookies = (path: string, url: string, now: number) => data(null, { status: 303, headers: {
  location: path + new URL(url, 'http://host').search, 'cache-control': 'no-store',
  'set-cookie': serialize(COOKIE_ACCEPTED, '1', { maxAge: YEAR_S, expires: new Date(now + YEAR_S * 1000), path: '/', sameSite: 'lax' }),
} });
