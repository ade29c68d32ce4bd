// One island's React root: hydrated over its server HTML, or, for a client-only island
// (no server HTML), created empty. Every root shares the page's store and
// renders in a transition, so React works in short slices and yields to input.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '#shared/store/make-store.js';
import { islandIdPrefix, type AnyIslandDefinition, type LazyIslandDefinition } from '#shared/ui/island.js';
import { chunkFailed } from './chunk-reload.js';

export interface IslandRuntime {
  store: AppStore;
  /** The state the server rendered from: what every island's HTML shows. */
  serverState: RootState;
  /** Called once per island, when its root has committed: from then on it is interactive. */
  onLive: () => void;
}

/** Effects run only after a root commits. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

function tree(Component: ComponentType<object>, props: object, { store, serverState, onLive }: IslandRuntime): ReactNode {
  // serverState: an island hydrated after the store changed still hydrates against its
  // server HTML, then renders the current state.
  return (
    <Provider store={store} serverState={serverState}>
      <Live onLive={onLive} />
      <Component {...props} />
    </Provider>
  );
}

function hydrate(element: HTMLElement, Component: ComponentType<object>, name: string, runtime: IslandRuntime): void {
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  startTransition(() => {
    hydrateRoot(element, tree(Component, props, runtime), { identifierPrefix: islandIdPrefix(name) });
  });
}

/** No server HTML (the modals): mounted at once, empty until the store asks it to show something. */
function mountClientOnly(element: HTMLElement, definition: LazyIslandDefinition<object>, runtime: IslandRuntime): void {
  definition.load().then((Component) => {
    startTransition(() => createRoot(element, { identifierPrefix: islandIdPrefix(definition.name) }).render(tree(Component, {}, runtime)));
  }, chunkFailed);
}

/**
 * Each island at once: the islands chunk loads only when the visitor reaches for an island
 * (load-islands.ts), and a click held until then waits for every island to be live.
 */
export function startIsland(element: HTMLElement, definition: AnyIslandDefinition, runtime: IslandRuntime): void {
  if (!('load' in definition)) return hydrate(element, definition.Component as ComponentType<object>, definition.name, runtime);
  const lazy = definition as LazyIslandDefinition<object>;
  if (element.childElementCount === 0) mountClientOnly(element, lazy, runtime);
  else lazy.load().then((Component) => hydrate(element, Component, lazy.name, runtime), chunkFailed);
}
