// React tree + store → the complete HTML document. Each island of the page is rendered
// as a root of its own (shared/ui/island.tsx), so the browser can hydrate it alone.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ComponentType, ReactElement } from 'react';
import type { AppStore } from '#shared/store/make-store.js';
import type { PageEntry } from '#shared/pages/registry.js';
import { IslandRendererContext, islandIdPrefix, type IslandRenderer } from '#shared/ui/island.js';
import { renderDocument } from './document.js';
import { serializeState } from './serialize-state.js';
import type { PageAssets } from './assets.js';
import { analyticsTags } from './analytics-tags.js';

export interface RenderInput {
  Page: ComponentType;
  store: AppStore;
  page: PageEntry;
  assets: PageAssets;
  /** The site's public origin from configuration; unset: relative canonical, no og:url/og:image. */
  origin: string | undefined;
}

/** The markup of a page with its islands, each a root of its own with its own useId prefix. */
export function renderBody(Page: ComponentType, store: AppStore): string {
  const names = new Set<string>();
  const renderIsland: IslandRenderer = (name: string, element: ReactElement) => {
    // Two islands of one name would share ids and could not be told apart in the browser.
    if (names.has(name)) throw new Error(`island "${name}" is used twice on one page`);
    names.add(name);
    return renderToString(<Provider store={store}>{element}</Provider>, { identifierPrefix: islandIdPrefix(name) });
  };
  return renderToString(
    <IslandRendererContext value={renderIsland}>
      <Provider store={store}>
        <Page />
      </Provider>
    </IslandRendererContext>,
  );
}

export function renderPage({ Page, store, page, assets, origin }: RenderInput): Buffer {
  const bodyHtml = renderBody(Page, store);
  const state = store.getState();
  // The Open Graph image is the page's banner (campaigns and karta-elektrika have one).
  const hasBanner = page.kind === 'campaign' || page.kind === 'karta-elektrika';
  return renderDocument({
    title: page.title,
    description: page.description,
    canonicalPath: state.page.canonicalPath,
    origin,
    ogImagePath: hasBanner ? `${state.page.base}static/banners/${page.id}-large.svg` : undefined,
    assets,
    stateJson: serializeState(state),
    bodyHtml,
    headExtra: analyticsTags(state.page.analytics).html,
    staticBase: `${state.page.base}static/`,
  });
}
