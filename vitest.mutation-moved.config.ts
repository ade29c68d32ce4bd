// The tests StrykerJS runs against the mutants of the moved modules: the files of the group
// stryker.moved.config.mjs chose (`npm run mutation:moved`), which it hands over in MUTATION_MOVED_TESTS.
import { defineConfig } from 'vitest/config';
import { SHARED_TEST_OPTIONS, TYPESET_TEXTS } from './vitest.config.js';

const files = process.env.MUTATION_MOVED_TESTS?.split(',').filter(Boolean);
if (!files?.length) throw new Error('vitest.mutation-moved.config.ts is run by `npm run mutation:moved` (stryker.moved.config.mjs)');

export default defineConfig({
  plugins: [TYPESET_TEXTS],
  test: { ...SHARED_TEST_OPTIONS, include: files },
});
