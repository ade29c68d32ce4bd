// The keys a client address is counted under. One IPv6 subscriber usually holds a whole
// /64 (the rate limits count a customer's /56), so counting single IPv6 addresses would let one visitor rotate through billions;
// one holder of many addresses (a /24 of IPv4, a /48 of IPv6) is counted as a network
// too, so rotating through its addresses gains little (docs/product.md §8).
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The first `bits` of an IPv6 address (a multiple of 8), zeros filled in (ipaddr.js expands `::`). */
function ipv6Prefix(address: string, bits: 48 | 56 | 64): string {
  const kept = ipaddr.IPv6.parse(address).parts.slice(0, Math.ceil(bits / 16))
    .map((group, index) => (bits - 16 * index < 16 ? group & 0xff00 : group).toString(16));
  return `${kept.join(':')}::/${bits}`;
}

/** `203.0.113.7` → itself; `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`. */
export function addressKey(address: string): string {
  return isIP(address) === 6 ? ipv6Prefix(address, 64) : address;
}

/**
 * The address a rate limit counts (docs/threat-model.md): an IPv4 address itself, an IPv6 one by its /56. One customer
 * (a household, a site) is given a /56, 256 /64s: counted by its /64s, one customer spent its whole /48's budget alone.
 * `2001:db8:1:2aa::1` → `2001:db8:1:200::/56`.
 */
export function limitedAddressKey(address: string): string {
  return isIP(address) === 6 ? ipv6Prefix(address, 56) : address;
}

/** `203.0.113.7` → `203.0.113.0/24`; `2001:db8:1:2:aaaa::1` → `2001:db8:1::/48` (`family`: isIP's answer, when the caller has it). */
export function networkKey(address: string, family = isIP(address)): string {
  if (family === 6) return ipv6Prefix(address, 48);
  // Cut at the last dot, not split and joined: every first view of a page under test asks it (server/experiments/counting.ts).
  return `${address.slice(0, address.lastIndexOf('.'))}.0/24`;
}

/**
 * Who asks, as the rate limits' network budgets and the personal work budget's fair share
 * (server/shedding/load-gate.ts) count it: the client's network; one holder of many addresses
 * in it is one client, and a request whose address is not known is counted in one block of its own.
 */
export function clientBlock(address: string | undefined): string {
  const family = address === undefined ? 0 : isIP(address);
  return family === 0 ? 'unknown' : networkKey(address!, family);
}
