// The keys a client address is counted under. One IPv6 subscriber usually holds a whole
// /64, so counting single IPv6 addresses would let one visitor rotate through billions;
// one holder of many addresses (a /24 of IPv4, a /48 of IPv6) is counted as a network
// too, so rotating through its addresses gains little (docs/product.md §8).
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The first `groups` 16-bit groups of an IPv6 address, zeros filled in (ipaddr.js expands `::`). */
function ipv6Prefix(address: string, groups: number): string {
  const kept = ipaddr.IPv6.parse(address).parts.slice(0, groups).map((group) => group.toString(16));
  return `${kept.join(':')}::/${groups * 16}`;
}

/** `203.0.113.7` → itself; `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`. */
export function addressKey(address: string): string {
  return isIP(address) === 6 ? ipv6Prefix(address, 4) : address;
}

/** `203.0.113.7` → `203.0.113.0/24`; `2001:db8:1:2:aaaa::1` → `2001:db8:1::/48`. */
export function networkKey(address: string): string {
  if (isIP(address) === 6) return ipv6Prefix(address, 3);
  return `${address.split('.').slice(0, 3).join('.')}.0/24`;
}

/**
 * Who asks, as the rate limits' network budgets and the personal work budget's fair share
 * (server/shedding/load-gate.ts) count it: the client's network; one holder of many addresses
 * in it is one client, and a request whose address is not known is counted in one block of its own.
 */
export const clientBlock = (address: string | undefined): string =>
  address === undefined || isIP(address) === 0 ? 'unknown' : networkKey(address);
