// A thousand browsers asking the same public /api read at once share one upstream call
// through the upstream cache (the rest of the cache's behaviour:
// tests/server/burst-upstream-cache.test.ts). A thousand requests take many seconds on a
// loaded machine, so this flood runs beside the other simulations, not in the fast loop.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startApp, type TestApp } from '../support/start-app.js';

describe('public /api reads with the upstream cache on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ env: { UPSTREAM_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t.close());

  const callsTo = (path: string) => t.demo.requests.filter((r) => r.path === path).length;

  test('when 1,000 browsers ask a city\'s info at once, then the upstream is asked once and all get the same answer', async () => {
    // A fresh key: nothing earlier in this file has read novgorod's info.
    const poll = '/api/v1/business/info/novgorod/';
    // All 1,000 sent at once over 100 keep-alive sockets: a thousand new connections at
    // once overflow the listen backlog of a loaded machine and wait on TCP's retries.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const pollOnce = () =>
      new Promise<{ status: number; body: string; cacheControl: string | undefined }>((resolve, reject) => {
        http.get(t.url + poll, { agent }, (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => {
            resolve({ status: res.statusCode!, body, cacheControl: res.headers['cache-control'] });
          });
        }).on('error', reject);
      });
    const answers = await Promise.all(Array.from({ length: 1000 }, pollOnce)).finally(() => agent.destroy());

    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.cacheControl).toBe('no-store');
    expect(callsTo('/api/v1/business/info/novgorod/')).toBe(1);
  }, 120_000);
});
