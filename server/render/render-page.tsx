// React tree + store → the complete HTML document.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { ComponentType } from 'react';
import type { AppStore } from '#shared/store/make-store.js';
import type { PageEntry } from '#shared/pages/registry.js';
import { renderDocument } from './document.js';
import { serializeState } from './serialize-state.js';
import type { PageAssets } from './assets.js';
import { analyticsHead } from './analytics-tags.js';

export interface RenderInput {
  Page: ComponentType;
  store: AppStore;
  page: PageEntry;
  assets: PageAssets;
  nonce: string;
  origin: string;
}

export function renderPage({ Page, store, page, assets, nonce, origin }: RenderInput): string {
  const bodyHtml = renderToString(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  const state = store.getState();
  // Issue #3 point 6: the Open Graph image is the page's banner (campaigns and karta-elektrika have one).
  const hasBanner = page.kind === 'campaign' || page.kind === 'karta-elektrika';
  const ogImage = hasBanner ? `${origin}${state.page.base}static/banners/${page.id}-large.svg` : undefined;
  return renderDocument({
    title: page.title,
    description: page.description,
    canonicalUrl: origin + state.page.canonicalPath,
    ogImage,
    nonce,
    assets,
    stateJson: serializeState(state),
    bodyHtml,
    headExtra: analyticsHead(state.page.analytics, nonce),
    staticBase: `${state.page.base}static/`,
  });
}
