// Who asks, as the personal work budget counts it (load-gate.ts): the client's
// block, an IPv4 /24 or an IPv6 /48, the network the rate limits count too. One holder of
// many addresses in a block is one client; a request whose address is unknown is counted
// in one block of its own.
import { isIP } from 'node:net';
import { networkKey } from '../rate-limit/address-key.js';

const UNKNOWN_BLOCK = 'unknown';

export function clientBlock(address: string | undefined): string {
  if (address === undefined || isIP(address) === 0) return UNKNOWN_BLOCK;
  return networkKey(address);
}
