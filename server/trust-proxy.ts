// TRUST_PROXY as Express's `trust proxy` setting, checked before Express sees it:
// Express reads the string `true` as an address (and throws on the first request) and
// `1` as the IP 0.0.0.1, so both are read here for what an operator means by them.
import { isIP } from 'node:net';

/** true/false, a hop count, or the addresses/subnets/names whose forwarded headers count. */
export type TrustProxy = boolean | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (isIP(address) === 4 ? 32 : 128);
  return isIP(address) === 4 && isIP(prefix) === 4; // 10.0.0.0/255.0.0.0
}

/** The setting, or undefined when the text is none of the accepted forms. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => NAMED_RANGES.has(entry) || isSubnet(entry)) ? entries : undefined;
}
