// The tests StrykerJS runs against each mutant (stryker.config.json, `npm run mutation`):
// the unit and HTTP files that cover the mutated modules, in one project without the
// others' folders, so a mutant costs seconds, not the whole suite.
import { defineConfig } from 'vitest/config';
import { SERVER_JSX, SHARED_TEST_OPTIONS, TYPESET_TEXTS } from './vitest.config.js';

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
  'tests/unit/preview.test.ts',
  'tests/unit/preview-grant.test.ts',
  'tests/unit/page-plan.test.ts',
];
/** Each starts the app, which reaches every module: per-test coverage then reruns them for every mutant. */
const HTTP = ['tests/server/preview.test.ts', 'tests/server/campaign-calendar.test.ts'];

export default defineConfig({
  plugins: [TYPESET_TEXTS, SERVER_JSX],
  test: {
    ...SHARED_TEST_OPTIONS,
    // Stryker's runner runs vitest in worker threads, where process.env.TZ cannot change the
    // zone: the calendar's time-zone cases run in `npm test` only.
    testNamePattern: /^(?!the process time zone)/,
    // MUTATION_TESTS=unit: the unit files alone, for the modules they cover (minutes, not an hour).
    include: process.env.MUTATION_TESTS === 'unit' ? UNIT : [...UNIT, ...HTTP],
  },
});
