// The browser entry: the server's state → one store → hydrate the page's own chunk.
// No data is fetched again: everything the server loaded is in the state block.
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { useEffect, type ComponentType } from 'react';
import { makeStore, type RootState } from '#shared/store/make-store.js';
import type { PageKind } from '#shared/pages/registry.js';
import { configureAnalytics } from '#shared/analytics/goals.js';
import { browserApi } from './api.js';
import { reloadAfterChunkFailure } from './chunk-reload.js';

const PAGE_CHUNKS: Record<PageKind, () => Promise<{ Page: ComponentType }>> = {
  campaign: () => import('./entries/campaign.js'),
  'karta-elektrika': () => import('./entries/karta-elektrika.js'),
  lovecategory: () => import('./entries/lovecategory.js'),
  law: () => import('./entries/law.js'),
  sert: () => import('./entries/sert.js'),
};

/** Effects run only after hydration commits: from here on the page is interactive (tests wait for it). */
function MarkHydrated({ root }: { root: HTMLElement }) {
  useEffect(() => root.setAttribute('data-hydrated', 'true'), [root]);
  return null;
}

async function start(): Promise<void> {
  const stateBlock = document.getElementById('__state');
  const root = document.getElementById('root');
  if (!stateBlock?.textContent || !root) return;
  const state = JSON.parse(stateBlock.textContent) as RootState;
  const store = makeStore(state, browserApi);
  configureAnalytics(state.page.analytics);
  let Page: ComponentType;
  try {
    ({ Page } = await PAGE_CHUNKS[state.page.kind]());
  } catch (error) {
    if (!reloadAfterChunkFailure()) console.warn('page chunk failed to load', error);
    return;
  }
  hydrateRoot(
    root,
    <Provider store={store}>
      <MarkHydrated root={root} />
      <Page />
    </Provider>,
  );
}

void start();
