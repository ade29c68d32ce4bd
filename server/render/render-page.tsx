// React tree + store → the complete HTML document.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ComponentType } from 'react';
import type { AppStore } from '#shared/store/make-store.js';
import type { PageEntry } from '#shared/pages/registry.js';
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

export function renderPage({ Page, store, page, assets, origin }: RenderInput): string {
  const bodyHtml = renderToString(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
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
