// One esbuild entry per page kind: the page's CSS (inlined by the server) and the islands
// its HTML may contain; build.mjs hands them to hydrateIslands. Nothing else of the page
// is imported, so its static parts ship no code. Law and sert share their layout's islands.
import '#shared/features/business/business.css';
import { BUSINESS_LAYOUT_ISLANDS } from '#shared/features/business/business-islands.js';
import { cookieBannerIsland } from '#shared/features/business/cookie-banner.js';
import { feedbackButtonIsland } from '#shared/features/business/feedback-button.js';
import { helpfulInfoIsland } from '#shared/features/business/helpful-info.js';

export const islands = [cookieBannerIsland, ...BUSINESS_LAYOUT_ISLANDS, helpfulInfoIsland, feedbackButtonIsland];
