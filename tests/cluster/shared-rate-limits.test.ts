// Rate limits counted in Redis are one count for the whole cluster: nginx spreads a
// visitor's card lookups over the three instances, and still the lookup past the
// per-card limit (CARD_LOOKUPS_PER_CARD per window) is refused, whichever instance receives it.
// That limit is changed by configuration alone: the cluster is started with CARD_LOOKUPS_PER_CARD
// below its default, so the refusal can come only from the setting
// (docs/decisions/361-one-round-trip-per-limited-call.md).
// And no log of the cluster (nginx's access and error logs, every instance's lines) holds a
// card number (docs/product.md §10), whether nginx refuses it, passes it on or finds an instance stopped.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_LIMITS } from '#server/rate-limit/limits.js';
import { stopProcess } from '../../scripts/cluster/start-cluster.mjs';
import { readAccessLog } from './support/access-log.js';
import { startTestCluster, type TestCluster } from './support/test-cluster.js';

/** Lower than the default, so the refusal can only come from the setting. */
const PER_CARD_LIMIT = Math.max(1, Math.floor(DEFAULT_LIMITS.cardCheck.perCard.points / 3));
const lookup = (card: string) => `/api/v2/promo/check/knauf2025/${card}/`;
/** deploy/nginx.conf's burst of the app's work per address. */
const EDGE_BURST = Number(/limit_req zone=per_address burst=(\d+)/.exec(readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8'))![1]);

let cluster: TestCluster;
beforeAll(async () => {
  // Access lines written (LOG_LEVEL info) for the log test; nginx behind a balancer on loopback, so a request can
  // come from an address nginx's own limits count (X-Forwarded-For).
  cluster = await startTestCluster({ LOG_LEVEL: 'info', CARD_LOOKUPS_PER_CARD: String(PER_CARD_LIMIT) }, [], { realIpFrom: '127.0.0.1' });
});
afterAll(() => cluster?.stop());

describe('card lookups through nginx', () => {
  test('when one card is looked up once past its budget, configured below the default, across three instances, then the budget passes '
    + 'and the next is 429 with Retry-After, and another card still passes', async () => {
    cluster.printOutputOnFailure();
    const answers = [];
    for (let i = 0; i <= PER_CARD_LIMIT; i++) answers.push(await fetch(cluster.url + lookup('7000002')));
    const refused = answers.at(-1)!;
    const other = await fetch(cluster.url + lookup('7000004'));

    expect(answers.map((a) => a.status)).toEqual([...Array<number>(PER_CARD_LIMIT).fill(200), 429]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Слишком много запросов, попробуйте через \d+ мин\.$/);
    expect(other.status).toBe(200);
    // Round robin: the lookups went to every instance, so no single instance saw them all.
    const servedBy = new Set(
      readAccessLog(cluster.nginx.accessLog).filter((e) => e.path === lookup('7xxxxxx')).map((e) => e.upstreams.at(-1)),
    );
    expect(servedBy.size).toBe(3);
  });

  test('when a card number went through nginx, then its access log holds none', async () => {
    await (await fetch(cluster.url + lookup('7000006'))).body?.cancel();

    const log = readFileSync(cluster.nginx.accessLog, 'utf8');
    expect(log).toContain(lookup('7xxxxxx'));
    // Every line but its request id (nginx's random hex, `id=` at the end).
    expect(log.replaceAll(/ id=[0-9a-f]{32}$/gm, '')).not.toMatch(/7\d{6}/);
  });

  test('when card numbers are refused by nginx\'s limits, answered, and sent while an instance is stopped, then no log of nginx or of an instance holds one, and nginx\'s lines name the page asked', async () => {
    cluster.printOutputOnFailure();
    const cards = ['7013579', '7024680', '7035791', '7046802'];
    // One address past nginx's burst at once: refused at the edge (429).
    const fromOneAddress = { 'x-forwarded-for': '203.0.113.7' };
    const burst = await Promise.all(Array.from({ length: EDGE_BURST + 100 }, async () => {
      const res = await fetch(`${cluster.url}/promo/knauf2025?card=${cards[0]!}`, { headers: fromOneAddress });
      await res.body?.cancel();
      return res.status;
    }));
    // An instance gone (killed): nginx's tries at it are refused, and the request goes to another.
    await stopProcess(cluster.instances[2]!, { signal: 'SIGKILL' });
    const passed = [];
    for (const card of cards.slice(1)) {
      for (const path of [`/promo/knauf2025?card=${card}`, lookup(card)]) {
        const res = await fetch(cluster.url + path);
        await res.body?.cancel();
        passed.push(res.status);
      }
    }

    expect(burst).toContain(429);
    expect(passed.filter((status) => status >= 500)).toEqual([]);
    const logs = {
      access: readFileSync(cluster.nginx.accessLog, 'utf8').split('\n'),
      error: readFileSync(cluster.nginx.errorLog, 'utf8').split('\n'),
      processes: cluster.everyLine(),
    };
    const holding = Object.fromEntries(Object.entries(logs).map(([name, lines]) => [
      name, lines.filter((line) => cards.some((card) => line.includes(card))).length,
    ]));
    const lineCounts = Object.fromEntries(Object.entries(logs).map(([name, lines]) => [name, lines.length]));
    console.log(`lines holding a card number: ${JSON.stringify(holding)} (of ${JSON.stringify(lineCounts)})`);
    expect(holding).toEqual({ access: 0, error: 0, processes: 0 });
    // The edge's refusals name the page asked and the error page served.
    const edgeRefusals = logs.access.filter((line) => line.includes(' error_page=/__edge-limit.html '));
    expect(edgeRefusals.length).toBeGreaterThan(0);
    expect(edgeRefusals.filter((line) => !line.includes('"GET /promo/knauf2025" 429 '))).toEqual([]);
    expect(logs.access.filter((line) => line.includes('"GET /__edge-'))).toEqual([]);
  });
});
