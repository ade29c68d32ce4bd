// One island's React root: hydrated over its server HTML, or, for a client-only island
// (no server HTML), created when first needed. Every root shares the page's store and
// renders in a transition, so React works in short slices and yields to input.
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '#shared/store/make-store.js';
import { islandIdPrefix, type AnyIslandDefinition, type LazyIslandDefinition } from '#shared/ui/island.js';
import { whenIdle, whenNearViewport } from './when-near-viewport.js';
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

/** No server HTML: mounted when the browser is idle or the visitor first does something. */
function mountClientOnly(element: HTMLElement, definition: LazyIslandDefinition<object>, runtime: IslandRuntime): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    unsubscribe();
    definition.load().then((Component) => {
      startTransition(() =>
        createRoot(element, { identifierPrefix: islandIdPrefix(definition.name) }).render(tree(Component, {}, runtime)));
    }, chunkFailed);
  };
  const unsubscribe = runtime.store.subscribe(start);
  whenIdle(start);
}

export function startIsland(element: HTMLElement, definition: AnyIslandDefinition, runtime: IslandRuntime): void {
  if (!('load' in definition)) {
    whenNearViewport(element, () => hydrate(element, definition.Component as ComponentType<object>, definition.name, runtime));
    return;
  }
  const lazy = definition as LazyIslandDefinition<object>;
  if (element.childElementCount === 0) mountClientOnly(element, lazy, runtime);
  // A lazy island's code is asked for only once the island is needed.
  else whenNearViewport(element, () => lazy.load().then((Component) => hydrate(element, Component, lazy.name, runtime), chunkFailed));
}
