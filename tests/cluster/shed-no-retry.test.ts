// nginx in front of three instances, one of which sheds: its budgets are one render and
// one card check in flight (SHED_MAX_IN_FLIGHT, SHED_PERSONAL_MAX_IN_FLIGHT), so real card
// forms through nginx get 503 from it. A shed answer is the instance's answer, not a
// failure: nginx hands it to the visitor as it is (no retry on a peer, which would carry
// the burst on), keeps the instance in the rotation (its cached pages go on being served
// by it), and every cached page is served.
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readAccessLog } from './support/access-log.js';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

const SECONDS = 4;
/** The cached page; the card forms are another page's, as nginx's log has no query to tell them apart. */
const PAGE = '/promo/rockwool25';
/** A card of the demo upstream: its form is a render and an upstream call, never cached. */
const CARD_FORM = '/promo/knauf2025?card=7000002';

let cluster: TestCluster;
beforeAll(async () => {
  cluster = await startTestCluster(
    // Rate limits off, and the personal work of one client block unbounded on the other
    // instances: the card forms come from one address, and only the configured instance is to
    // shed (a block's fair share is tests/server/load-shedding.test.ts's subject). Upstream
    // data kept for the whole test, so no cached page is rendered again (that render could be
    // shed).
    { RATE_LIMITS: 'off', UPSTREAM_CACHE_TTL_MS: '600000', SHED_PERSONAL_PER_BLOCK: '100000', SHED_PERSONAL_MAX_IN_FLIGHT: '100000' },
    // No line to wait in on the shedding instance: its card forms past the one in flight are refused at once
    // (with the line, docs/decisions/040-personal-work-budget.md, they would wait their turn and be answered).
    [{ SHED_MAX_IN_FLIGHT: '1', SHED_PERSONAL_MAX_IN_FLIGHT: '1', SHED_PERSONAL_QUEUE: '0' }],
    // The edge's page cache off: the cached pages are the instances' to serve here, each its share (with it on, nginx
    // answers them itself: tests/process/edge-nginx.test.ts).
    { pageCache: false },
  );
  // Each instance renders the page once, so through nginx it is a cached page everywhere.
  for (const instance of cluster.instances) expect((await fetch(instance.url + PAGE)).status).toBe(200);
});
afterAll(() => cluster?.stop());

describe('nginx in front of an instance that sheds', () => {
  test(`when one of three instances sheds card forms for ${SECONDS} s, then cached pages never fail, no shed request is retried on a peer, and the instance keeps its share`, async () => {
    cluster.printOutputOnFailure();
    const [pages, forms] = await Promise.all([
      autocannon({ url: cluster.url + PAGE, connections: 20, duration: SECONDS }),
      autocannon({ url: cluster.url + CARD_FORM, connections: 30, duration: SECONDS, timeout: 30 }),
    ]);

    const shedding = `127.0.0.1:${cluster.instances[0]!.port}`;
    const log = readAccessLog(cluster.nginx.accessLog);
    const pageEntries = log.filter((e) => e.path === PAGE);
    const byShedding = (entries: typeof log) => entries.filter((e) => e.upstreams.at(-1) === shedding).length;
    // A try that the shedding instance answered 503 and nginx sent on (a page that waited out its
    // 2 s on a loaded machine is retried, rightly: nginx.conf's proxy_next_upstream timeout).
    const triedAgain = log.filter((e) => e.upstreams.length > 1);
    const retried = triedAgain.filter((e) => e.upstreamStatuses.slice(0, -1).some((s) => s !== '504'));
    const shedAnswers = log.filter((e) => e.status === 503);
    // nginx with no instance left to try names the upstream group where an instance's address would be.
    const noLiveUpstreams = log.filter((e) => e.upstreams.includes('promo_app')).length;
    console.log(
      `${SECONDS} s through nginx: cached page ${pages.requests.total} requests (non-2xx ${pages.non2xx}, errors ${pages.errors}), ` +
        `card forms ${forms.requests.total} (503: ${shedAnswers.length}, all from the shedding instance: ${byShedding(shedAnswers)}); ` +
        `cached pages served by the shedding instance: ${byShedding(pageEntries)}/${pageEntries.length}; ` +
        `retried on a peer after an answer: ${retried.length}, after a page timeout: ${triedAgain.length - retried.length}; `
        + `"no live upstreams": ${noLiveUpstreams}`,
    );
    expect({ non2xx: pages.non2xx, errors: pages.errors, timeouts: pages.timeouts }).toEqual({ non2xx: 0, errors: 0, timeouts: 0 });
    // The instance did shed, and only it.
    expect(shedAnswers.length).toBeGreaterThan(0);
    expect(byShedding(shedAnswers)).toBe(shedAnswers.length);
    expect(retried).toEqual([]);
    expect(noLiveUpstreams).toBe(0);
    // Round robin over three: a third of the cached pages, give or take, never a dead instance's none.
    expect(byShedding(pageEntries)).toBeGreaterThan(pageEntries.length / 4);
  }, 120_000);
});
