// A page view as the pass desk and the beacon route ask for it
// (docs/decisions/223-a-pass-after-a-page-view.md): every page answer carries a cookie
// `promo_view`, the minute it was answered in and an HMAC of that minute and the client
// block (client-block.ts), sent back only to /api (HttpOnly, SameSite=Strict). A pass or a
// beacon is then taken only from a block that was answered a page in the last
// PAGE_VIEW_WINDOW_S. The page's bytes stay the same for everyone (the render cache, its
// ETag and 304s are untouched); only this header differs, and it is the same for a whole
// block for a minute, so the hit path reads it from maps filled once per client and minute
// (no HMAC, no address parsing and no string built per hit: the hit's CPU is what the
// benchmark holds to its budget). No `Secure`: the stamp is no credential (it says only that
// a block was answered a page; another block's is refused), so an HTTP hop may carry it.
import type { IncomingMessage } from 'node:http';
import { clientBlock } from './client-block.js';
import { stampCookie, stampHolds, stampMac } from './visit-pass.js';

export const PAGE_VIEW_COOKIE = 'promo_view';

const MINUTE_MS = 60_000;

/** A view stamped a minute ahead of this instance's clock (another instance's) still counts. */
const CLOCK_SKEW_MINUTES = 1;

/** Past this many clients in a minute the maps start again: an address flood costs HMACs, never memory. */
const MAX_STAMPED_CLIENTS = 20_000;

/** A peer's stamps this minute: its own, and for a proxy, one per address it forwards. */
interface PeerStamps {
  own?: string;
  forwarded?: Map<string, string>;
}

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
   * be (server/request/visitor-ip.ts's plainVisitorIp).
   */
  visitorIpOf: (req: IncomingMessage) => string | undefined;
  /** Real time: a view's age is the visitor's, not the site calendar's. */
  now: () => number;
}

/** The view cookie a request carries. */
const viewOf = stampCookie(PAGE_VIEW_COOKIE);

export function createPageViews({ key, windowS, visitorIpOf, now }: PageViewOptions): PageViews {
  const mac = (block: string, minute: string) => stampMac(key, `view\n${block}\n${minute}`);
  const windowMinutes = Math.ceil(windowS / 60);
  const attributes = `; Path=/api; Max-Age=${windowS}; HttpOnly; SameSite=Strict`;
  let stampedMinute = -1;
  let stamped = new Map<string | undefined, PeerStamps>();
  let minted = 0;
  const mint = (req: IncomingMessage, issued: string) => {
    minted++;
    return `${PAGE_VIEW_COOKIE}=${issued}.${mac(clientBlock(visitorIpOf(req)), issued)}${attributes}`;
  };
  return {
    cookieFor(req) {
      if (windowS === 0) return undefined;
      const minute = Math.floor(now() / MINUTE_MS);
      if (minute !== stampedMinute || minted >= MAX_STAMPED_CLIENTS) {
        stampedMinute = minute;
        stamped = new Map();
        minted = 0;
      }
      // The block is made of the peer and what it forwards (X-Forwarded-For, else X-Real-IP), nothing else.
      const { headers } = req;
      const forwardedFor = headers['x-forwarded-for'];
      const realIp = headers['x-real-ip'];
      const forwarded = typeof forwardedFor === 'string' ? forwardedFor : typeof realIp === 'string' ? `\n${realIp}` : undefined;
      const peer = req.socket.remoteAddress;
      let stamps = stamped.get(peer);
      if (stamps === undefined) stamped.set(peer, (stamps = {}));
      if (forwarded === undefined) return (stamps.own ??= mint(req, minute.toString(36)));
      stamps.forwarded ??= new Map();
      let cookie = stamps.forwarded.get(forwarded);
      if (cookie === undefined) stamps.forwarded.set(forwarded, (cookie = mint(req, minute.toString(36))));
      return cookie;
    },
    seen(req, block) {
      if (windowS === 0) return true;
      const view = viewOf(req);
      const age = { now: Math.floor(now() / MINUTE_MS), maxAge: windowMinutes, skew: CLOCK_SKEW_MINUTES };
      return view !== undefined && stampHolds(view, age, (issued) => mac(block, issued));
    },
  };
}
