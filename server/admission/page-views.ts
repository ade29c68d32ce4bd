// A page view as the pass desk and the beacon route ask for it
// (docs/decisions/223-a-pass-after-a-page-view.md): every page answer carries a cookie
// `promo_view`, the minute it was answered in and an HMAC of that minute and the client
// block (client-block.ts), sent back only to /api (HttpOnly, SameSite=Strict). A pass or a
// beacon is then taken only from a block that was answered a page in the last
// PAGE_VIEW_WINDOW_S. The page's bytes stay the same for everyone (the render cache, its
// ETag and 304s are untouched); only this header differs, and it is the same for a whole
// block for a minute, so the hit path reads it from a map filled once per client and minute
// (no HMAC and no address parsing per hit: the hit's CPU is what the benchmark holds to its budget).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientBlock } from './client-block.js';

export const PAGE_VIEW_COOKIE = 'promo_view';

/** The MAC's length in base64url characters (16 bytes). */
const MAC_CHARS = 22;

const MINUTE_MS = 60_000;

/** A view stamped a minute ahead of this instance's clock (another instance's) still counts. */
const CLOCK_SKEW_MINUTES = 1;

/** Past this many clients in a minute the map starts again: an address flood costs HMACs, never memory. */
const MAX_STAMPED_CLIENTS = 20_000;

export interface PageViews {
  /** The Set-Cookie value a page answered to `req` now carries; undefined when views are not asked for. */
  cookieFor(req: IncomingMessage): string | undefined;
  /** Whether `req` carries a view stamped for `block` within the window (always true when views are not asked for). */
  seen(req: IncomingMessage, block: string): boolean;
}

/** Views never asked for (a test's app that is not about them). */
export const NO_PAGE_VIEWS: PageViews = { cookieFor: () => undefined, seen: () => true };

export interface PageViewOptions {
  /** The key the visit passes are signed with (VISIT_PASS_SECRET, or the process's own). */
  key: string;
  /** PAGE_VIEW_WINDOW_S: how long a view opens the pass desk and the beacons to its block; 0: never asked. */
  windowS: number;
  /**
   * The visitor address of a request that may never reach Express, as the chain's res.locals.visitorIp would
   * be, and whether it came over HTTPS, as req.secure would say (server/request/visitor-ip.ts's plainClient).
   */
  clientOf: (req: IncomingMessage) => { address: string | undefined; secure: boolean };
  /** Real time: a view's age is the visitor's, not the site calendar's. */
  now: () => number;
}

/** The view cookie a request carries, unparsed otherwise. */
function viewOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  return /(?:^|;\s*)promo_view=([0-9a-z]+\.[\w-]+)/.exec(header)?.[1];
}

export function createPageViews({ key, windowS, clientOf, now }: PageViewOptions): PageViews {
  const mac = (block: string, minute: string) =>
    createHmac('sha256', key).update(`view\n${block}\n${minute}`).digest('base64url').slice(0, MAC_CHARS);
  const windowMinutes = Math.ceil(windowS / 60);
  const attributes = `; Path=/api; Max-Age=${windowS}; HttpOnly; SameSite=Strict`;
  let stampedMinute = -1;
  let stamped = new Map<string, string>();
  return {
    cookieFor(req) {
      if (windowS === 0) return undefined;
      const minute = Math.floor(now() / MINUTE_MS);
      if (minute !== stampedMinute || stamped.size >= MAX_STAMPED_CLIENTS) {
        stampedMinute = minute;
        stamped = new Map();
      }
      const { headers } = req;
      // What the block and Secure are made of: the same client sends the same four.
      const client = `${req.socket.remoteAddress}\n${headers['x-forwarded-for']}\n${headers['x-real-ip']}\n${headers['x-forwarded-proto']}`;
      let cookie = stamped.get(client);
      if (cookie === undefined) {
        const issued = minute.toString(36);
        const { address, secure } = clientOf(req);
        cookie = `${PAGE_VIEW_COOKIE}=${issued}.${mac(clientBlock(address), issued)}${attributes}${secure ? '; Secure' : ''}`;
        stamped.set(client, cookie);
      }
      return cookie;
    },
    seen(req, block) {
      if (windowS === 0) return true;
      const view = viewOf(req);
      if (view === undefined) return false;
      const dot = view.indexOf('.');
      const issued = view.slice(0, dot);
      const minute = parseInt(issued, 36);
      const age = Math.floor(now() / MINUTE_MS) - minute;
      if (view.length !== dot + 1 + MAC_CHARS || minute.toString(36) !== issued || age > windowMinutes || age < -CLOCK_SKEW_MINUTES) {
        return false;
      }
      return timingSafeEqual(Buffer.from(view.slice(dot + 1)), Buffer.from(mac(block, issued)));
    },
  };
}
