// What every page chunk runs: the server's state → one store → hydrateRoot of its Page.
// No data is fetched again: everything the server loaded is in the state block.
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { useEffect, type ComponentType } from 'react';
import { makeStore, type RootState } from '#shared/store/make-store.js';
import { configureAnalytics } from '#shared/analytics/goals.js';
import { browserApi } from './api.js';

/** Effects run only after hydration commits: from here on the page is interactive (tests wait for it). */
function MarkHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-hydrated', 'true'), [root]);
  return null;
}

export function hydratePage(Page: ComponentType): void {
  const stateBlock = document.getElementById('__state');
  const root = document.getElementById('root');
  if (!stateBlock?.textContent || !root) return;
  const state = JSON.parse(stateBlock.textContent) as RootState;
  const store = makeStore(state, browserApi);
  configureAnalytics(state.page.analytics);
  hydrateRoot(
    root,
    <Provider store={store}>
      <MarkHydrated root={root} />
      <Page />
    </Provider>,
  );
}
