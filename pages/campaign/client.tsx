// One esbuild entry per page kind: the page's CSS (inlined by the server) and the islands
// its HTML may contain; build.mjs hands them to hydrateIslands. Nothing else of the page
// is imported, so its static parts ship no code.
import './ui/campaign.css';
import { savingsFormIsland } from '#shared/features/promotion/savings-check.js';

export const islands = [savingsFormIsland];
