// A preview grant (server/preview/preview-grant.ts): `<expires>.<signature>`, the signature
// an HMAC-SHA256 keyed with PREVIEW_TOKEN over the campaign and the expiry. It holds for its
// campaign only, up to (not at) its expiry, and nothing edited in it holds. The clock is
// given: 20 February 2025, 12:00 Moscow time.
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { checkGrant, signGrant } from '#server/preview/preview-grant.js';

const TOKEN = 'preview-token-for-tests-0123456789abcdef';
const NOW = Date.parse('2025-02-20T12:00:00+03:00');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('signGrant', () => {
  test('when a grant is signed, then it is the expiry in epoch seconds (rounded down) and the HMAC of the campaign and that second', () => {
    // The format is what a link already handed out carries: a change voids every link out there.
    const expiresAt = NOW + 7 * DAY_MS + 999;
    const seconds = Math.floor((NOW + 7 * DAY_MS) / 1000);
    const hmac = createHmac('sha256', TOKEN).update(`promo preview v2\nknauf2025\n${seconds}`).digest('base64url');

    expect(signGrant(TOKEN, 'knauf2025', expiresAt)).toBe(`${seconds}.${hmac}`);
  });

  test('when the campaign, the expiry or the token differs, then so does the signature', () => {
    const grant = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);
    expect(signGrant(TOKEN, 'rockwool2025', NOW + DAY_MS)).not.toBe(grant);
    expect(signGrant(`${TOKEN}x`, 'knauf2025', NOW + DAY_MS)).not.toBe(grant);
    expect(signGrant(TOKEN, 'knauf2025', NOW + DAY_MS + 1000).split('.')[1]).not.toBe(grant.split('.')[1]);
  });
});

describe('checkGrant', () => {
  test('when the grant is this token\'s for this campaign and has not expired, then it holds until its expiry, in epoch ms', () => {
    const expiresAt = NOW + DAY_MS;
    expect(checkGrant(TOKEN, 'knauf2025', signGrant(TOKEN, 'knauf2025', expiresAt), NOW)).toEqual({ valid: true, expiresAt });
  });

  test('when the grant\'s expiry is a millisecond away, then it holds; at its expiry and after, it is expired', () => {
    const expiresAt = NOW + 60_000;
    const grant = signGrant(TOKEN, 'knauf2025', expiresAt);
    expect(checkGrant(TOKEN, 'knauf2025', grant, expiresAt - 1)).toEqual({ valid: true, expiresAt });
    expect(checkGrant(TOKEN, 'knauf2025', grant, expiresAt)).toEqual({ valid: false, expired: true });
    expect(checkGrant(TOKEN, 'knauf2025', grant, expiresAt + DAY_MS)).toEqual({ valid: false, expired: true });
  });

  test('when the grant is for another campaign or signed with another token, then it is no grant (not an expired one)', () => {
    const grant = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);
    expect(checkGrant(TOKEN, 'rockwool2025', grant, NOW)).toEqual({ valid: false, expired: false });
    expect(checkGrant(`${TOKEN}x`, 'knauf2025', grant, NOW)).toEqual({ valid: false, expired: false });
    // An expired grant for another campaign is not reported as expired: it was never ours.
    const old = signGrant(TOKEN, 'knauf2025', NOW - DAY_MS);
    expect(checkGrant(TOKEN, 'rockwool2025', old, NOW)).toEqual({ valid: false, expired: false });
  });

  test('when the expiry or one character of the signature is changed, then it is no grant', () => {
    const [seconds, signature] = signGrant(TOKEN, 'knauf2025', NOW - 1000).split('.') as [string, string];
    const stretched = `${Number(seconds) + 30 * 24 * 3600}.${signature}`;
    const flipped = `${seconds}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(checkGrant(TOKEN, 'knauf2025', stretched, NOW)).toEqual({ valid: false, expired: false });
    expect(checkGrant(TOKEN, 'knauf2025', flipped, NOW)).toEqual({ valid: false, expired: false });
  });

  test('when the value is not shaped as a grant, then it is no grant and nothing throws', () => {
    const grant = signGrant(TOKEN, 'knauf2025', NOW + DAY_MS);
    const [seconds, signature] = grant.split('.') as [string, string];
    for (const shapeless of ['', 'x', TOKEN, signature, `${seconds}.`, `${seconds}.${signature}x`, `${seconds}.${signature.slice(1)}`,
      `x${grant}`, `${grant}\n`, `1234567890123.${signature}`, `${seconds}.${signature.slice(1)}=`]) {
      expect(checkGrant(TOKEN, 'knauf2025', shapeless, NOW), shapeless).toEqual({ valid: false, expired: false });
    }
  });
});
