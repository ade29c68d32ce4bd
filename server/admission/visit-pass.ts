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
  const mac = (block: string, issued: string) =>
    createHmac('sha256', key).update(`${block}\n${issued}`).digest('base64url').slice(0, MAC_CHARS);
  return {
    issue(block, nowMs) {
      const issued = Math.floor(nowMs / 1000).toString(36);
      return `${issued}.${mac(block, issued)}`;
    },
    holds(pass, block, nowMs) {
      if (pass === undefined) return false;
      const dot = pass.indexOf('.');
      if (dot < 1 || pass.length !== dot + 1 + MAC_CHARS) return false;
      const issued = pass.slice(0, dot);
      const issuedS = parseInt(issued, 36);
      const ageS = nowMs / 1000 - issuedS;
      if (!Number.isSafeInteger(issuedS) || issuedS.toString(36) !== issued || ageS > VISIT_PASS_LIFETIME_S || ageS < -CLOCK_SKEW_S) {
        return false;
      }
      return timingSafeEqual(Buffer.from(pass.slice(dot + 1)), Buffer.from(mac(block, issued)));
    },
  };
}

/** The pass a request carries in its Cookie header, unparsed otherwise (no cookie parser for one value). */
export function passOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  const match = /(?:^|;\s*)promo_pass=([0-9a-z]+\.[\w-]+)/.exec(header);
  return match?.[1];
}

/** Sets `pass` as the cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it). */
export function setPassCookie(res: ServerResponse, pass: string, secure: boolean): void {
  const attributes = `Path=/; Max-Age=${VISIT_PASS_LIFETIME_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const cookie = `${VISIT_PASS_COOKIE}=${pass}; ${attributes}`;
  const set = res.getHeader('set-cookie');
  res.setHeader('set-cookie', set === undefined ? [cookie] : [...(Array.isArray(set) ? set : [String(set)]), cookie]);
}
