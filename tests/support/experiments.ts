// The tests' experiment (tests/fixtures/content/experiments/knauf2025-headline.json): a headline test
// of knauf2025 that runs on 22 and 23 October 2025, so tests on the running day (start-app.ts RUNNING_DAY)
// never see it and tests about experiments set EXPERIMENT_DAY.
import type { Experiment } from '#shared/content/experiment-schema.js';
import { readExperiments } from '#server/content/experiments.js';
import { CAMPAIGNS, FIXTURE_CONTENT_DIR } from './content.js';

/** Noon in Moscow on the fixture experiment's first day. */
export const EXPERIMENT_DAY = '2025-10-22T12:00:00+03:00';

/** The fixture's experiment as the server reads it. */
export const FIXTURE_EXPERIMENT: Experiment = readExperiments(FIXTURE_CONTENT_DIR, CAMPAIGNS).experiments[0]!;
