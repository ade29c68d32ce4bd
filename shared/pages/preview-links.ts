// The preview's query parameters (server/preview/preview.ts reads them, the preview bar
// links with them): `preview=<grant>` opens a campaign's preview, `preview=exit` leaves
// it, `phase=<upcoming|running|finished>` picks the state shown.
import type { ShownPhase } from '../content/calendar.js';

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_EXIT = 'exit';
export const PREVIEW_PHASE_PARAM = 'phase';
export const PREVIEW_PHASES: readonly ShownPhase[] = ['upcoming', 'running', 'finished'];
/** `version=b` shows the campaign's experiment's version Б (docs/product.md §12); anything else, А. */
export const PREVIEW_VERSION_PARAM = 'version';

export const previewPhaseHref = (path: string, phase: ShownPhase) => `${path}?${PREVIEW_PHASE_PARAM}=${phase}`;
export const previewExitHref = (path: string) => `${path}?${PREVIEW_PARAM}=${PREVIEW_EXIT}`;
