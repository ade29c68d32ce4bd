// When a site-wide ceiling refuses: the refusal is counted in /metrics by call and
// scope, and logged, once at the start and then at most once per 10 s with the count, so
// a flood writes a handful of lines rather than one per request.
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger } from '#server/observability/log.js';
import { createMetrics } from '#server/observability/metrics/metrics.js';
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { checkRateLimit } from '#server/rate-limit/limit-step.js';
import { DEFAULT_LIMITS, type LimitTable } from '#server/rate-limit/limits.js';

const CEILING_OF_3: LimitTable = {
  ...DEFAULT_LIMITS,
  cardCheck: {
    perAddress: { points: 20, duration: 600 }, perNetwork: { points: 60, duration: 600 }, perCard: { points: 10, duration: 600 },
    global: { points: 3, duration: 60 },
  },
};

describe('the site-wide ceiling refusing', () => {
  test('when 50 lookups from fresh addresses pass a ceiling of 3, then 47 are refused, counted as global, and logged in one line', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('info', new Writable({
      write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString('utf8'))), done()),
    }));
    const metrics = createMetrics();
    const limiter = createRateLimiter(undefined, CEILING_OF_3, { log });

    const answers = [];
    for (let i = 0; i < 50; i++) answers.push(await checkRateLimit(limiter, metrics, 'checkSavings', {
      address: `198.51.${i}.1`, card: String(7_100_000 + i),
    }));

    expect(answers.filter((answer) => answer === undefined)).toHaveLength(3);
    expect(await metrics.registry.metrics()).toMatch(/rate_limit_refusals_total\{call="cardCheck",scope="global"\} 47/);
    const ceilingLines = lines.filter((line) => String(line.msg).startsWith('site-wide rate limit reached'));
    expect(ceilingLines).toEqual([expect.objectContaining({ level: 40, call: 'cardCheck', refused: 1 })]);
  });
});
