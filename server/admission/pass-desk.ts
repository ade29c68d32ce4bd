// Where requests meet the visit pass (visit-pass.ts, docs/decisions/121-visit-pass.md): the
// route that hands one out (GET /api/pass, asked by the islands before their first
// personal call), whether a request holds one for its client block, and the pass given
// with a no-JS form's answer (private, never cached), so the visitor's next submission
// carries it as the islands' calls do. Passes are a budget of their own: so many an hour per
// address, network and provider block (docs/decisions/221-a-pass-paid-per-lookup.md), and
// given only to a block answered a page in the last minutes (page-views.ts,
// docs/decisions/223-a-pass-after-a-page-view.md). At the personal work budget a pass vouches
// for its first few personal requests only (PASS_VOUCHED_ASKS): a visitor's check or two, while an
// enumerator's pass, taken per network and spent on dozens of lookups, soon asks as a stranger
// (docs/decisions/321-a-pass-vouches-for-a-few-asks.md).
import type { Request, RequestHandler, Response } from 'express';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { clientBlock } from './client-block.js';
import { passOf, setPassCookie, type VisitPasses } from './visit-pass.js';
import type { PageViews } from './page-views.js';
import { DEFAULT_LIMIT_SETTINGS } from '../rate-limit/limit-settings.js';

export interface PassDesk {
  /** Whether the request holds a valid pass for its block (read once per request). */
  holds(res: Response): boolean;
  /** The valid pass the request holds, if any. */
  held(res: Response): string | undefined;
  /**
   * Whether the request holds a valid pass that has asked at most PASS_VOUCHED_ASKS personal requests of this instance,
   * this one counted (call once per personal request): the personal budget's passes' half is for these.
   */
  vouches(res: Response): boolean;
  /** Sets a fresh pass on `res` unless the request already holds one. */
  grant(res: Response): void;
  /**
   * GET /api/pass: 204 with the pass as a cookie, never stored by anyone; 403 without a recent page view
   * of the block; 429 past the passes' budget.
   */
  route: RequestHandler;
}

const HELD = Symbol('visit pass held');

/** Past this many passes the count starts a new generation (the last one still read): a flood of passes costs no memory. */
const COUNTED_PASSES = 50_000;

/** How many personal requests each pass has asked here: this generation's count and the last one's. */
function passAsks() {
  let current = new Map<string, number>();
  let last = new Map<string, number>();
  return (pass: string): number => {
    const asked = (current.get(pass) ?? last.get(pass) ?? 0) + 1;
    if (!current.has(pass) && current.size >= COUNTED_PASSES) {
      last = current;
      current = new Map();
    }
    current.set(pass, asked);
    return asked;
  };
}

/** The refusal of a pass asked without a page view (visitor words: nobody but a script reads it). */
const NO_PAGE_VIEW = { message: 'Откройте страницу акции и попробуйте снова.' };

type WithHeld = Response & { [HELD]?: boolean };

/**
 * `now`: real time; a pass's lifetime is the visitor's, not the site calendar's. `vouchedAsks`: PASS_VOUCHED_ASKS
 * (server/rate-limit/limit-settings.ts).
 */
export function passDesk(
  passes: VisitPasses, views: PageViews, limiter: RateLimiter, now: () => number = Date.now,
  vouchedAsks = DEFAULT_LIMIT_SETTINGS.PASS_VOUCHED_ASKS,
): PassDesk {
  const asks = passAsks();
  const blockOf = (res: Response) => clientBlock(res.locals.visitorIp);
  const holds = (res: WithHeld) => (res[HELD] ??= passes.holds(passOf(res.req), blockOf(res), now()));
  const give = (req: Request, res: Response) => setPassCookie(res, passes.issue(blockOf(res), now()), req.secure);
  return {
    holds,
    held: (res) => (holds(res) ? passOf(res.req) : undefined),
    vouches(res) {
      const pass = holds(res) ? passOf(res.req) : undefined;
      return pass !== undefined && asks(pass) <= vouchedAsks;
    },
    grant(res) {
      if (!holds(res)) give(res.req, res);
    },
    async route(req, res) {
      res.setHeader('cache-control', 'no-store');
      // A pass already held is not given again: the visitor's next page costs no pass.
      if (holds(res)) return void res.status(204).end();
      // An ask without a page of the site answered to its block lately (an enumerator's) is not counted either.
      if (!views.seen(req, blockOf(res))) return void res.status(403).json(NO_PAGE_VIEW);
      const refused = await limiter.consume('passIssue', { address: res.locals.visitorIp });
      if (refused) return void res.status(429).setHeader('retry-after', String(Math.ceil(refused.retryAfterMs / 1000))).end();
      give(req, res);
      res.status(204).end();
    },
  };
}
