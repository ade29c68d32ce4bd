// A page's route carries its data (server/pages/page-routes.ts, docs/decisions/270-route-backbone.md):
// its loader answers the page's data (the store its kind's loader filled, the upstream reads,
// the phase) into the query's context and writes nothing on the response; the page is rendered
// from that context by StaticRouterProvider (server/render/page-renderer.ts). (A form's action,
// whose data, status and headers the router reads from the context, is shown over HTTP by
// tests/server/lovecategory-forms.test.ts and page-forms.test.ts: its answer, its 429 and
// Retry-After.) The real route table, the real renderer on the demo upstream, and the real app. The day is
// the tests' running day (start-app.ts: 15 October 2025), when every fixture campaign runs.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { configuredUpstream } from '#server/config.js';
import { createLogger } from '#server/observability/log.js';
import { createUpstreamClient } from '#server/upstream/client.js';
import { withUpstreamCache } from '#server/upstream/upstream-cache.js';
import { createRegionLookup } from '#server/upstream/region-lookup.js';
import { createDiscovery } from '#server/discovery/discovery.js';
import { readManifest } from '#server/render/assets.js';
import { createPageRenderer, pageDataOf, type PageRenderer } from '#server/render/page-renderer.js';
import type { PageEntry } from '#server/pages/page-kind.js';
import { DIST_DIR, RUNNING_DAY, startApp, type TestApp } from '../support/start-app.js';

const HOST = 'promo.example.ru';

let t: TestApp;
let renderer: PageRenderer;
beforeAll(async () => {
  t = await startApp();
  const { config, server: { site } } = t;
  const client = createUpstreamClient({ ...config.upstream, ...configuredUpstream(config.upstream)! }, createLogger('silent'));
  // Kept a minute: the render records the reads it was made from.
  const upstream = withUpstreamCache(client, { ttlMs: 60_000, staleMs: 0 });
  renderer = createPageRenderer({
    config, upstream, regions: createRegionLookup(upstream, { ttlMs: 0, callsPerSecond: 10 }),
    manifest: readManifest(path.join(DIST_DIR, 'client/manifest.json')), site, discovery: createDiscovery(config, DIST_DIR, site),
  });
});
afterAll(() => t.close());

/** A response no request will ever be answered on: what a step writes on it stays on it. */
function unsentExchange() {
  const req = new IncomingMessage(new Socket());
  req.url = '/promo/rockwool25';
  return { req: Object.assign(req, { query: {}, cookies: {} }), res: Object.assign(new ServerResponse(req), { locals: {} }) };
}

const pageOf = (id: string): PageEntry => t.server.site.routes.byId(id)!;

describe('a page\'s loader', () => {
  test('when rockwool25\'s route is queried, then its loader\'s data is the page\'s store, the page is rendered from the context, and nothing is written on the response', async () => {
    const page = pageOf('rockwool25');
    const { req, res } = unsentExchange();
    const instant = Date.parse(RUNNING_DAY);
    const ctx = renderer.context(req as never, res as never, page, instant, 'running');

    const load = (routed: PageEntry) => renderer.load(routed, 'promo', '/promo/', ctx);
    const take = () => Promise.reject(new Error('a GET runs no action'));
    const context = await t.server.site.routes.handlers.promo.query(new Request('http://page/promo/rockwool25'), {
      requestContext: { page: { load, take } },
    });

    if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
    expect(context.statusCode).toBe(200);
    expect(context.errors).toBeNull();
    const data = pageDataOf(context, page);
    expect(data.store.getState().page).toMatchObject({ id: 'rockwool25', kind: 'campaign', canonicalPath: '/promo/rockwool25' });
    expect(data.phase).toBe('running');
    expect(data.reads?.length, 'the upstream reads the page was made from').toBeGreaterThan(0);
    const html = renderer.html(page, 'promo', context).toString('utf8');
    expect(html).toContain('<h1');
    expect(html).toContain('"id":"rockwool25"');
    expect([res.headersSent, res.getHeaderNames(), res.statusCode]).toEqual([false, [], 200]);
  });

  test('when the page is asked over HTTP, then its body is what the renderer makes through the route', async () => {
    const page = pageOf('rockwool25');
    const { req, res } = unsentExchange();
    const ctx = renderer.context(req as never, res as never, page, Date.parse(RUNNING_DAY), 'running');
    const rendered = await renderer.render(page, 'promo', '/promo/', ctx);
    const served = await request(t.listener).get('/promo/rockwool25').set('Host', HOST);

    expect(served.status).toBe(200);
    expect(served.text).toBe(rendered.html.toString('utf8'));
    expect(res.headersSent).toBe(false);
  });

  test('when a dozen renders of one page run at once, then each is the page and no listener leak is warned of (their queries share the page path\'s request)', async () => {
    const page = pageOf('rockwool25');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const rendered = await Promise.all(Array.from({ length: 12 }, () => {
        const { req, res } = unsentExchange();
        const ctx = renderer.context(req as never, res as never, page, Date.parse(RUNNING_DAY), 'running');
        return renderer.render(page, 'promo', '/promo/', ctx);
      }));
      // A warning is emitted on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(new Set(rendered.map(({ html }) => html.toString('utf8'))).size).toBe(1);
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
