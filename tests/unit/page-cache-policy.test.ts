// How a rendered page is kept and shared: its render-cache key, and the Cache-Control a
// CDN in front reads, shortened near a phase change so no copy outlives it
// (docs/product.md §4, the calendar).
import { describe, expect, test } from 'vitest';
import { loadConfig } from '#server/config.js';
import { pageCacheControl, renderCacheKey, sharedCacheControl } from '#server/render/page-cache-policy.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';

/** PAGE_SHARED_CACHE_S 10: s-maxage 10, a shared cache's reach 10 + 60 s. */
const config = loadConfig({ PAGE_SHARED_CACHE_S: '10' });
const USUAL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
const [law, sert] = ['law', 'sert'].map((id) => PAGE_REGISTRY.routeTable({}).pages.find((page) => page.id === id)!);

describe('renderCacheKey', () => {
  test('when site, page or variant differ, then the keys differ; a page the same for everyone has an empty variant', () => {
    expect(renderCacheKey('promo', law!)).toBe('promo|law|');
    expect(renderCacheKey('business', law!)).toBe('business|law|');
    expect(renderCacheKey('promo', sert!, 'msk')).toBe('promo|sert|msk');
  });
});

describe('pageCacheControl', () => {
  test('when a page varies per visitor, then it is private; else public for the data\'s lifetime', () => {
    expect(pageCacheControl(true, config)).toBe('private, no-cache');
    expect(pageCacheControl(false, config)).toBe(USUAL);
    expect(pageCacheControl(false, loadConfig({ PAGE_SHARED_CACHE_S: '2' })))
      .toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=60');
  });

  test('when the upstream cache\'s lifetime changes, then the pages\' shared-cache lifetime does not: two settings, one meaning each', () => {
    expect(pageCacheControl(false, loadConfig({ UPSTREAM_CACHE_TTL_MS: '0' }))).toBe(USUAL);
    expect(pageCacheControl(false, loadConfig({ UPSTREAM_CACHE_TTL_MS: '60000', PAGE_SHARED_CACHE_S: '30' })))
      .toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
  });
});

describe('sharedCacheControl', () => {
  const at = sharedCacheControl(config);
  const NOW = Date.UTC(2025, 9, 31, 20, 0, 0);

  test('when the next phase change is further than a shared cache could keep the page, then the usual header', () => {
    expect(at(NOW + 71_000, NOW)).toBe(USUAL);
    expect(at(Number.POSITIVE_INFINITY, NOW)).toBe(USUAL);
  });

  test('when the change is exactly a shared cache\'s reach away or closer, then s-maxage and stale-while-revalidate end at it', () => {
    expect(at(NOW + 70_000, NOW)).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(at(NOW + 69_999, NOW)).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=59');
    expect(at(NOW + 30_000, NOW)).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=20');
    expect(at(NOW + 4_500, NOW)).toBe('public, max-age=0, s-maxage=4, stale-while-revalidate=0');
  });

  test('when the change has come (or passed), then nothing may be kept', () => {
    expect(at(NOW, NOW)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
    expect(at(NOW - 5_000, NOW)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
  });

  test('when the page was rendered without some of its data, then no shared cache may keep it, whatever the calendar', () => {
    expect(at(NOW + 1_000_000, NOW, true)).toBe('private, no-cache');
    expect(at(NOW + 1_000, NOW, true)).toBe('private, no-cache');
    expect(at(NOW + 1_000_000, NOW, false)).toBe(USUAL);
  });
});
