// The tests' experiment (tests/fixtures/content/experiments/knauf2025-headline.json): a headline test
// of knauf2025 that runs on 22 and 23 October 2025, so tests on the running day (start-app.ts RUNNING_DAY)
// never see it and tests about experiments set EXPERIMENT_DAY.
import type { Experiment } from '#shared/content/experiment-schema.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import { readExperiments, type ExperimentPages } from '#server/content/experiments.js';
import { PAGE_REGISTRY } from '#pages/route-table.js';
import { CAMPAIGNS, CONTENT, FIXTURE_CONTENT_DIR } from './content.js';

/** The fixture's pages an experiment may name, with `campaigns` in place of its campaigns when given. */
export const experimentPages = (campaigns: readonly Campaign[] = CAMPAIGNS): ExperimentPages =>
  ({ campaigns, kindFiles: CONTENT.kindFiles, kinds: PAGE_REGISTRY.contentFiles });

/** Noon in Moscow on the fixture experiment's first day. */
export const EXPERIMENT_DAY = '2025-10-22T12:00:00+03:00';

/** The fixture's experiment as the server reads it. */
export const FIXTURE_EXPERIMENT: Experiment = readExperiments(FIXTURE_CONTENT_DIR, experimentPages()).experiments[0]!;
