// The tests StrykerJS runs against each mutant (stryker.config.json, `npm run mutation`):
// the unit and HTTP files that cover the mutated modules, in one project without the
// others' folders, so a mutant costs seconds, not the whole suite.
import { defineConfig } from 'vitest/config';

const UNIT = [
  'tests/unit/calendar.test.ts',
  'tests/unit/address-key.test.ts',
  'tests/unit/rate-limit-tiers.test.ts',
  'tests/unit/proxy-answer.test.ts',
  'tests/unit/proxy-steps.test.ts',
  'tests/unit/match-call.test.ts',
  'tests/unit/load-gate.test.ts',
  'tests/unit/page-cache-policy.test.ts',
  'tests/unit/route-table.test.ts',
  'tests/unit/param-rules.test.ts',
  'tests/unit/page-calendar.test.ts',
];
/** Each starts the app, which reaches every module: per-test coverage then reruns them for every mutant. */
const HTTP = ['tests/server/preview.test.ts', 'tests/server/campaign-calendar.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    unstubGlobals: true,
    unstubEnvs: true,
    // Stryker's runner runs vitest in worker threads, where process.env.TZ cannot change the
    // zone: the calendar's time-zone cases run in `npm test` only.
    testNamePattern: /^(?!the process time zone)/,
    // MUTATION_TESTS=unit: the unit files alone, for the modules they cover (minutes, not an hour).
    include: process.env.MUTATION_TESTS === 'unit' ? UNIT : [...UNIT, ...HTTP],
  },
});
