// Where requests meet the visit pass (visit-pass.ts, docs/decisions/121-visit-pass.md): the
// route that hands one out (GET /api/pass, asked by the islands before their first
// personal call), whether a request holds one for its client block, and the pass given
// with a no-JS form's answer (private, never cached), so the visitor's next submission
// carries it as the islands' calls do.
import type { Request, RequestHandler, Response } from 'express';
import { clientBlock } from './client-block.js';
import { passOf, setPassCookie, type VisitPasses } from './visit-pass.js';

export interface PassDesk {
  /** Whether the request holds a valid pass for its block (read once per request). */
  holds(res: Response): boolean;
  /** Sets a fresh pass on `res` unless the request already holds one. */
  grant(res: Response): void;
  /** GET /api/pass: 204 with the pass as a cookie, never stored by anyone. */
  route: RequestHandler;
}

const HELD = Symbol('visit pass held');

type WithHeld = Response & { [HELD]?: boolean };

/** `now`: real time; a pass's lifetime is the visitor's, not the site calendar's. */
export function passDesk(passes: VisitPasses, now: () => number = Date.now): PassDesk {
  const blockOf = (res: Response) => clientBlock(res.locals.visitorIp);
  const holds = (res: WithHeld) => (res[HELD] ??= passes.holds(passOf(res.req), blockOf(res), now()));
  const give = (req: Request, res: Response) => setPassCookie(res, passes.issue(blockOf(res), now()), req.secure);
  return {
    holds,
    grant(res) {
      if (!holds(res)) give(res.req, res);
    },
    route(req, res) {
      give(req, res);
      res.setHeader('cache-control', 'no-store');
      res.status(204).end();
    },
  };
}
