// What a page kind's islands chunk runs (client/load-islands.ts): the server's state → one store → each island of the
// page as a React root of its own (island-roots.tsx). No data is fetched again: the server's is in the state block.
// Every island starts at once, a lazy one when its code has loaded (docs/decisions/003-islands.md).
import type { RootState } from '#shared/store/make-store.js';
import type { AnyIslandDefinition } from '#shared/ui/island.js';
import { selectLabelTexts } from '#shared/ui/site-texts.js';
import { browserApi } from './api.js';
import { makeIslandStore } from './island-store.js';
import { startIsland, type IslandRuntime } from './island-roots.js';
import { nameProgressBar } from './progress.js';

/** Brings the page's islands to life, then calls `allLive`; `islands`: those the kind may contain (pages/<kind>/client.tsx). */
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
