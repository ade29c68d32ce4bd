// A preview grant: the right to see one campaign's preview until an instant. It is
// `<expires>.<signature>`, where expires is in epoch seconds and the signature an HMAC
// (SHA-256, keyed with PREVIEW_TOKEN) of the campaign id and that instant, so a grant for
// one campaign opens no other and cannot be stretched. The link of
// `npm run preview:link` carries it (scripts/preview-link.mjs), and so does the cookie
// the link sets (server/preview/preview.ts). Signatures are compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE = /^(\d{1,12})\.([\w-]{43})$/;

const signature = (token: string, campaignId: string, expiresSeconds: number) =>
  createHmac('sha256', token).update(`promo preview v2\n${campaignId}\n${expiresSeconds}`).digest('base64url');

/** The grant for `campaignId` until `expiresAt` (epoch ms, rounded down to the second). */
export function signGrant(token: string, campaignId: string, expiresAt: number): string {
  const seconds = Math.floor(expiresAt / 1000);
  return `${seconds}.${signature(token, campaignId, seconds)}`;
}

export type GrantCheck = { valid: true; expiresAt: number } | { valid: false; expired: boolean };

/** Whether `grant` is this token's signature for `campaignId`, and whether it still holds at `now` (epoch ms). */
export function checkGrant(token: string, campaignId: string, grant: string, now: number): GrantCheck {
  const match = SIGNATURE.exec(grant);
  if (!match) return { valid: false, expired: false };
  const seconds = Number(match[1]);
  const expected = Buffer.from(signature(token, campaignId, seconds));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, expired: false };
  const expiresAt = seconds * 1000;
  return now < expiresAt ? { valid: true, expiresAt } : { valid: false, expired: true };
}
