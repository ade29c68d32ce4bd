// `npm run mutation:moved`: StrykerJS on the modules the layering of server/ moved between
// folders (docs/decisions/092-layers.md), each group against the test files that answer
// through it (docs/decisions/066-mutation-testing.md). `MUTATION_GROUP=rum npm run mutation:moved`
// runs one group; without it every group runs at once, which takes hours on a shared machine:
// an HTTP file's every test reaches every module the app starts with. Everything else is
// stryker.config.json's; the report goes to reports/mutation-moved/.
import { readFileSync } from 'node:fs';

/** Each group: the modules it mutates and the test files that reach them (vitest.mutation-moved.config.ts runs those). */
const GROUPS = {
  answers: {
    mutate: ['error-page-style', 'error-page', 'escape-html', 'http-errors', 'icon-links', 'refusal-words']
      .map((name) => `server/answers/${name}.ts`),
    tests: ['tests/unit/error-page.test.ts', 'tests/server/error-page.test.ts', 'tests/server/refused-pages.test.ts'],
  },
  headers: {
    mutate: ['server/render/security-headers.ts'],
    tests: ['tests/unit/security-headers.test.ts', 'tests/server/operations.test.ts', 'tests/server/error-page.test.ts'],
  },
  rum: {
    mutate: ['server/routes/rum-route.ts', 'server/routes/rum-beacon.ts'],
    tests: ['tests/server/rum-senders.test.ts', 'tests/server/rum.test.ts'],
  },
  metrics: {
    mutate: ['server/routes/metrics-route.ts', 'server/lifecycle/metrics-server.ts', 'server/upstream/upstream-metrics.ts'],
    tests: ['tests/server/metrics-readers.test.ts'],
  },
  pages: {
    mutate: ['server/pages/public-location.ts', 'server/routes/page-view.ts', 'server/forms/page-exchange.ts'],
    tests: [
      'tests/server/public-origin.test.ts', 'tests/server/page-forms.test.ts', 'tests/server/routing.test.ts',
      // What the page view decides before a render: hidden pages, previews, the view stamp, cities, shedding, a visitor who leaves.
      'tests/server/campaign-calendar.test.ts', 'tests/server/preview.test.ts', 'tests/server/answers-for-crawlers-and-caches.test.ts',
      'tests/server/pass-after-page-view.test.ts', 'tests/server/business.test.ts', 'tests/server/load-shedding.test.ts',
      'tests/server/visitor-leaves.test.ts', 'tests/slow/render-cache-bounds.test.ts',
    ],
  },
  // The campaign kind's page, moved into its folder (pages/campaign/ui/) with what the server's render reads of its
  // texts (shared/content/campaign-texts*.ts), against the files that render its pages through the real app.
  campaign: {
    mutate: [
      ...['campaign-page.tsx', 'campaign-header.tsx', 'leaderboard.tsx', 'preview-bar.tsx', 'campaign-on-page.ts']
        .map((name) => `pages/campaign/ui/${name}`),
      ...['products-list.tsx', 'product-photo.tsx', 'savings-check.tsx', 'brand-lockup.tsx', 'anchors.ts', 'grid-columns.ts']
        .map((name) => `shared/features/promotion/${name}`),
      ...['campaign-texts-schema', 'campaign-placeholders', 'campaign-texts'].map((name) => `shared/content/${name}.ts`),
    ],
    // One app for all its tests, without the render cache: each test renders the pages it reads, so per-test coverage
    // names every test that reaches a mutant (with the cache, only the first to ask for a page would run it).
    tests: ['tests/server/campaign-page-parts.test.ts', 'tests/unit/grid-columns.test.ts'],
  },
  // The campaign kind's texts schema is module-level code only: every mutant is static, so this group counts them
  // (each reruns its files whole): the committed JSON Schema, generated from it, is what tells a change.
  'campaign-texts': {
    mutate: ['shared/content/campaign-texts-schema.ts', 'shared/content/campaign-placeholders.ts'],
    tests: ['tests/unit/content.test.ts'],
    countStatic: true,
  },
  // The studio listener's plain pages' one document (site-state, history and calendar pages).
  'studio-document': {
    mutate: ['server/studio/studio-document.ts'],
    tests: ['tests/server/studio-api.test.ts'],
  },
  units: {
    mutate: ['server/forms/page-plan.ts', 'server/proxy/campaign-gate.ts', 'server/discovery/serialize-state.ts'],
    tests: ['tests/unit/page-plan.test.ts', 'tests/unit/page-calendar.test.ts', 'tests/unit/serialize-state.test.ts'],
  },
};

const name = process.env.MUTATION_GROUP;
if (name !== undefined && !(name in GROUPS)) throw new Error(`MUTATION_GROUP: one of ${Object.keys(GROUPS).join(', ')}`);
const groups = name === undefined ? Object.values(GROUPS) : [GROUPS[name]];
// Read by vitest.mutation-moved.config.ts in Stryker's test runner processes, which inherit this environment.
process.env.MUTATION_MOVED_TESTS = [...new Set(groups.flatMap((group) => group.tests))].join(',');

const base = JSON.parse(readFileSync(new URL('./stryker.config.json', import.meta.url), 'utf8'));
delete base.$schema;
delete base._comment;

export default {
  ...base,
  vitest: { configFile: 'vitest.mutation-moved.config.ts' },
  mutate: groups.flatMap((group) => group.mutate),
  // Static mutants are counted only in a run of the group that asks for it (together with the others, they would rerun every file).
  ignoreStatic: !(name !== undefined && GROUPS[name].countStatic),
  htmlReporter: { fileName: `reports/mutation-moved/${name ?? 'all'}.html` },
  jsonReporter: { fileName: `reports/mutation-moved/${name ?? 'all'}.json` },
};
