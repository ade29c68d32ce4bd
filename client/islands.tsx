// What every page's script runs: the server's state → one store → each island of the
// page (shared/ui/island.tsx) hydrated as a React root of its own, all sharing that store.
// No data is fetched again: everything the server loaded is in the state block.
//
// Hydration runs in a transition, so React works in short slices and the page stays
// responsive; an island far below the fold waits until it nears the viewport or the
// browser is idle, and a lazy one loads its code only then. Client-only islands (the
// modals) load their code when the browser is idle or at the first change of the store.
// #root gets data-hydrated once every island is live (tests wait for it).
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '#shared/store/make-store.js';
import { configureAnalytics } from '#shared/analytics/goals.js';
import { islandIdPrefix, type AnyIslandDefinition } from '#shared/ui/island.js';
import { browserApi } from './api.js';
import { makeIslandStore } from './island-store.js';
import { trackLinkGoals } from './link-goals.js';
import { applyDeferredStyles } from './deferred-styles.js';
import { whenIdle, whenNearViewport } from './when-near-viewport.js';
import { reloadAfterChunkFailure } from './chunk-reload.js';

/** Effects run only after a root commits: from then on its island is interactive. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

interface Runtime {
  store: AppStore;
  /** The state the server rendered from: what every island's HTML shows. */
  serverState: RootState;
  onLive: () => void;
}

function tree(Component: ComponentType<object>, props: object, { store, serverState, onLive }: Runtime): ReactNode {
  // serverState: an island hydrated after the store changed still hydrates against its
  // server HTML, then renders the current state.
  return (
    <Provider store={store} serverState={serverState}>
      <Live onLive={onLive} />
      <Component {...props} />
    </Provider>
  );
}

type Load = () => Promise<ComponentType<object>>;

/** A lazy island's code failed to load: like a page chunk (client/boot.ts), a deploy replaced it. */
function chunkFailed(error: unknown): void {
  if (!reloadAfterChunkFailure()) console.warn('page chunk failed to load', error);
}

function hydrateIsland(element: HTMLElement, load: Load, name: string, runtime: Runtime): void {
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  load().then((Component) => {
    startTransition(() => {
      hydrateRoot(element, tree(Component, props, runtime), { identifierPrefix: islandIdPrefix(name) });
    });
  }, chunkFailed);
}

/** No server HTML: mounted when the browser is idle or the visitor first does something. */
function mountClientOnly(element: HTMLElement, load: Load, name: string, runtime: Runtime): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    unsubscribe();
    load().then((Component) => {
      startTransition(() => createRoot(element, { identifierPrefix: islandIdPrefix(name) }).render(tree(Component, {}, runtime)));
    }, chunkFailed);
  };
  const unsubscribe = runtime.store.subscribe(start);
  whenIdle(start);
}

/** How an island gets its code: at once for eager ones (already loaded with the page). */
function loaderOf(definition: AnyIslandDefinition): Load {
  if ('load' in definition) return definition.load as Load;
  const Component = definition.Component as ComponentType<object>;
  return () => Promise.resolve(Component);
}

function startIsland(element: HTMLElement, definition: AnyIslandDefinition, runtime: Runtime): void {
  const load = loaderOf(definition);
  if ('load' in definition && element.childElementCount === 0) mountClientOnly(element, load, definition.name, runtime);
  else whenNearViewport(element, () => hydrateIsland(element, load, definition.name, runtime));
}

/** The page script's entry: `islands` are the definitions this page kind may contain. */
export function hydrateIslands(islands: readonly AnyIslandDefinition[]): void {
  const stateBlock = document.getElementById('__state');
  const root = document.getElementById('root');
  if (!stateBlock?.textContent || !root) return;
  const serverState = JSON.parse(stateBlock.textContent) as RootState;
  const store = makeIslandStore([...new Set(islands.flatMap((definition) => definition.slices))], serverState, browserApi);
  configureAnalytics(serverState.page.analytics);
  trackLinkGoals(document);
  applyDeferredStyles(document);

  const definitions = new Map(islands.map((definition) => [definition.name, definition]));
  const elements = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = elements.length;
  const runtime: Runtime = {
    store,
    serverState,
    onLive: () => {
      waiting -= 1;
      if (waiting === 0) root.setAttribute('data-hydrated', 'true');
    },
  };
  for (const element of elements) {
    const name = element.dataset.island!;
    const definition = definitions.get(name);
    if (definition) startIsland(element, definition, runtime);
    else console.error(`island "${name}" is not in this page's script`);
  }
}
