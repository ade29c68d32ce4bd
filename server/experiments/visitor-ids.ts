// The signature of a visitor's experiment cookie (server/experiments/assignment.ts,
// docs/decisions/700-experiments-counted-where-they-happen.md): an HMAC-SHA-256 of the cookie's id and draws with
// EXPERIMENT_SECRET, so every instance verifies an id without Redis and nobody else can make one or change its version.
// EXPERIMENT_SECRET_PREVIOUS is still accepted while a new secret rolls out (docs/operations.md); a cookie verified by it
// is signed anew at the visitor's next draw. The HMAC is RFC 2104's two digests, each one call of OpenSSL's one-shot SHA-256
// into the secret's padded keys made once: createHmac's native object, fetch and digest Buffer per first view cost more than
// the digests (docs/decisions/1035-first-view-mac-by-one-shot-digests.md). The bytes are createHmac's, so issued cookies verify.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export interface VisitorIds {
  /** The signature of `text`: 16 bytes of its HMAC, base64url (22 characters). */
  sign(text: string): string;
  /** Whether `mac` is `text`'s signature with the current or the previous secret. */
  verify(text: string, mac: string): boolean;
}

const MAC_BYTES = 16;
/** SHA-256's block: a key is padded to it, or hashed first when longer. */
const BLOCK = 64;
/** The text a call hashes in place after the inner key; a longer one (only a forged cookie's) is copied. */
const TEXT_ROOM = 1024;

/** A secret's inner and outer padded keys, each with room after it for what it prefixes: the text, the inner digest. */
interface Keyed { inner: Buffer; outer: Buffer }
function keyed(secret: string): Keyed {
  const key = Buffer.from(secret);
  const padded = Buffer.alloc(BLOCK);
  (key.length > BLOCK ? hash('sha256', key, 'buffer') : key).copy(padded);
  const [inner, outer] = [Buffer.alloc(BLOCK + TEXT_ROOM), Buffer.alloc(BLOCK + 32)];
  for (let i = 0; i < BLOCK; i += 1) [inner[i], outer[i]] = [padded[i]! ^ 0x36, padded[i]! ^ 0x5c];
  return { inner, outer };
}

/** HMAC-SHA-256 of `text`, base64url: the inner digest as a binary (latin1) string written after the outer key (no Buffer made). */
function macOf({ inner, outer }: Keyed, text: string): string {
  const innerInput = text.length * 3 <= TEXT_ROOM
    ? inner.subarray(0, BLOCK + inner.write(text, BLOCK)) : Buffer.concat([inner.subarray(0, BLOCK), Buffer.from(text)]);
  outer.write(hash('sha256', innerInput, 'binary'), BLOCK, 'binary');
  return hash('sha256', outer, 'base64url');
}

/** `current` unset: a secret of this process alone (one instance, a developer's machine): its cookies verify nowhere else. */
export function visitorIds(current: string | undefined, previous?: string): VisitorIds {
  const secrets = [current ?? randomBytes(32).toString('base64url'), ...previous ? [previous] : []].map(keyed);
  return {
    // The digest's first 22 characters: its first 16 bytes as verify decodes them (the last character's 4 low bits, the
    // 17th byte's, are dropped by decoding).
    sign: (text) => macOf(secrets[0]!, text).slice(0, 22),
    verify(text, mac) {
      const given = Buffer.from(mac, 'base64url');
      return given.length === MAC_BYTES
        && secrets.some((secret) => timingSafeEqual(Buffer.from(macOf(secret, text), 'base64url').subarray(0, MAC_BYTES), given));
    },
  };
}
