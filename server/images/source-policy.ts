// Which image sources may be fetched: http(s) URLs on a configured host (host or
// host:port, as IMAGE_HOSTS lists them), and only at public addresses. The one exception
// is the upstream's own host, trusted by configuration wherever it is (the demo upstream
// is on loopback, a retailer's image host may sit on its private network): any other
// name that resolves to a loopback, private, link-local or otherwise non-public address
// is refused, so a listed name pointed at an internal service cannot reach it.
import ipaddr from 'ipaddr.js';

export interface SourcePolicy {
  /** host[:port] entries, lower case. */
  hosts: readonly string[];
  /** The host name whose addresses are trusted whatever they are (the upstream's). */
  trustedHostname: string;
}

/** host or host:port of a URL as IMAGE_HOSTS writes them (default ports left out). */
export const hostEntry = (url: URL): string => url.host.toLowerCase();

/** The URL when it is http(s) on a listed host without credentials in it, else undefined. */
export function allowedSource(text: string, policy: SourcePolicy): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return policy.hosts.includes(hostEntry(url)) ? url : undefined;
}

/** Whether a connection to `address` for `hostname` is allowed: public addresses always, others for the trusted host only. */
export function addressAllowed(hostname: string, address: string, policy: SourcePolicy): boolean {
  if (hostname.toLowerCase() === policy.trustedHostname) return true;
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A URL's host name without IPv6 brackets, as DNS and ipaddr read it. */
export const bareHostname = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
