import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { FAILURE_MEMORY_MS, withUpstreamCache, type Read } from '#server/upstream/upstream-cache.js';
import type { ReadRecord, UpstreamClient, UpstreamRequest, UpstreamResult } from '#server/upstream/client.js';

function fakeClient(answer: () => UpstreamResult<unknown>) {
  const seen: UpstreamRequest<unknown>[] = [];
  const calls: Promise<unknown>[] = [];
  const client: UpstreamClient = {
    call: <T>(request: UpstreamRequest<T>) => {
      seen.push(request as UpstreamRequest<unknown>);
      const done = new Promise((resolve) => setTimeout(resolve, 5)).then(() => answer() as UpstreamResult<T>);
      calls.push(done);
      return done;
    },
    close: async () => {},
  };
  /** Every call so far has answered and the cache has stored what it got. */
  const settled = async () => {
    await Promise.all(calls);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { client, seen, settled };
}

const get = (path: string, extra: Partial<UpstreamRequest<unknown>> = {}): UpstreamRequest<unknown> =>
  ({ method: 'GET', path, schema: z.unknown(), cacheable: true, ...extra });
/** lru-cache reads a start time of 0 as 'no time to live'; any real clock is far past it. */
const T0 = 1_000_000;
const OK: UpstreamResult<unknown> = { ok: true, status: 200, data: [1] };

describe('withUpstreamCache', () => {
  test('when two visitors ask for the same public data at once, then the upstream is called once', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 1000, staleMs: 60_000 });

    const [a, b] = await Promise.all([cached.call(get('/p/')), cached.call(get('/p/'))]);

    expect(seen).toHaveLength(1);
    expect(a).toEqual(OK);
    expect(b).toEqual(OK);
  });

  test('when the time to live has passed, then the next call goes upstream again (answered from the old value meanwhile)', async () => {
    let clock = T0;
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 1000, staleMs: 60_000, now: () => clock });

    await cached.call(get('/p/'));
    clock = T0 + 999;
    await cached.call(get('/p/'));
    clock = T0 + 1001;
    await cached.call(get('/p/'));

    expect(seen).toHaveLength(2);
  });

  test('when the upstream fails, then the failure is kept FAILURE_MEMORY_MS and the upstream is asked again after it', async () => {
    let clock = T0;
    let fail = true;
    const { client, seen } = fakeClient(() => (fail ? { ok: false, failure: { reason: 'timeout' } } : OK));
    const cached = withUpstreamCache(client, { ttlMs: 60_000, staleMs: 60_000, now: () => clock });

    expect((await cached.call(get('/p/'))).ok).toBe(false);
    fail = false;
    clock = T0 + FAILURE_MEMORY_MS - 1;
    expect((await cached.call(get('/p/'))).ok, 'still remembered').toBe(false);
    expect(seen).toHaveLength(1);

    clock = T0 + FAILURE_MEMORY_MS + 1;
    expect(await cached.call(get('/p/')), 'asked again, and the visitor waits for the new answer').toEqual(OK);
    expect(seen).toHaveLength(2);
  });

  test('when a call is personal or a post, then it always goes upstream', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 60_000, staleMs: 60_000 });

    await cached.call(get('/card/7012345/', { cacheable: false }));
    await cached.call(get('/card/7012345/', { cacheable: false }));
    await cached.call(get('/add/', { method: 'POST' }));
    await cached.call(get('/add/', { method: 'POST' }));

    expect(seen).toHaveLength(4);
  });

  test('when the first visitor leaves, then the shared call is not cancelled for the others', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 60_000, staleMs: 60_000 });
    const leaving = new AbortController();

    const first = cached.call(get('/p/', { signal: leaving.signal }));
    leaving.abort();

    expect(await first).toEqual(OK);
    expect(seen[0]!.signal).toBeUndefined();
  });

  test('when the time to live is 0, then every call goes upstream and no read counts as reusable', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 0, staleMs: 60_000 });

    const record: ReadRecord = { reads: [] };
    await cached.call(get('/p/', { record }));
    await cached.call(get('/p/', { record }));

    expect(seen).toHaveLength(2);
    expect(record.reads).toBeNull();
  });


  test('when the answer is stale, then the visitor gets it at once while one refresh runs', async () => {
    let clock = T0;
    let version = 1;
    let release!: () => void;
    const { client, seen } = fakeClient(() => ({ ok: true, status: 200, data: version }));
    const cached = withUpstreamCache(client, { ttlMs: 1000, staleMs: 60_000, now: () => clock });
    await cached.call(get('/p/'));
    const slow: UpstreamClient = {
      call: async (request) => {
        seen.push(request as UpstreamRequest<unknown>);
        await new Promise<void>((resolve) => (release = resolve));
        return { ok: true, status: 200, data: version } as never;
      },
      close: async () => {},
    };
    Object.assign(client, slow);
    clock = T0 + 1500;
    version = 2;

    const [a, b] = await Promise.all([cached.call(get('/p/')), cached.call(get('/p/'))]);

    expect(a).toEqual({ ok: true, status: 200, data: 1 });
    expect(b).toEqual({ ok: true, status: 200, data: 1 });
    expect(seen).toHaveLength(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cached.call(get('/p/'))).toEqual({ ok: true, status: 200, data: 2 });
  });

  test('when the upstream fails after a good answer, then the good answer is served until it is older than staleMs', async () => {
    let clock = T0;
    let fail = false;
    const { client, settled } = fakeClient(() => (fail ? { ok: false, failure: { reason: 'status', status: 500 } } : OK));
    const cached = withUpstreamCache(client, { ttlMs: 1000, staleMs: 10_000, now: () => clock });
    await cached.call(get('/p/'));
    fail = true;

    clock = T0 + 5000;
    expect(await cached.call(get('/p/')), 'stale while refreshing').toEqual(OK);
    await settled();
    clock = T0 + 9000;
    expect(await cached.call(get('/p/')), 'still within UPSTREAM_STALE_MS').toEqual(OK);
    await settled();
    clock = T0 + 10_500;

    expect((await cached.call(get('/p/'))).ok, 'too old: the failure shows').toBe(false);
  });

  test('when more public paths are asked than the bound, then the oldest are dropped', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 60_000, staleMs: 60_000, maxEntries: 2 });

    for (const path of ['/a/', '/b/', '/c/', '/a/']) await cached.call(get(path));

    expect(seen.map((r) => r.path)).toEqual(['/a/', '/b/', '/c/', '/a/']);
  });
});

