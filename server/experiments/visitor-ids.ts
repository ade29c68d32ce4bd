// The signature of a visitor's experiment cookie (server/experiments/assignment.ts,
// docs/decisions/700-experiments-counted-where-they-happen.md): SipHash-2-4, a keyed function made for short texts, of the
// cookie's id and draws under two keys drawn from EXPERIMENT_SECRET (docs/decisions/490-experiment-assignment.md),
// so every instance verifies an id without Redis and nobody else can make one or change its version.
// EXPERIMENT_SECRET_PREVIOUS is still accepted while a new secret rolls out (docs/operations.md); a cookie verified by it
// is signed anew at the visitor's next draw.
import { hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import siphash24 from 'siphash24';

export interface VisitorIds {
  /** The signature of `text`: 16 bytes, base64url (22 characters). */
  sign(text: string): string;
  /** Whether `mac` is `text`'s signature with the current or the previous secret. */
  verify(text: string, mac: string): boolean;
}

const MAC_BYTES = 16;
/** A signed text's bytes are written here: a browser keeps a cookie of at most 4 KB (a longer text, only a forged one, grows it). */
let bytes = Buffer.alloc(4096);
/** The signature is made here, and read before the next call makes another; each key's tag in its own half. */
const mac = Buffer.alloc(MAC_BYTES);
const [firstTag, secondTag] = [mac.subarray(0, 8), mac.subarray(8)];

/** Two SipHash keys of 16 bytes from a secret: the two halves of its HKDF-SHA-256 output. */
function keysOf(secret: string): [Buffer, Buffer] {
  const keys = Buffer.from(hkdfSync('sha256', secret, '', 'promo_ab signature', 2 * 16));
  return [keys.subarray(0, 16), keys.subarray(16)];
}

/** `text`'s signature under `keys` in `mac`: the two keys' SipHash-2-4 of its UTF-8 bytes, one after the other. */
function macOf(keys: [Buffer, Buffer], text: string): Buffer {
  // A UTF-16 unit is at most 3 bytes of UTF-8: a bound without reading the text twice.
  if (text.length * 3 > bytes.length) bytes = Buffer.alloc(text.length * 3);
  const written = bytes.subarray(0, bytes.write(text));
  siphash24(written, keys[0], firstTag, true);
  siphash24(written, keys[1], secondTag, true);
  return mac;
}

/** `current` unset: a secret of this process alone (one instance, a developer's machine): its cookies verify nowhere else. */
export function visitorIds(current: string | undefined, previous?: string): VisitorIds {
  const secrets = [current ?? randomBytes(32).toString('base64url'), ...previous ? [previous] : []].map(keysOf);
  return {
    sign: (text) => macOf(secrets[0]!, text).toString('base64url'),
    verify(text, given) {
      const decoded = Buffer.from(given, 'base64url');
      return decoded.length === MAC_BYTES && secrets.some((keys) => timingSafeEqual(macOf(keys, text), decoded));
    },
  };
}
