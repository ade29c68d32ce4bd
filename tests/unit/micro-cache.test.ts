import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { withMicroCache } from '#server/upstream/micro-cache.js';
import type { UpstreamClient, UpstreamRequest, UpstreamResult } from '#server/upstream/client.js';

function fakeClient(answer: () => UpstreamResult<unknown>) {
  const seen: UpstreamRequest<unknown>[] = [];
  const client: UpstreamClient = {
    call: async <T>(request: UpstreamRequest<T>) => {
      seen.push(request as UpstreamRequest<unknown>);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer() as UpstreamResult<T>;
    },
    close: async () => {},
  };
  return { client, seen };
}

const get = (path: string, extra: Partial<UpstreamRequest<unknown>> = {}): UpstreamRequest<unknown> => ({ method: 'GET', path, schema: z.unknown(), cacheable: true, ...extra });
const OK: UpstreamResult<unknown> = { ok: true, status: 200, data: [1] };

describe('withMicroCache', () => {
  test('when two visitors ask for the same public data at once, then the upstream is called once', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withMicroCache(client, 1000);

    const [a, b] = await Promise.all([cached.call(get('/p/')), cached.call(get('/p/'))]);

    expect(seen).toHaveLength(1);
    expect(a).toEqual(OK);
    expect(b).toEqual(OK);
  });

  test('when the time to live has passed, then the next call goes upstream again', async () => {
    let clock = 0;
    const { client, seen } = fakeClient(() => OK);
    const cached = withMicroCache(client, 1000, () => clock);

    await cached.call(get('/p/'));
    clock = 999;
    await cached.call(get('/p/'));
    clock = 1001;
    await cached.call(get('/p/'));

    expect(seen).toHaveLength(2);
  });

  test('when the upstream fails, then the failure is not kept', async () => {
    let fail = true;
    const { client, seen } = fakeClient(() => (fail ? { ok: false, failure: { kind: 'timeout' } } : OK));
    const cached = withMicroCache(client, 60_000);

    expect((await cached.call(get('/p/'))).ok).toBe(false);
    fail = false;

    expect(await cached.call(get('/p/'))).toEqual(OK);
    expect(seen).toHaveLength(2);
  });

  test('when a call is personal or a post, then it always goes upstream', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withMicroCache(client, 60_000);

    await cached.call(get('/card/7012345/', { cacheable: false }));
    await cached.call(get('/card/7012345/', { cacheable: false }));
    await cached.call(get('/add/', { method: 'POST' }));
    await cached.call(get('/add/', { method: 'POST' }));

    expect(seen).toHaveLength(4);
  });

  test('when the first visitor leaves, then the shared call is not cancelled for the others', async () => {
    const { client, seen } = fakeClient(() => OK);
    const cached = withMicroCache(client, 60_000);
    const leaving = new AbortController();

    const first = cached.call(get('/p/', { signal: leaving.signal }));
    leaving.abort();

    expect(await first).toEqual(OK);
    expect(seen[0]!.signal).toBeUndefined();
  });

  test('when the time to live is 0, then the client is used as it is', () => {
    const { client } = fakeClient(() => OK);

    expect(withMicroCache(client, 0)).toBe(client);
  });
});
