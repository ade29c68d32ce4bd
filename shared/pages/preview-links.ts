// The preview's query parameters (server/preview/preview.ts reads them, the preview bar
// links with them): `preview=<grant>` opens a campaign's preview, `preview=exit` leaves
// it, `phase=<upcoming|running|finished>` picks the state shown.
import type { ShownPhase } from '../content/calendar.js';

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_EXIT = 'exit';
export const PREVIEW_PHASE_PARAM = 'phase';
export const PREVIEW_PHASES: readonly ShownPhase[] = ['upcoming', 'running', 'finished'];
/** `version=b` shows the page's experiment's version Б (docs/product.md §12), `version=a` А, and the bar says which. */
export const PREVIEW_VERSION_PARAM = 'version';
/** `experiment=<id>`: the experiment whose version is shown, its change under review while there is one. */
export const PREVIEW_EXPERIMENT_PARAM = 'experiment';

export const previewPhaseHref = (path: string, phase: ShownPhase) => `${path}?${PREVIEW_PHASE_PARAM}=${phase}`;
export const previewExitHref = (path: string) => `${path}?${PREVIEW_PARAM}=${PREVIEW_EXIT}`;
