// The visit pass (docs/decisions/121-visit-pass.md): a short-lived token the server signs
// for a client block (client-block.ts) when a page's islands ask for it, carried back by
// every later personal call as an HttpOnly, SameSite=Strict cookie. Holding a valid one
// is what "behaves like a visitor" means to admission: part of the personal budget and
// of the card-lookup ceiling is kept for holders, so an enumerator that never asks for
// passes (or cannot: a visitor's browser borrowed cross-site sends no Strict cookie and
// cannot read our answers) gets only the rest. Stateless: the pass is its issue time and
// an HMAC of that time and the block, so checking it costs one HMAC and no memory.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VISIT_PASS_LIFETIME_S } from '#shared/api/visit-pass.js';

export const VISIT_PASS_COOKIE = 'promo_pass';

export { VISIT_PASS_LIFETIME_S };

/** A pass issued a little in the future (another instance's clock) is still taken. */
const CLOCK_SKEW_S = 60;

/** The MAC's length in base64url characters (16 bytes). */
const MAC_CHARS = 22;

export const stampMac = (key: string, text: string): string =>
  createHmac('sha256', key).update(text).digest('base64url').slice(0, MAC_CHARS);

/** Reads cookie `name`'s stamp from a request's Cookie header, unparsed otherwise (no cookie parser for one value). */
export function stampCookie(name: string): (req: IncomingMessage) => string | undefined {
  const pattern = new RegExp(`(?:^|;\\s*)${name}=([0-9a-z]+\\.[\\w-]+)`);
  return (req) => pattern.exec(req.headers.cookie ?? '')?.[1];
}

/** Whether a pass's or page view's (page-views.ts) stamp `<time in base 36>.<MAC>` is well formed, of an age
 * in [-skew, maxAge] (in its time's unit) and signed by `macOf` (asked only then). */
export function stampHolds(stamp: string, age: { now: number; maxAge: number; skew: number }, macOf: (issued: string) => string): boolean {
  const dot = stamp.indexOf('.');
  if (dot < 1 || stamp.length !== dot + 1 + MAC_CHARS) return false;
  const issued = stamp.slice(0, dot);
  const time = parseInt(issued, 36);
  const ageNow = age.now - time;
  if (!Number.isSafeInteger(time) || time.toString(36) !== issued || ageNow > age.maxAge || ageNow < -age.skew) return false;
  return timingSafeEqual(Buffer.from(stamp.slice(dot + 1)), Buffer.from(macOf(issued)));
}

export interface VisitPasses {
  /** A new pass for `block` at `nowMs`. */
  issue(block: string, nowMs: number): string;
  /** Whether `pass` was issued by us for `block` and still holds at `nowMs`. */
  holds(pass: string | undefined, block: string, nowMs: number): boolean;
}

/**
 * `secret`: VISIT_PASS_SECRET, the same on every instance of a site; unset, a random one of
 * this process (a pass then holds on the instance that issued it only).
 */
export function createVisitPasses(secret: string | undefined): VisitPasses {
  const key = secret ?? randomBytes(32).toString('base64url');
  const mac = (block: string, issued: string) => stampMac(key, `${block}\n${issued}`);
  return {
    issue(block, nowMs) {
      const issued = Math.floor(nowMs / 1000).toString(36);
      return `${issued}.${mac(block, issued)}`;
    },
    holds(pass, block, nowMs) {
      const age = { now: nowMs / 1000, maxAge: VISIT_PASS_LIFETIME_S, skew: CLOCK_SKEW_S };
      return pass !== undefined && stampHolds(pass, age, (issued) => mac(block, issued));
    },
  };
}

/** The pass a request carries in its Cookie header. */
export const passOf = stampCookie(VISIT_PASS_COOKIE);

/** Sets `pass` as the cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it). */
export function setPassCookie(res: ServerResponse, pass: string, secure: boolean): void {
  const attributes = `Path=/; Max-Age=${VISIT_PASS_LIFETIME_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const cookie = `${VISIT_PASS_COOKIE}=${pass}; ${attributes}`;
  const set = res.getHeader('set-cookie');
  res.setHeader('set-cookie', set === undefined ? [cookie] : [...(Array.isArray(set) ? set : [String(set)]), cookie]);
}
