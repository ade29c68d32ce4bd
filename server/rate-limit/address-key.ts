// The key a client address is counted under. One IPv6 subscriber usually holds a whole
// /64, so counting single IPv6 addresses would let one visitor rotate through billions.
import { isIP } from 'node:net';

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right];
}

/** `203.0.113.7` → itself; `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address.toLowerCase()).slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${groups.join(':')}::/64`;
}
