// The browser's one store, shared by every island of the page: only the slices its islands read (the server's
// make-store.ts would ship every slice's code to every page). A plain Redux store with the thunk middleware, not
// configureStore: in production that adds only an auto-batching enhancer these slices never ask for, and leaving it
// out (here and in scripts/build/shared-libraries.mjs) keeps 0.7 KB (brotli) off every page with an island.
import { applyMiddleware, combineReducers, legacy_createStore, type Middleware } from '@reduxjs/toolkit';
import type { BrowserApi } from '#shared/api/browser-api.js';
import type { AppStore, RootState } from '#shared/store/make-store.js';
import { pageSlice } from '#shared/store/slices/page.js';
import type { StoreSlice } from '#shared/ui/island.js';

/** What RTK's thunk middleware does: a function action runs with the thunks' extra argument. */
function thunks(extra: { api: BrowserApi }): Middleware {
  return ({ dispatch, getState }) => (next) => (action) =>
    (typeof action === 'function' ? action(dispatch, getState, extra) : next(action));
}

export function makeIslandStore(slices: readonly StoreSlice[], serverState: RootState, api: BrowserApi): AppStore {
  const reducers = Object.fromEntries([pageSlice, ...slices].map((slice) => [slice.reducerPath, slice.reducer]));
  const preloadedState = Object.fromEntries(Object.keys(reducers).map((key) => [key, serverState[key as keyof RootState]]));
  const store = legacy_createStore(combineReducers(reducers), preloadedState, applyMiddleware(thunks({ api })));
  // The islands' selectors are typed against the whole state; each reads only its own slices.
  return store as unknown as AppStore;
}
