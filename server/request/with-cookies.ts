// cookie-parser, run by a page's loader for a page whose kind reads cookies (a kind with a
// variant: its visitor's city, the cookie notice's consent; page-kind.ts's readsCookies) and
// only there (server/routes/page-view.ts). Any other page's loaders get no cookies, and a
// render-cache hit never pays for them: the listener answers it before Express runs
// (server/routes/page-hits.ts).
import type { Request, Response } from 'express';
import cookieParser from 'cookie-parser';

const parseCookies = cookieParser();

/** Fills req.cookies (cookie-parser calls back at once: it reads only the header). */
export function withCookies(req: Request, res: Response): void {
  parseCookies(req, res, () => undefined);
}
