// One esbuild entry per page kind: the page's CSS (inlined by the server) and the islands
// its HTML may contain; build.mjs hands them to hydrateIslands. Nothing else of the page
// is imported, so its static parts ship no code.
import './ui/lovecategory.css';
import { headerActionsIsland } from './ui/lovecategory-header.js';
import { cardStatusIsland, modalsIsland } from './ui/lovecategory-islands.js';

export const islands = [headerActionsIsland, cardStatusIsland, modalsIsland];
