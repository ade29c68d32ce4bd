// The hydration of a page kind with islands, loaded from its islands chunk (React, the
// store and the kind's islands: client/islands.tsx) only when the page holds an island,
// so a page of the kind that shows none (a finished campaign) loads neither library
// (docs/decisions/064-pages-without-islands.md). The build's page entry hands it the
// chunk's dynamic import (scripts/build/client-build.mjs).
import type { HydrateIslands } from './page-start.js';
import { chunkFailed } from './chunk-reload.js';

/**
 * Every island, a client-only one (the empty wrapper the modals mount in) too, is a
 * `data-island` element of #root (shared/ui/island.tsx); the server preloads the islands
 * chunk exactly when it wrote one (server/render/render-page.tsx).
 */
export function loadIslands(load: () => Promise<{ hydrate: HydrateIslands }>): HydrateIslands | undefined {
  if (!document.getElementById('root')?.querySelector('[data-island]')) return undefined;
  // Asked for at once: preloaded from the head, the chunk is then only evaluated. A deploy
  // that replaced it reloads the page (client/chunk-reload.ts), as for the entry.
  const chunk = load().catch((error: unknown) => chunkFailed(error));
  const hydrate: HydrateIslands = (root, serverState, live) => void chunk.then((loaded) => loaded?.hydrate(root, serverState, live));
  return Object.assign(hydrate, { ready: chunk.then(() => undefined) });
}
