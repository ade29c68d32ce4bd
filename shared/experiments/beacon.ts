// The experiment beacon (docs/product.md §12): what a page under test's browser sends once the page
// runs (a view) and when the page's goal fires (client/experiment-beacons.ts), and the server counts
// (server/routes/experiment-beacon.ts). It names the page only: the experiment, the visitor and its
// version are the server's to find, from the content and the visitor's cookie.
import type { Goal } from '../analytics/goals.js';

export const EXPERIMENT_BEACON_PATH = '/api/experiment';
/** A beacon is a line of JSON: far under this. */
export const EXPERIMENT_BEACON_MAX_BYTES = 512;

export type ExperimentBeacon = { page: string; event: 'view' } | { page: string; event: 'goal'; goal: Goal };
