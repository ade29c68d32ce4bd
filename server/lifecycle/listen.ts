// Listening with the request deadline set, and a failed listen reported as a failure.
// Express's app.listen() builds the http.Server itself with Node's defaults (a request
// may take 300 s to arrive, looked at every 30 s) and hands a listen error to its
// success callback, so the process would say "listening" on a port it does not have.
import { once } from 'node:events';
import http, { type RequestListener, type Server } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { SITE_BASES } from '#shared/pages/sites.js';
import type { BornRequests } from '../request/born-requests.js';
import type { Config } from '../config.js';

type ListenOptions =
  Pick<Config, 'port' | 'host' | 'requestTimeoutMs' | 'firstByteTimeoutMs' | 'maxConnections' | 'listenBacklog'>;

/** Resolves once the port is bound; rejects with the listen error (EADDRINUSE, ENOTFOUND…). */
export function listen(
  handler: RequestListener,
  { port, host, requestTimeoutMs, firstByteTimeoutMs, maxConnections, listenBacklog }: ListenOptions,
  { born }: {
    /** The classes requests and responses are made with (server/request/born-requests.ts); default Node's own. */
    born?: Pick<BornRequests, 'IncomingMessage' | 'ServerResponse'>;
  } = {},
): Promise<Server> {
  const server = http.createServer({
    ...born,
    requestTimeout: requestTimeoutMs,
    // From the connection's opening to the head's last byte (Node 20 counts a socket that
    // sends nothing too): a silent or trickling socket is answered 408 and dropped at it.
    headersTimeout: firstByteTimeoutMs,
    // Node looks for overdue requests on this clock; a tenth of the deadline (at most
    // 1 s) keeps a stalled client's drop close to the deadline at negligible cost.
    connectionsCheckingInterval: Math.min(1000, Math.ceil(firstByteTimeoutMs / 10)),
  }, handler);
  // Longer than a load balancer's usual 60 s idle timeout, so the balancer closes an idle
  // connection first and never sends a request on a socket we are closing.
  server.keepAliveTimeout = 65_000;
  // Past it a newcomer is closed (the file descriptors the upstream pool, Redis and the files need stay free); the
  // request head's deadline above drops silent and trickling sockets, the proxy in front one address's floods
  // (docs/decisions/362-node-s-own-connection-limits.md).
  server.maxConnections = maxConnections;
  // Node's own backlog (511) overflowed under a reconnecting flood of silent sockets: the kernel then dropped visitors'
  // connection attempts too, and each waited the 1 s SYN retry (docs/performance.md).
  return bind(server, port, host, listenBacklog);
}

/** Resolves once `server` holds the port; rejects with the listen error instead of passing it on as a success. */
export async function bind<S extends Server>(server: S, port: number, host: string, backlog?: number): Promise<S> {
  // events.once rejects when 'error' comes first, and leaves no listener behind either way.
  await once(server.listen({ port, host, backlog }), 'listening');
  return server;
}

/** A bound server's port (the real one when 0 was asked: a test reads it from the start-up line), host and `host:port`, as log fields. */
export function boundTo(server: Server): { port: number; host: string; address: string } {
  const { port, address } = server.address() as AddressInfo;
  return { port, host: address, address: formatAddress(address, port) };
}

/** `host:port` as an operator types it (`[::1]:3000` for IPv6). */
export function formatAddress(host: string, port: number): string {
  return isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The hub's URL on the bound address (the real port when PORT=0): the promo site's base. */
export function listeningUrl(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  const wildcard = address === '0.0.0.0' || address === '::';
  return `http://${wildcard ? `localhost:${port}` : formatAddress(address, port)}${SITE_BASES.promo}`;
}
