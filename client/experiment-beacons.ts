// A page under test's beacons (docs/product.md §12): once the page runs, a view; then each goal the page
// reaches (shared/analytics/goals.ts's onGoal hears them whether analytics is configured or not). The
// beacon names the page and the event only: the server finds the experiment, the visitor and its version
// from its cookie (server/routes/experiment-beacon.ts), so nothing here can count a wrong version.
import { onGoal } from '#shared/analytics/goals.js';
import { EXPERIMENT_BEACON_PATH, type ExperimentBeacon } from '#shared/experiments/beacon.js';

/** A string goes as text/plain: a simple request, which the server reads as JSON. */
const send = (beacon: ExperimentBeacon) => navigator.sendBeacon(EXPERIMENT_BEACON_PATH, JSON.stringify(beacon));

export function reportExperiment(page: string): void {
  send({ page, event: 'view' });
  onGoal((goal) => send({ page, event: 'goal', goal }));
}
