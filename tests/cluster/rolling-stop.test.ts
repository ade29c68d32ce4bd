// nginx in front of three instances under 30 s of load at 50 connections; one instance
// gets SIGTERM at 8 s, another at 18 s, as a rolling deploy or a scale-down would send.
// Each stops the way the app stops (readiness 503 for SHUTDOWN_DELAY_MS while still
// serving, then no new connections, in-flight requests finished), and nginx sends what
// cannot reach a stopped instance to another: no visitor may see a failure.
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stopProcess, type Exit } from '../../scripts/cluster/start-cluster.mjs';
import { readAccessLog } from './support/access-log.js';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

const LOAD_SECONDS = 30;
const CONNECTIONS = 50;
const STOPS = [{ instance: 0, atMs: 8000 }, { instance: 1, atMs: 18_000 }];
// Mostly page views, with the public data call the pages' scripts make (a business page's
// city change; the loaders' own reads are not at /api, docs/product.md §6).
const REQUESTS: autocannon.Request[] = [
  { method: 'GET', path: '/promo/knauf2025' },
  { method: 'GET', path: '/api/v1/business/info/spb/' },
  { method: 'GET', path: '/promo/knauf2025' },
  { method: 'GET', path: '/api/v1/business/info/msk/' },
  { method: 'GET', path: '/promo/rockwool25' },
];

let cluster: TestCluster;
beforeAll(async () => {
  // The two instances stopped under load serve SHUTDOWN_DELAY_MS with readiness 503 first; the third, stopped after
  // the test, has none (test-cluster.ts's default), as no request is sent then.
  const delayed: Record<string, string> = { SHUTDOWN_DELAY_MS: '3000' };
  cluster = await startTestCluster({}, [0, 1, 2].map((i) => (STOPS.some((stop) => stop.instance === i) ? delayed : {})));
});
afterAll(() => cluster?.stop());

/** SIGTERM to one instance atMs after the load began; resolves with how it exited. */
async function stopLater(instance: number, atMs: number): Promise<Exit> {
  await new Promise((resolve) => setTimeout(resolve, atMs));
  return stopProcess(cluster.instances[instance]!, { timeoutMs: 30_000 });
}

describe('nginx in front of three instances', () => {
  test('when two instances get SIGTERM during 30 s of load at 50 connections, then no request fails and both exit cleanly', async () => {
    cluster.printOutputOnFailure();
    const load = autocannon({ url: cluster.url, connections: CONNECTIONS, duration: LOAD_SECONDS, requests: REQUESTS });
    const exits = await Promise.all(STOPS.map(({ instance, atMs }) => stopLater(instance, atMs)));
    const result = await load;

    const log = readAccessLog(cluster.nginx.accessLog);
    const served = (instance: number) => log.filter((e) => e.upstreams.at(-1) === `127.0.0.1:${cluster.instances[instance]!.port}`).length;
    const retried = log.filter((e) => e.upstreams.length > 1).length;
    // Tries at an instance that refused or reset the connection (502; nginx's error log names no
    // request: docs/decisions/510-nginx-error-log-without-requests.md).
    const failedTries = log.flatMap((e) => e.upstreamStatuses).filter((s) => s === '502').length;
    console.log(
      `rolling stop: ${result.requests.total} requests in ${LOAD_SECONDS} s at ${CONNECTIONS} connections, ` +
        `${result.non2xx + result.errors} failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}), ` +
        `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; ` +
        `served by app-1/2/3: ${[0, 1, 2].map(served).join('/')}, retried by nginx on another instance: ${retried} ` +
        `(tries refused or reset as a listener closed: ${failedTries})`,
    );
    expect(exits).toEqual([{ code: 0, signal: null }, { code: 0, signal: null }]);
    expect({ non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts }).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
    // Both stopped instances carried their share before they stopped.
    expect(served(0)).toBeGreaterThan(0);
    expect(served(1)).toBeGreaterThan(0);
  }, 120_000);
});
