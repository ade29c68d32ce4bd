// What a page kind's islands chunk runs, loaded by the page start once it has found an
// island in the page (client/load-islands.ts): the server's state → one store → each
// island of the page (shared/ui/island.tsx) brought to life as a React root of its own
// (island-roots.tsx), all sharing that store. No data is fetched again: everything the
// server loaded is in the state block.
//
// Hydration starts once the page has been painted (the frame after the page's modules
// were evaluated), in a task of its own: the first paint never waits for it, and input
// in between is handled. Every island starts at once, a lazy one when its code has loaded
// (docs/decisions/870-islands-start-at-once.md). Once every island is live, #root gets
// data-hydrated (tests wait for it) and the performance timeline the mark 'islands:live'
// (after 'islands:start').
import type { RootState } from '#shared/store/make-store.js';
import type { AnyIslandDefinition } from '#shared/ui/island.js';
import { selectLabelTexts } from '#shared/ui/site-texts.js';
import { browserApi } from './api.js';
import { makeIslandStore } from './island-store.js';
import { startIsland, type IslandRuntime } from './island-roots.js';
import { nameProgressBar } from './progress.js';

/**
 * Brings the page's islands to life, then calls `allLive`. `islands` are the definitions
 * this page kind may contain (pages/<kind>/client.tsx); the build's islands chunk of the
 * kind hands them in (scripts/build/client-build.mjs).
 */
export function hydrateIslands(
  islands: readonly AnyIslandDefinition[], root: HTMLElement, serverState: RootState, allLive: () => void,
): void {
  // The islands' calls drive the progress bar: its name is site.json's (labels.loading).
  nameProgressBar(selectLabelTexts(serverState).loading);
  const store = makeIslandStore([...new Set(islands.flatMap((definition) => definition.slices))], serverState, browserApi);
  const definitions = new Map(islands.map((definition) => [definition.name, definition]));
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = elements.length;
  const runtime: IslandRuntime = {
    store,
    serverState,
    onLive: () => {
      waiting -= 1;
      if (waiting === 0) allLive();
    },
  };
  // A page that shows none never loads this chunk (load-islands.ts); were it asked, the page is live at once.
  if (waiting === 0) allLive();
  // One island per task: creating a root and measuring where it is stay short steps.
  for (const element of elements) {
    const name = element.dataset.island!;
    const definition = definitions.get(name);
    if (definition) setTimeout(() => startIsland(element, definition, runtime), 0);
    else console.error(`island "${name}" is not in this page's script`);
  }
}
