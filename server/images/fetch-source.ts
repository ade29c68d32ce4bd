// Fetches an image source under the source policy (source-policy.ts): a fresh request with
// no header of the upstream's (never its credentials), redirects followed by hand only
// while they stay on listed hosts, every connection's address checked at the moment of
// connecting (the lookup the socket uses is the one checked, so DNS cannot change its
// answer in between), a byte cap and a deadline over the whole exchange.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, errors, request, type Dispatcher } from 'undici';
import { addressAllowed, allowedSource, bareHostname, type SourcePolicy } from './source-policy.js';

export type SourceFailure = 'host' | 'redirect' | 'address' | 'status' | 'bytes' | 'timeout' | 'network';

export type FetchedSource = { ok: true; body: Buffer } | { ok: false; reason: SourceFailure };

export type SourceFetcher = ReturnType<typeof createSourceFetcher>;

const MAX_REDIRECTS = 3;

class RefusedAddress extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

/** dns.lookup, then every address it gave must be allowed for the name. */
function checkedLookup(policy: SourcePolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || !addresses.every((a) => addressAllowed(hostname, a.address, policy))) {
        return callback(new RefusedAddress(`${hostname} resolves to an address that is not public`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function failureOf(error: unknown): SourceFailure {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e);
    if (e instanceof RefusedAddress) return 'address';
    if (e instanceof errors.ResponseExceededMaxSizeError) return 'bytes';
    if (e.name === 'TimeoutError' || e.name === 'AbortError' || /Timeout/.test((e as { code?: string }).code ?? '')) return 'timeout';
  }
  return 'network';
}

type Body = Dispatcher.ResponseData['body'];

/** Lets go of an answer's body unread: its socket is closed, and the abort is nobody's error. */
const discard = (body: Body) => void body.dump({ limit: 0 }).catch(() => undefined);

export function createSourceFetcher(policy: SourcePolicy, { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number }) {
  // maxResponseSize: undici closes the socket once the body passes the cap (a declared length over it: refused below).
  const agent = new Agent({
    connect: { lookup: checkedLookup(policy), timeout: timeoutMs },
    headersTimeout: timeoutMs, bodyTimeout: timeoutMs, maxResponseSize: maxBytes,
  });

  async function follow(start: URL, signal: AbortSignal): Promise<FetchedSource> {
    let url = start;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      // An address written in the URL is never looked up: it is checked here instead.
      const host = bareHostname(url);
      if (isIP(host) && !addressAllowed(host, host, policy)) return { ok: false, reason: 'address' };
      const response = await request(url, { dispatcher: agent, signal, headers: { accept: 'image/avif,image/webp,image/*;q=0.8' } });
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        discard(response.body);
        const next = allowedSource(new URL(String(response.headers.location), url).href, policy);
        if (!next) return { ok: false, reason: 'redirect' };
        url = next;
        continue;
      }
      if (response.statusCode !== 200) return (discard(response.body), { ok: false, reason: 'status' });
      if (Number(response.headers['content-length']) > maxBytes) return (discard(response.body), { ok: false, reason: 'bytes' });
      return { ok: true, body: Buffer.from(await response.body.arrayBuffer()) };
    }
    return { ok: false, reason: 'redirect' };
  }

  return {
    async fetch(text: string): Promise<FetchedSource> {
      const url = allowedSource(text, policy);
      if (!url) return { ok: false, reason: 'host' };
      try {
        return await follow(url, AbortSignal.timeout(timeoutMs));
      } catch (error) {
        return { ok: false, reason: failureOf(error) };
      }
    },
    close: () => agent.close(),
  };
}
