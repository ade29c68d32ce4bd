import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // Minutes of load on nginx, Redis and several processes: `npm run test:cluster` (vitest.cluster.config.ts).
    exclude: [...configDefaults.exclude, 'tests/cluster/**'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here: browser tests each start a Chromium.
    maxWorkers: 2,
    unstubGlobals: true,
    // `npm run coverage`: what the in-process tests reach of the source (the browser and
    // process tests run dist/, which v8 does not map back here).
    coverage: {
      provider: 'v8',
      include: ['server/**', 'shared/**', 'client/**', 'demo-upstream/**'],
      reporter: ['text-summary', 'json-summary', 'html'],
    },
  },
});
