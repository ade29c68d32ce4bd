// The render cache's entry bound follows the cities list it serves
// (every page × site, and law/sert × city × region × cookie notice), and what its bounds
// push out is counted in /metrics.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';
import { createMetrics } from '#server/observability/metrics/metrics.js';
import { createRenderCache } from '#server/render/render-cache.js';
import { startApp, type TestApp } from '../support/start-app.js';
import { FIXTURE_CONTENT_DIR, PAGES } from '../support/content.js';
import { experimentPages } from '../support/experiments.js';
import { readExperiments } from '#server/content/experiments.js';
import { VERSIONS } from '#shared/experiments/versions.js';

const CITY_COUNT = 70;
const CITIES = Array.from({ length: CITY_COUNT }, (_, i) => ({
  code: `city${i}`, name: `Город ${i}`, subdomain: `city${i}`, phone: '+7 (812) 334-88-88', hideAbovePhone: false, hideFooterInfo: false,
}));

describe('the render cache with a long cities list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });
    t.demo.override('GET', /^\/api\/v1\/business\/cities\/$/, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: CITIES }));
    });
  });
  afterAll(() => t.close());

  test('when the upstream lists 70 cities, then the cache makes room for every variant and keeps 60 distinct ones without an eviction', async () => {
    await request(t.listener).get('/promo/law').expect(200);

    // Pages the same for everyone: one entry per site. With a variant (the business pages): city shown × region (a city or none) × notice.
    // A page under an undecided experiment (the fixture's headline test of knauf2025) is stored once per version.
    const { experiments } = readExperiments(FIXTURE_CONTENT_DIR, experimentPages());
    const tested = new Set(experiments.filter((experiment) => !experiment.decision).map((experiment) => experiment.page));
    expect(tested.size).toBeGreaterThan(0);
    const pageSites = PAGES.map((page) => ({
      varies: page.descriptor.variant !== undefined,
      sites: Object.keys(page.paths).length * (tested.has(page.id) ? VERSIONS.length : 1),
    }));
    const varying = pageSites.filter((p) => p.varies).reduce((sum, p) => sum + p.sites, 0);
    const fixed = pageSites.filter((p) => !p.varies).reduce((sum, p) => sum + p.sites, 0);
    expect(t.renderCache.maxEntries).toBe(fixed + varying * CITY_COUNT * (CITY_COUNT + 1) * 2);
    expect(t.renderCache.maxEntries).toBeGreaterThan(500);

    const sizeBefore = t.renderCache.size;
    // city0 without the notice is the first view's variant already.
    for (let i = 1; i <= 30; i++) {
      await request(t.listener).get(`/promo/law?city_code=city${i}`).expect(200);
      await request(t.listener).get(`/promo/law?city_code=city${i}`).set('Cookie', 'cookie-accepted=1').expect(200);
    }

    expect(t.renderCache.size - sizeBefore).toBe(60);
    expect((await request(t.listener).get('/metrics')).text).toMatch(/^render_cache_evictions_total 0$/m);
  }, 120_000);
});

describe('render_cache_evictions_total', () => {
  test('when a page is pushed out by the entry bound, then the eviction is counted', async () => {
    const cache = createRenderCache({ maxEntries: 2, maxBytes: 1024 * 1024 });
    const metrics = createMetrics();
    metrics.watchRenderCache(cache);
    for (const key of ['a', 'b', 'c']) await cache.fill(key, Number.POSITIVE_INFINITY, async () => ({
      html: Buffer.from(`<p>${key}</p>`), reads: [],
    }));

    expect(cache.size).toBe(2);
    expect(await metrics.registry.metrics()).toMatch(/^render_cache_evictions_total 1$/m);
  });
});
