// The signature of a visitor's experiment cookie (server/experiments/assignment.ts,
// docs/decisions/700-experiments-counted-where-they-happen.md): an HMAC-SHA-256 of the cookie's id and draws with
// EXPERIMENT_SECRET, so every instance verifies an id without Redis and nobody else can make one or change its version.
// EXPERIMENT_SECRET_PREVIOUS is still accepted while a new secret rolls out (docs/operations.md); a cookie verified by it
// is signed anew at the visitor's next draw. The HMAC is @noble/hashes', keyed once per secret and copied per call: Node's
// createHmac fetched the digest and made a native object per first view, 5 µs of its CPU
// (docs/decisions/1030-first-view-mac-keyed-once.md); the bytes are the same, so issued cookies verify.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

export interface VisitorIds {
  /** The signature of `text`: 16 bytes of its HMAC, base64url (22 characters). */
  sign(text: string): string;
  /** Whether `mac` is `text`'s signature with the current or the previous secret. */
  verify(text: string, mac: string): boolean;
}

const MAC_BYTES = 16;

type Keyed = _HMAC<ReturnType<typeof sha256.create>>;

/** `current` unset: a secret of this process alone (one instance, a developer's machine): its cookies verify nowhere else. */
export function visitorIds(current: string | undefined, previous?: string): VisitorIds {
  const keyed = [current ?? randomBytes(32).toString('base64url'), ...previous ? [previous] : []]
    .map((secret) => hmac.create(sha256, Buffer.from(secret)));
  // One working copy and one digest for every call: the event loop runs one at a time.
  let work: Keyed | undefined;
  const digest = Buffer.alloc(32);
  const macOf = (key: Keyed, text: string) => {
    const copy = (work = key._cloneInto(work));
    copy.update(Buffer.from(text));
    copy.digestInto(digest);
    return digest;
  };
  return {
    // The digest's first 22 characters: its first 16 bytes as verify decodes them (the last character's 4 low bits, the
    // 17th byte's, are dropped by decoding).
    sign: (text) => macOf(keyed[0]!, text).toString('base64url', 0, 18).slice(0, 22),
    verify(text, mac) {
      const given = Buffer.from(mac, 'base64url');
      return given.length === MAC_BYTES && keyed.some((key) => timingSafeEqual(macOf(key, text).subarray(0, MAC_BYTES), given));
    },
  };
}
