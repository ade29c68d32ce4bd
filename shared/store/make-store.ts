// A new store per request on the server and once in the browser (as Redux's server
// rendering guide says): a module-level store on the server would leak between visitors.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { NO_BROWSER_API, type BrowserApi } from '../api/browser-api.js';
import { pageSlice } from './slices/page.js';
import { campaignSlice } from './slices/campaign.js';
import { leaderboardSlice } from './slices/leaderboard.js';
import { cardCheckSlice } from './slices/card-check.js';
import { cardCategoriesSlice } from './slices/card-categories.js';
import { citySlice } from './slices/city.js';
import { feedbackSlice } from './slices/feedback.js';
import { reviewsSlice } from './slices/reviews.js';
import { businessPageSlice } from './slices/business-page.js';
import { cardFormSlice } from './slices/card-form.js';

const rootReducer = combineSlices(
  pageSlice, campaignSlice, leaderboardSlice, cardCheckSlice, cardCategoriesSlice, citySlice, feedbackSlice, reviewsSlice,
  businessPageSlice, cardFormSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>, api: BrowserApi = NO_BROWSER_API) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }),
    devTools: false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