describe('withUpstreamCache: a stored page\'s reads (stillCurrent, asked on every render-cache hit)', () => {
  test('when an entry a page read is dropped before it expires, then the page is no longer current; once it expires, a refresh starts', async () => {
    let clock = T0;
    const { client, seen, settled } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 1000, staleMs: 60_000, maxEntries: 2, now: () => clock });
    const one: ReadRecord<Read> = { reads: [] };
    const other: ReadRecord<Read> = { reads: [] };
    await cached.call(get('/a/', { record: one }));
    await cached.call(get('/b/', { record: other }));

    expect(cached.stillCurrent(one.reads!)).toBe(true);
    clock = T0 + 500;
    expect(cached.stillCurrent(other.reads!)).toBe(true);
    await cached.call(get('/c/'));
    expect(cached.stillCurrent(one.reads!), '/a/ dropped for /c/').toBe(false);
    expect(cached.stillCurrent(other.reads!), '/b/ kept').toBe(true);
    expect(seen).toHaveLength(3);

    clock = T0 + 1001;
    expect(cached.stillCurrent(other.reads!), 'expired: served while it is refreshed').toBe(true);
    expect(seen.map((r) => r.path), 'the refresh of /b/').toEqual(['/a/', '/b/', '/c/', '/b/']);
    await settled();
  });
});

describe('withUpstreamCache with a budget of its own for visitor-picked keys', () => {
  test('when hundreds of business-info keys are asked, then page data stays cached and its upstream is not asked again', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withUpstreamCache(client, { ttlMs: 60_000, staleMs: 60_000, maxEntries: 3, ownBudgets: { businessInfo: 2 } });

    await cached.call(get('/products/', { call: 'products' }));
    for (let i = 0; i < 200; i++) await cached.call(get(`/info/c${i}/`, { call: 'businessInfo' }));
    await cached.call(get('/products/', { call: 'products' }));

    expect(seen.filter((r) => r.path === '/products/')).toHaveLength(1);
    expect(seen.filter((r) => r.call === 'businessInfo')).toHaveLength(200);
  });
});
