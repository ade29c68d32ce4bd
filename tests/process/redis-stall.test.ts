// A stalled Redis (SIGSTOP: connected, silent, as in a failover or a black-holed network)
// must not stall the limited calls (docs/decisions/361-one-round-trip-per-limited-call.md): mid-traffic, the calls that meet
// it silent answer within a second (read in the app's own pace, not the wall clock's, so a busy machine slows the measure
// with the calls: docs/testing.md) and every later one answers while it is stopped, the limits still hold in this instance's
// memory, and once Redis runs again the counts go back to it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import pTimeout from 'p-timeout';
import { startApp, type TestApp } from '../support/start-app.js';
import { startRedis, type RedisProcess } from '../support/redis-server.js';

interface Timed {
  status: number;
  startedAt: number;
  ms: number;
}

let redis: RedisProcess;
let t: TestApp;
let observer: Redis;

beforeAll(async () => {
  redis = await startRedis();
  // The subject is the counts' way through a stalled Redis, not the site-wide ceiling: the test's
  // own traffic, counted in memory during the stall, runs past 200 a second on a quiet machine and
  // would refuse the card it follows for the ceiling (tests/process/limits-and-whom-they-protect.test.ts
  // holds the ceiling).
  t = await startApp({ env: { RATE_LIMITS: 'on', REDIS_URL: redis.url, LOG_LEVEL: 'info', CARD_LOOKUPS_PER_SECOND: '1000000' } });
  observer = new Redis(redis.url, { lazyConnect: true });
  observer.on('error', () => {});
});
afterAll(async () => {
  observer.disconnect();
  await t.close();
  await redis.stop();
});

