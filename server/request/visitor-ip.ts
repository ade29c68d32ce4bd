// The visitor IP is the client address as Express resolves it under `trust proxy`
// (req.ip): X-Forwarded-For counts only when it comes from a trusted proxy, so no visitor
// can choose the address the city lookup and the upstream see. X-Real-IP is read only
// from a trusted peer that sent no X-Forwarded-For. Only a valid IP is ever used. Some
// balancers write an entry with the client's port (`203.0.113.7:51234`, `[2001:db8::1]:443`,
// Azure's Application Gateway among them): read without it, as proxy-addr would not, so such a
// balancer's visitors are not all counted as the balancer itself (docs/operations.md).
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Application, Request } from 'express';
import proxyaddr from 'proxy-addr';

/** Accepts `1.2.3.4`, `::1`, and strips the IPv4-mapped prefix `::ffff:`. */
export function validIp(candidate: string | undefined): string | undefined {
  const trimmed = candidate?.trim();
  // The pattern only where it can match (a leading colon): run on every address, it was a sixth of a first view's address.
  const value = trimmed?.[0] === ':' ? trimmed.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') : trimmed;
  return value && isIP(value) !== 0 ? value : undefined;
}

const BRACKETED = /^\[([0-9A-Fa-f:.]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;

/** One forwarded entry without its port: `1.2.3.4:5678` → `1.2.3.4`, `[2001:db8::1]:443` → `2001:db8::1`; any other as it is. */
export function withoutPort(entry: string): string {
  const address = entry.trim();
  return (BRACKETED.exec(address) ?? IPV4_WITH_PORT.exec(address))?.[1] ?? address;
}

/** Does any entry of the header carry a port or brackets? (The usual header has none: req.ip reads it as it is.) */
const hasPorts = (forwardedFor: string) => forwardedFor.includes('[') || /\d\.\d+:\d/.test(forwardedFor);

/**
 * req.ip, with the forwarded entries read without their ports: the header is rewritten without them first, and
 * Express's own walk (proxy-addr's, under TRUST_PROXY, as req.ip makes it) reads it as it reads any other.
 */
function resolvedIpOf(req: IncomingMessage, trust: TrustPeer): string | undefined {
  const forwardedFor = req.headers['x-forwarded-for'];
  if (typeof forwardedFor === 'string' && hasPorts(forwardedFor)) {
    req.headers['x-forwarded-for'] = forwardedFor.split(',').map(withoutPort).join(', ');
  }
  return proxyaddr(req, trust);
}

export interface AddressFacts {
  /** req.ip: the rightmost address not vouched for by a trusted proxy. */
  resolvedIp: string | undefined;
  forwardedFor: string | undefined;
  realIp: string | undefined;
  /** The socket peer: the answer when a trusted proxy forwarded garbage. */
  socketAddress: string | undefined;
  /** Asked only when X-Real-IP alone is sent: TRUST_PROXY's test parses the peer's address. */
  peerTrusted: () => boolean;
}

export function pickVisitorIp({ resolvedIp, forwardedFor, realIp, socketAddress, peerTrusted }: AddressFacts): string | undefined {
  const fromRealIp = forwardedFor === undefined && realIp !== undefined && peerTrusted() ? validIp(realIp) : undefined;
  return fromRealIp ?? validIp(resolvedIp) ?? validIp(socketAddress);
}

/** TRUST_PROXY compiled by Express (`app.get('trust proxy fn')`): is the address at this hop a trusted proxy? */
export type TrustPeer = (address: string, hop: number) => boolean;

/** The app's compiled TRUST_PROXY (Express compiles it when `trust proxy` is set). */
export const trustOf = (app: Application): TrustPeer => app.get('trust proxy fn') as TrustPeer;

/**
 * The peer is a proxy that TRUST_PROXY vouches for: only then do its forwarded headers
 * count. A plain node:http request (the render-cache hit, answered before Express) passes
 * the setting itself.
 */
export function peerTrusted(req: IncomingMessage, trust: TrustPeer): boolean {
  const peer = req.socket.remoteAddress;
  return peer !== undefined && trust(peer, 0);
}

/** The visitor's address of a request, before Express runs (the listener's answers) or in it (resolveVisitorIp). */
export function visitorIpOf(req: IncomingMessage, trust: TrustPeer): string | undefined {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return pickVisitorIp({
    resolvedIp: resolvedIpOf(req, trust),
    forwardedFor: header('x-forwarded-for'),
    realIp: header('x-real-ip'),
    socketAddress: req.socket.remoteAddress,
    peerTrusted: () => peerTrusted(req, trust),
  });
}

export const resolveVisitorIp = (req: Request): string | undefined => visitorIpOf(req, trustOf(req.app));
