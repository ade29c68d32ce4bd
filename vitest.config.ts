// The tests: a file's folder alone decides which command runs it
// (docs/decisions/065-test-projects.md; tests/unit/test-folders.test.ts keeps a file that
// starts processes out of the in-process folders). `npm test` runs the `suite` project
// (every folder but tests/cluster), `npm run test:fast` its tests/unit and tests/server,
// `npm run test:cluster` the `cluster` project. Options set here hold for both projects.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { typesetsFile, typesetSource } from './shared/typography/typeset-source.js';
import { LongestFirst } from './tests/support/longest-first.js';

const TEST_FILE = '**/*.test.{ts,tsx}';

/** What every run of the tests shares, the mutation runs' too (vitest.mutation.config.ts). */
export const SHARED_TEST_OPTIONS: InlineConfig = {
  environment: 'node',
  setupFiles: ['tests/support/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // An expect.poll waits for an event: its bound is one for an event that never comes (20 s, as the other
  // event waits, docs/testing.md), not vitest's 1 s, which a busy machine overruns.
  expect: { poll: { timeout: 20_000 } },
  unstubGlobals: true,
  unstubEnvs: true,
  // The longest files first, so the workers end together (tests/support/longest-first.ts).
  sequence: { sequencer: LongestFirst },
};

/**
 * The pages' code as the build loads it, its texts typeset (build.mjs,
 * shared/typography/typeset-source.ts): a page rendered in a test reads as the built one.
 */
export const TYPESET_TEXTS: Plugin = {
  name: 'typeset',
  enforce: 'pre',
  transform: (code, id) => (typesetsFile(id) ? typesetSource(code, id) : undefined),
};

/**
 * The server's elements as the build makes them (build.mjs): through shared/typography/jsx-runtime.ts,
 * so a page rendered in a test carries the soft hyphens of the built one.
 */
const SERVER_JSX_FILE = fileURLToPath(new URL('shared/typography/jsx-runtime.ts', import.meta.url));
export const SERVER_JSX: Plugin = {
  name: 'server-jsx',
  enforce: 'pre',
  resolveId: (source, importer) => (/^react\/jsx(-dev)?-runtime$/.test(source) && importer !== SERVER_JSX_FILE ? SERVER_JSX_FILE : undefined),
};

export default defineConfig({
  plugins: [TYPESET_TEXTS, SERVER_JSX],
  test: {
    ...SHARED_TEST_OPTIONS,
    // Two cores here, and five files at a time: a process or browser file waits (servers starting, modal delays,
    // timeouts) as well as it computes, so five fill the waits three left (`npm test` 696 s with three, 590 s with
    // five, 593 s with seven: docs/decisions/065-test-projects.md). TEST_WORKERS sets another count.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 5),
    // `npm run coverage`: what the in-process tests reach of the source (the browser and
    // process tests run dist/, which v8 does not map back here).
    coverage: {
      provider: 'v8',
      include: ['server/**', 'shared/**', 'client/**', 'demo-upstream/**'],
      reporter: ['text-summary', 'json-summary', 'html'],
      // A refactor of the tests compares these figures: a timing test failing on a busy machine must not hide them.
      reportOnFailure: true,
    },
    projects: [
      // One project, so one pool of workers, for every folder that runs beside the others,
      // each worker importing Express, React and zod once for all the files it runs, not
      // once per folder (docs/decisions/065-test-projects.md), and one module graph per worker
      // instead of one per file (`isolate: false`: importing them again for every file was
      // half of the in-process time, docs/decisions/065-test-projects.md). A file that
      // changes module state, globals or the environment puts them back after itself.
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['unit', 'server', 'slow', 'browser', 'process', 'deploy'].map((folder) => `tests/${folder}/${TEST_FILE}`),
          // A process or browser test starts servers, browsers or builds in its body and hooks: on a busy machine (load 20
          // on two cores) such a test took 28 s of the shared 30 s. The bound of a test that never ends, not a budget: each
          // step waits for its event and fails naming it sooner (docs/testing.md).
          testTimeout: 120_000,
          hookTimeout: 120_000,
          isolate: false,
          // Every run is a run after marketing changed the live content: the tests must pass on
          // their own content whatever the live one says (docs/decisions/162-suite-on-changed-live-content.md).
          globalSetup: ['tests/support/changed-live-content.ts'],
          // (Added to the shared setup files: a project's list extends the root's.)
          setupFiles: ['tests/support/live-content-tripwire.ts'],
        },
      },
      {
        // The operator's walks through the studio (tests/walks/): one studio and one browser for
        // minutes, every step of a month in order, a scheduled change waiting for its real minute.
        // Run by `npm run test:walk`, not by `npm test`, whose CI run is held to docs/configuration.md's «Targets».
        extends: true,
        test: {
          name: 'walk',
          include: [`tests/walks/${TEST_FILE}`],
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/changed-live-content.ts'],
          setupFiles: ['tests/support/live-content-tripwire.ts'],
        },
      },
      {
        // The load simulations: nginx, Redis and several app processes under load, one file at a time, run at rest by
        // `npm run test:cluster`, not by `npm test` (docs/decisions/065-test-projects.md). Its ports come from a block no
        // suite worker draws from (scripts/cluster/free-port.mjs). Run with the other projects in one vitest run, it comes after them.
        extends: true,
        test: {
          name: 'cluster',
          include: [`tests/cluster/${TEST_FILE}`],
          fileParallelism: false,
          env: { FREE_PORT_BLOCK: '21' },
          testTimeout: 180_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
