// The rate-limit tiers counted in memory (the store without Redis, and while Redis is
// away): the same suite tests/process runs on a real redis-server.
import { afterAll } from 'vitest';
import { createRateLimiter, type RateLimiter } from '#server/rate-limit/rate-limiter.js';
import { describeTierBudgets } from '../support/rate-limit-tier-cases.js';

const limiters: RateLimiter[] = [];
afterAll(() => {
  for (const limiter of limiters) limiter.close();
});

describeTierBudgets('memory', async (limits) => createRateLimiter(undefined, limits), limiters);
