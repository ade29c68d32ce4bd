// One esbuild entry per page kind: the page's CSS (inlined by the server) and the islands
// its HTML may contain; build.mjs hands them to hydrateIslands. Nothing else of the page
// is imported, so its static parts ship no code. Law and sert share their layout's islands.
import '#shared/features/business/business.css';
import { BUSINESS_LAYOUT_ISLANDS } from '#shared/features/business/business-islands.js';
import { feedbackButtonIsland } from '#shared/features/business/feedback-button.js';

export const islands = [...BUSINESS_LAYOUT_ISLANDS, feedbackButtonIsland];
