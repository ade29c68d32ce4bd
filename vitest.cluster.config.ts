// `npm run test:cluster`: nginx, Redis and several app processes under load. One file at
// a time, so a load test never shares the machine's cores with another.
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    exclude: [...configDefaults.exclude],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
