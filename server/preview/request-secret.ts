// A secret a request brings, as the preview (PREVIEW_TOKEN, its grants' cookies) and the
// studio's endpoints (STUDIO_TOKEN, its cookie) read it: one way to compare a secret, in
// constant time whatever the given value's length, and one way to read a cookie.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a given value is `secret`: both are hashed first, so the comparison never tells the secret's length. */
export function secretMatcher(secret: string): (given: string | undefined) => boolean {
  const secretDigest = digest(secret);
  return (given) => given !== undefined && timingSafeEqual(digest(given), secretDigest);
}

/** The request's cookie `name`, or undefined. */
export const cookieOf = (req: IncomingMessage, name: string): string | undefined =>
  req.headers.cookie === undefined ? undefined : parseCookies(req.headers.cookie)[name];
