// TRUST_PROXY as Express's `trust proxy` setting, checked before Express sees it:
// Express reads the string `true` as an address (and throws on the first request) and
// `1` as the IP 0.0.0.1, so both are read here for what an operator means by them. A list
// is checked by proxy-addr's own compile, the one Express runs on it, so what passes here
// is what Express takes (a netmask that is no prefix is refused here, not by Express at start-up).
import proxyaddr from 'proxy-addr';

/** true/false, a hop count, or the addresses/subnets/names whose forwarded headers count. */
export type TrustProxy = boolean | number | string[];

/** The setting, or undefined when the text is none of the accepted forms. */
export function parseTrustProxy(text: string): TrustProxy | undefined {
  const value = text.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  try {
    proxyaddr.compile(entries);
    return entries;
  } catch {
    return undefined;
  }
}
