// The embedded demo upstream: a real HTTP server on loopback implementing every call of
// UPSTREAM-API.md with Russian demo data. `npm start` uses it when UPSTREAM_URL is unset
// (PRODUCT.md §2) and every test uses it, so the app always talks real HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAuthorized, readBody, sendJson } from './http-io';
import { createDemoRoutes } from './routes';

export { DEMO_CARDS } from './demo-cards';

/** Demo-only credentials: they guard nothing real, but the app must still send them. */
export const DEMO_CREDENTIALS = { user: 'promo-demo', password: 'demo-s3cret-pass' } as const;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type OverrideHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void | Promise<void>;

export interface DemoUpstream {
  /** e.g. http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** Every request received, in order, including the 401s. */
  requests: RecordedRequest[];
  /** Checked after auth, before the built-in routes; later overrides win. */
  override(method: string, path: RegExp, handler: OverrideHandler): void;
  /** Clears overrides and recorded requests and restores the initial demo data. */
  reset(): void;
  /** Closes the server and every keep-alive socket. */
  close(): Promise<void>;
}

export interface DemoUpstreamOptions {
  user: string;
  password: string;
  port?: number;
  host?: string;
  /** The clock behind lovecategory's current month. */
  now?: () => Date;
}

interface Override { method: string; path: RegExp; handler: OverrideHandler }

function findOverride(overrides: Override[], method: string, pathname: string): Override | undefined {
  for (let i = overrides.length - 1; i >= 0; i--) {
    const candidate = overrides[i]!;
    candidate.path.lastIndex = 0; // a /g or /y pattern must not carry state between requests
    if (candidate.method === method && candidate.path.test(pathname)) return candidate;
  }
  return undefined;
}

/** Origin-form targets only; `//x` stays a path (new URL would read it as a host). */
function parseTarget(target = '/'): URL {
  try {
    return new URL(`http://demo-upstream.invalid${target.startsWith('/') ? target : `/${target}`}`);
  } catch {
    return new URL('http://demo-upstream.invalid/');
  }
}

export async function startDemoUpstream(options: DemoUpstreamOptions): Promise<DemoUpstream> {
  const { user, password, port = 0, host = '127.0.0.1' } = options;
  const routes = createDemoRoutes(options.now ?? (() => new Date()));
  const requests: RecordedRequest[] = [];
  const overrides: Override[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { body, tooLarge } = await readBody(req);
    const url = parseTarget(req.url);
    const method = (req.method ?? 'GET').toUpperCase();
    requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: { ...req.headers }, body });

    if (!isAuthorized(req.headers.authorization, user, password)) return sendJson(res, 401, { message: 'Unauthorized' });
    if (tooLarge) return sendJson(res, 413, { message: 'Payload too large' });
    const override = findOverride(overrides, method, url.pathname);
    if (override) return override.handler(req, res, body);

    const reply = await routes.dispatch(method, url.pathname, {
      query: url.searchParams, body, contentType: req.headers['content-type'] ?? '',
    });
    sendJson(res, reply.status, reply.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      // A broken override or an aborted request must not take the process down.
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${hostInUrl}:${address.port}`,
    requests,
    override(method, path, handler) {
      overrides.push({ method: method.toUpperCase(), path, handler });
    },
    reset() {
      overrides.length = 0;
      requests.length = 0;
      routes.reset();
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
