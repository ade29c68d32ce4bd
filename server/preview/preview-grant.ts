// A preview grant: the right to see one campaign's preview until an instant, `<expires>.<signature>` or
// `<expires>.<epoch>.<signature>` once its links were revoked (preview-epochs.ts): an HMAC-SHA-256 keyed with
// PREVIEW_TOKEN of the campaign id, the instant and the epoch, so a grant opens no other campaign, cannot be stretched
// and dies with a revocation. Made by the studio and `npm run preview:link`, carried by the link's cookie
// (preview.ts); signatures compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE = /^(\d{1,12})(?:\.(\d{1,9}))?\.([\w-]{43})$/;

/** Epoch 0 signs as grants did before revocations existed, so their links stay good until a first revocation. */
const signature = (token: string, campaignId: string, expiresSeconds: number, epoch: number) =>
  createHmac('sha256', token)
    .update(`promo preview v2\n${campaignId}\n${expiresSeconds}${epoch === 0 ? '' : `\n${epoch}`}`)
    .digest('base64url');

/** The grant for `campaignId` until `expiresAt` (epoch ms, rounded down to the second), at the campaign's revocation `epoch`. */
export function signGrant(token: string, campaignId: string, expiresAt: number, epoch = 0): string {
  const seconds = Math.floor(expiresAt / 1000);
  return `${seconds}${epoch === 0 ? '' : `.${epoch}`}.${signature(token, campaignId, seconds, epoch)}`;
}

/** revoked: a genuine grant made before the campaign's links were last revoked. */
export type GrantCheck = { valid: true; expiresAt: number } | { valid: false; expired: boolean; revoked?: true };

/**
 * Whether `grant` is this token's signature for `campaignId`, whether it still holds at `now`
 * (epoch ms), and whether it was made before the campaign's links were last revoked (`epoch`).
 */
export function checkGrant(token: string, campaignId: string, grant: string, now: number, epoch = 0): GrantCheck {
  const match = SIGNATURE.exec(grant);
  if (!match) return { valid: false, expired: false };
  const seconds = Number(match[1]);
  const grantEpoch = Number(match[2] ?? 0);
  const expected = Buffer.from(signature(token, campaignId, seconds, grantEpoch));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, expired: false };
  if (grantEpoch < epoch) return { valid: false, expired: false, revoked: true };
  // An epoch ahead of the one known here: a revocation not yet read, or a store that lost its count; it opens nothing.
  if (grantEpoch > epoch) return { valid: false, expired: false };
  const expiresAt = seconds * 1000;
  return now < expiresAt ? { valid: true, expiresAt } : { valid: false, expired: true };
}
