// PRODUCT.md §6: the visitor IP is the first address of X-Forwarded-For, else
// X-Real-IP, else the socket address; only a syntactically valid IP is ever used.
import { isIP } from 'node:net';

/** Accepts `1.2.3.4`, `::1`, and strips the IPv4-mapped prefix `::ffff:`. */
function validIp(candidate: string | undefined): string | undefined {
  const value = candidate?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return value && isIP(value) !== 0 ? value : undefined;
}

/** A header that is present but malformed is skipped, so the next source is tried. */
export function resolveVisitorIp(forwardedFor: string | undefined, realIp: string | undefined, socketAddress: string | undefined): string | undefined {
  return validIp(forwardedFor?.split(',')[0]) ?? validIp(realIp) ?? validIp(socketAddress);
}
