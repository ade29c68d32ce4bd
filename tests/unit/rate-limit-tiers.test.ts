// The rate-limit tiers counted in memory (the store without Redis, and while Redis is
// away): the same suite tests/process runs on a real redis-server.
import { createRateLimiter } from '#server/rate-limit/rate-limiter.js';
import { describeTierBudgets } from '../support/rate-limit-tier-cases.js';

describeTierBudgets('memory', async (limits) => createRateLimiter(undefined, limits));
