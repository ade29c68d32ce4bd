// The demo upstream: a real HTTP server on loopback implementing every call of the shared
// call table with Russian demo data. A development and test tool, not part of the
// production server: `npm start` loads it only when UPSTREAM_URL is unset, and every test
// uses it (with its test hooks), so the app always talks real HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAuthorized, readBody, sendJson } from './http-io';
import { createDemoRoutes } from './routes';
import { servePhoto } from './photo-route';
import { createTestHooks, type Hold, type OverrideHandler, type RecordedRequest, type TestHooks } from './test-hooks';

export { DEMO_CARDS } from './demo-cards';

/** Demo-only credentials: they guard nothing real, but the app must still send them. */
export const DEMO_CREDENTIALS = { user: 'promo-demo', password: 'demo-s3cret-pass' } as const;

export interface DemoUpstream {
  /** e.g. http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** Closes the server and every keep-alive socket. */
  close(): Promise<void>;
}

export interface TestableDemoUpstream extends DemoUpstream {
  /** Every request received, in order, including the 401s. */
  requests: RecordedRequest[];
  /** Checked after auth, before the built-in routes; later overrides win. */
  override(method: string, path: RegExp, handler: OverrideHandler): void;
  /** The next request matching waits before its answer until the test releases it. */
  hold(method: string, path: RegExp): Hold;
  /** Clears overrides and recorded requests and restores the initial demo data. */
  reset(): void;
}

export interface DemoUpstreamOptions {
  user: string;
  password: string;
  port?: number;
  host?: string;
  /** The clock behind lovecategory's current month. */
  now?: () => Date;
}

/** Origin-form targets only; `//x` stays a path (new URL would read it as a host). */
function parseTarget(target = '/'): URL {
  try {
    return new URL(`http://demo-upstream.invalid${target.startsWith('/') ? target : `/${target}`}`);
  } catch {
    return new URL('http://demo-upstream.invalid/');
  }
}

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`);
    });
  });
}

export function startDemoUpstream(options: DemoUpstreamOptions & { testHooks: true }): Promise<TestableDemoUpstream>;
export function startDemoUpstream(options: DemoUpstreamOptions): Promise<DemoUpstream>;
export async function startDemoUpstream(
  options: DemoUpstreamOptions & { testHooks?: boolean },
): Promise<DemoUpstream | TestableDemoUpstream> {
  const { user, password, port = 0, host = '127.0.0.1' } = options;
  let ownUrl = '';
  const routes = createDemoRoutes(options.now ?? (() => new Date()), () => ownUrl);
  const hooks: TestHooks | undefined = options.testHooks ? createTestHooks() : undefined;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { body, tooLarge } = await readBody(req);
    const url = parseTarget(req.url);
    const method = (req.method ?? 'GET').toUpperCase();
    hooks?.record({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers: { ...req.headers }, body });

    // Photos are an image host's: public, asked for without credentials.
    if (await servePhoto(method, url.pathname, res)) return;
    if (!isAuthorized(req.headers.authorization, user, password)) return sendJson(res, 401, { message: 'Unauthorized' });
    if (tooLarge) return sendJson(res, 413, { message: 'Payload too large' });
    await hooks?.waitIfHeld(method, url.pathname);
    const override = hooks?.overrideFor(method, url.pathname);
    if (override) return override(req, res, body);

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
  const demo: DemoUpstream = {
    url: (ownUrl = await listen(server, port, host)),
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  if (!hooks) return demo;
  return {
    ...demo,
    requests: hooks.requests,
    override: hooks.override,
    hold: hooks.hold,
    reset() {
      hooks.clear();
      routes.reset();
    },
  };
}
