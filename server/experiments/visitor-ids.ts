// The signature of a visitor's experiment cookie (server/experiments/assignment.ts,
// docs/decisions/700-experiments-counted-where-they-happen.md): an HMAC-SHA-256 of the cookie's id and draws with
// EXPERIMENT_SECRET, so every instance verifies an id without Redis and nobody else can make one or change its version.
// EXPERIMENT_SECRET_PREVIOUS is still accepted while a new secret rolls out (docs/operations.md); a cookie verified by it
// is signed anew at the visitor's next draw.
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

export interface VisitorIds {
  /** The signature of `text`: 16 bytes of its HMAC, base64url (22 characters). */
  sign(text: string): string;
  /** Whether `mac` is `text`'s signature with the current or the previous secret. */
  verify(text: string, mac: string): boolean;
}

const MAC_BYTES = 16;

/** `current` unset: a secret of this process alone (one instance, a developer's machine): its cookies verify nowhere else. */
export function visitorIds(current: string | undefined, previous?: string): VisitorIds {
  const secrets = [current ?? randomBytes(32).toString('base64url'), ...previous ? [previous] : []]
    .map((secret) => createSecretKey(Buffer.from(secret)));
  const macOf = (secret: KeyObject, text: string) => createHmac('sha256', secret).update(text).digest().subarray(0, MAC_BYTES);
  return {
    // The digest's first 22 characters: its first 16 bytes as verify decodes them (the last character's 4 low bits, the
    // 17th byte's, are dropped by decoding); a digest made as a string, not a Buffer, took a third of the time.
    sign: (text) => createHmac('sha256', secrets[0]!).update(text).digest('base64url').slice(0, 22),
    verify(text, mac) {
      const given = Buffer.from(mac, 'base64url');
      return given.length === MAC_BYTES && secrets.some((secret) => timingSafeEqual(macOf(secret, text), given));
    },
  };
}
