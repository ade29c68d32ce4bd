// cookie-parser, mounted as middleware on the page routes after the page is matched
// (server/request/matched-page.ts), for a page whose kind reads cookies (a kind with a
// variant: its visitor's city, the cookie notice's consent; page-kind.ts's readsCookies) and
// only there. Any other page's loaders get no cookies, and a render-cache hit never pays for them: the listener
// answers it before Express runs (server/routes/page-hits.ts).
import type { Request, RequestHandler } from 'express';
import cookieParser from 'cookie-parser';

const parseCookies: RequestHandler = cookieParser();

/** Fills req.cookies when `readsCookies(req)`; passes on untouched otherwise. */
export const cookiesWhen = (readsCookies: (req: Request) => boolean): RequestHandler =>
  (req, res, next) => (readsCookies(req) ? parseCookies(req, res, next) : next());
