// One esbuild entry per page kind: the page's CSS (inlined by the server) and the islands
// its HTML may contain; build.mjs hands them to hydrateIslands. Nothing else of the page
// is imported, so its static parts ship no code.
import '#shared/features/karta-elektrika/karta-elektrika.css';
import { kartaCheckIsland } from '#shared/features/karta-elektrika/card-check.js';

export const islands = [kartaCheckIsland];
