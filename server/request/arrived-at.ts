// When a request arrived, as performance.now() reads it: behind the proxy, when nginx passed it on (its
// `X-Request-Start: t=<seconds>`), so the time a request waited in the kernel while the loop was busy shows
// (docs/decisions/133-access-line-batched.md). Only a trusted proxy's header counts (a visitor's would choose which of
// its hits are logged); without one, the listener's own time.
import type { IncomingMessage } from 'node:http';
import { peerTrusted, type TrustPeer } from './visitor-ip.js';

/** nginx's `$msec`: seconds since the epoch, with milliseconds. */
const REQUEST_START = /^t=(\d{9,11}(?:\.\d{1,6})?)$/;
/** Longer than nginx ever holds a request (its tries, deploy/nginx.conf): a clock that disagrees, not a wait. */
const LONGEST_WAIT_MS = 60_000;

/** `now`: the listener's performance.now(), taken when it got the request. */
export function arrivedAt(req: IncomingMessage, trust: TrustPeer, now: number): number {
  const header = req.headers['x-request-start'];
  if (header === undefined || !peerTrusted(req, trust)) return now;
  const match = REQUEST_START.exec(header as string);
  if (!match) return now;
  const waited = Date.now() - Number(match[1]) * 1000;
  return waited > 0 && waited < LONGEST_WAIT_MS ? now - waited : now;
}
