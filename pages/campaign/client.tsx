// One esbuild entry per page kind: the page's CSS (inlined by the server) and the islands
// its HTML may contain; build.mjs hands them to hydrateIslands. Nothing else of the page
// is imported, so its static parts ship no code.
import './ui/campaign.css';
import { savingsFormIsland } from './ui/savings-check.js';

export const islands = [savingsFormIsland];
/**
 * Its form works without JavaScript (docs/decisions/080-forms-without-javascript.md): the
 * islands chunk, React with it, loads only when the visitor reaches for an island
 * (docs/decisions/131-islands-on-demand.md, 135-every-kind-islands-on-demand.md).
 */
export const islandsWaitForVisitor = true;
