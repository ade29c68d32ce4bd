// Cookies parsed on demand: only the pages that read them (a kind with the cookie notice)
// pay for it, never a render-cache hit.
import type { Request, RequestHandler } from 'express';
import cookieParser from 'cookie-parser';

const parseCookies: RequestHandler = cookieParser();

/** Fills req.cookies. */
export const withCookies = (req: Request) => new Promise<void>((resolve) => parseCookies(req, {} as never, () => resolve()));
