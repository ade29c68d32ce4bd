// The signature of a visitor's experiment cookie (server/experiments/assignment.ts,
// docs/decisions/700-experiments-counted-where-they-happen.md): an HMAC-SHA-256 of the cookie's id and draws with
// EXPERIMENT_SECRET, so every instance verifies an id without Redis and nobody else can make one or change its version.
// EXPERIMENT_SECRET_PREVIOUS is still accepted while a new secret rolls out (docs/operations.md); a cookie verified by it
// is signed anew at the visitor's next draw.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface VisitorIds {
  /** The signature of `text`: 16 bytes of its HMAC, base64url (22 characters). */
  sign(text: string): string;
  /** Whether `mac` is `text`'s signature with the current or the previous secret. */
  verify(text: string, mac: string): boolean;
}

const MAC_BYTES = 16;

/** `current` unset: a secret of this process alone (one instance, a developer's machine): its cookies verify nowhere else. */
export function visitorIds(current: string | undefined, previous?: string): VisitorIds {
  const secrets = [current ?? randomBytes(32).toString('base64url'), ...previous ? [previous] : []];
  const macOf = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest().subarray(0, MAC_BYTES);
  return {
    sign: (text) => macOf(secrets[0]!, text).toString('base64url'),
    verify(text, mac) {
      const given = Buffer.from(mac, 'base64url');
      return given.length === MAC_BYTES && secrets.some((secret) => timingSafeEqual(macOf(secret, text), given));
    },
  };
}