async function check(card: string, address: string): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${t.url}/api/v2/promo/check/knauf2025/${card}/`, { headers: { 'x-forwarded-for': address } });
  await res.arrayBuffer();
  return { status: res.status, startedAt: started, ms: performance.now() - started };
}

/**
 * `workers` loops of card checks from fresh addresses and cards until `until` settles, each worker in /24s of its
 * own: one call of a block in flight at a time, as one block's share of the personal budget
 * (docs/decisions/040-personal-work-budget.md) is not the subject here. Each call is added to `begun` as it begins.
 */
async function traffic(workers: number, until: Promise<unknown>, begun: Promise<Timed>[]): Promise<Timed[]> {
  let done = false;
  void until.then(() => (done = true));
  const timings: Timed[] = [];
  await Promise.all(Array.from({ length: workers }, async (_, worker) => {
    for (let own = 0; !done; own++) {
      const call = check(String(7_500_000 + begun.length), `10.${worker}.${(own >> 8) & 255}.${own & 255}`);
      begun.push(call);
      timings.push(await call);
    }
  }));
  return timings;
}

/**
 * The app's own pace: /healthz asked again as soon as it answers, by one caller. A wait counted in its answers slows with the
 * machine as the calls it measures do, where the wall clock runs on.
 */
function answerClock() {
  let [answers, running] = [0, true];
  const runs = (async () => {
    while (running) {
      await (await fetch(`${t.url}/healthz`)).arrayBuffer();
      answers += 1;
    }
  })();
  runs.catch(() => undefined); // an app gone fails the test elsewhere; stop() still rejects with it
  return { answers: () => answers, stop: () => ((running = false), runs) };
}

/** The clock's time an answer, alone (as it runs while the calls that met Redis silent wait, their workers idle), warmed up. */
async function msPerAnswerAlone(): Promise<number> {
  const clock = answerClock();
  await expect.poll(clock.answers).toBeGreaterThanOrEqual(200);
  const [from, begun] = [clock.answers(), performance.now()];
  await expect.poll(clock.answers).toBeGreaterThanOrEqual(from + 500);
  const ms = (performance.now() - begun) / (clock.answers() - from);
  await clock.stop();
  return ms;
}

/** The first calls of each worker (connections, JIT), left out of the healthy figure. */
const WARM_UP = 16;
/** Calls with Redis answering before it stops, and at least as many while it is stopped: the stall is mid-traffic. */
const SAMPLE = 150;
/** The bound of a wait for calls that answer while Redis is stopped, as for any event that never comes (docs/testing.md). */
const EVENT_WAIT_MS = 20_000;
/** The most a call may wait on a silent Redis, in the app's own pace: the limiter gives up on it after COMMAND_TIMEOUT_MS. */
const STALLED_CALL_MS = 1000;

const logged = (text: string | RegExp) =>
  t.logs.filter((line) => (typeof text === 'string' ? line.includes(text) : text.test(line))).length;

describe('rate limits while Redis is stalled (SIGSTOP)', () => {
  test('when Redis stops answering mid-traffic, then the calls that meet it silent answer within a second of the app\'s pace and every later one while it is stopped, a card is still refused after 10 lookups, and Redis counts again once it runs', { timeout: 120_000 }, async () => {
    const begun: Promise<Timed>[] = [];
    const msPerAnswer = await msPerAnswerAlone();
    // Counting in Redis first: the address of the first call is there.
    expect((await check('7000002', '192.0.2.1')).status).toBe(200);
    expect(await observer.get('rl:cardCheck:address:192.0.2.1')).toBe('1');

    let stallOver!: () => void;
    const stall = new Promise<void>((resolve) => (stallOver = resolve));
    const during = traffic(8, stall, begun);
    let clock: ReturnType<typeof answerClock> | undefined;
    try {
      // Mid-traffic: once as many calls went through Redis as are timed during the stall, it stops.
      await expect.poll(() => begun.length, { timeout: 60_000 }).toBeGreaterThan(WARM_UP + SAMPLE);
      redis.signal('SIGSTOP');
      const stoppedAt = begun.length;
      const stoppedTime = performance.now();
      // The calls that meet it silent wait, until the limiter gives up on it and says so: timed in the clock's answers.
      clock = answerClock();
      // The counts fall back to memory: an outage is said and not yet over. On a loaded machine
      // Redis may have missed a deadline before it was stopped, an outage it cannot end now.
      const outageOn = () => logged(/Redis (did not answer in time|unreachable)/) > logged(/Redis (answers|reachable) again/);
      await expect.poll(outageOn, { timeout: EVENT_WAIT_MS, message: 'the limiter gave up on the silent Redis and said so' }).toBe(true);
      await pTimeout(Promise.all(begun.slice()), {
        milliseconds: EVENT_WAIT_MS, message: `the calls begun before Redis was known silent, unanswered after ${EVENT_WAIT_MS} ms`,
      }).finally(clock.stop);
      const [silentAnswers, silentMs] = [clock.answers(), performance.now() - stoppedTime];
      // Well past the breaker's first probes (every 500 ms), still mid-traffic.
      await expect.poll(() => performance.now() - stoppedTime > 2000 && begun.length - stoppedAt > SAMPLE, { timeout: 60_000 }).toBe(true);
      const sameCard: number[] = [];
      for (let i = 0; i < 11; i++) sameCard.push((await check('7000004', `198.51.100.${i + 1}`)).status);
      stallOver();
      // Every call begun before or during the stall answers while Redis is still stopped: one waiting on it would wait
      // until SIGCONT, below (a hung count once held calls 12 s and more).
      const all = await pTimeout(during, {
        milliseconds: EVENT_WAIT_MS, message: `calls begun before or during the stall still unanswered ${EVENT_WAIT_MS} ms after it ended`,
      });
      const timings = all.filter((timing) => timing.startedAt >= stoppedTime);
      const longest = Math.max(...timings.map((timing) => timing.ms));
      // With Redis answering, after the first calls of each worker.
      const healthy = all.filter((timing) => timing.startedAt < stoppedTime).slice(WARM_UP);
      const longestHealthy = Math.max(...healthy.map((timing) => timing.ms));
      console.log(
        `Redis stalled: the calls that met it silent answered after ${silentAnswers} answers of /healthz, ` +
        `${Math.round(silentAnswers * msPerAnswer)} ms at its pace alone (${msPerAnswer.toFixed(2)} ms an answer; ` +
        `${Math.round(silentMs)} ms by the wall clock); ${timings.length} card checks after, the longest ${Math.round(longest)} ms ` +
        `(with Redis answering: ${Math.round(longestHealthy)} ms of ${healthy.length})`,
      );

      expect(silentAnswers * msPerAnswer, 'the wait of the calls that met Redis silent, in the app\'s pace (ms)')
        .toBeLessThan(STALLED_CALL_MS);
      expect(timings.every((timing) => timing.status === 200 || timing.status === 429)).toBe(true);
      expect(sameCard.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(sameCard[10], 'the per-card limit, counted in memory').toBe(429);

      redis.signal('SIGCONT');
      // Each try from an address of its own: once the breaker has closed, its count is in Redis.
      let tries = 0;
      const countedInRedis = async () => {
        const address = `192.0.2.${100 + ++tries}`;
        expect((await check(String(7_600_000 + tries), address)).status).toBe(200);
        return observer.get(`rl:cardCheck:address:${address}`);
      };
      await expect.poll(countedInRedis, { timeout: 10_000, interval: 200 }).toBe('1');
      expect(logged('Redis answers again')).toBeGreaterThan(0);
    } finally {
      // A failure above stops the traffic before the app closes, so no call of it is left failing unheard, and lets Redis
      // run again, so a call that waited on it ends.
      stallOver();
      redis.signal('SIGCONT');
      await during.catch(() => undefined);
      await clock?.stop().catch(() => undefined);
    }
  });
});
