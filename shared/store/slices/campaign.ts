// Campaign state: products, the savings-check answer and its loading flag. Loading is
// true before the check and false after it, success or not. On an error the check's
// value is "negative" (false), as callers expect a boolean, and checkFailed records that
// it was an error, so the page says the check failed rather than "no purchases".
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '../../api/schemas.js';
import { rateLimitText, type BrowserApi } from '../../api/browser-api.js';
import { buildBrowserCallPath } from '../../api/browser-calls.js';

export interface CampaignState {
  products: Product[];
  /** null: not checked yet; true: the card has qualifying purchases. */
  checkedSavings: boolean | null;
  /** The last check failed (network or upstream): its `false` is not an answer. */
  checkFailed: boolean;
  /** What to tell the visitor instead of the usual failure text (a rate limit: when to try again). */
  failureText: string | null;
  loading: boolean;
}

/** No answer on show: before a check, and once the visitor edits the number after one. */
const UNCHECKED = { checkedSavings: null, checkFailed: false, failureText: null };
const initialState: CampaignState = { products: [], ...UNCHECKED, loading: false };

type ThunkConfig = { extra: { api: BrowserApi }; state: { campaign: CampaignState } };

export const savingsChecked = createAsyncThunk<boolean, { apiSlug: string; cardNumber: string }, ThunkConfig>(
  'campaign/savingsChecked',
  async ({ apiSlug, cardNumber }, { extra, dispatch }) => {
    try {
      const answer = await extra.api.get<{ count: number }>(buildBrowserCallPath('checkSavings', { slug: apiSlug, value: cardNumber }));
      return answer.count !== 0;
    } catch (error) {
      dispatch(campaignSlice.actions.savingsCheckFailed(rateLimitText(error) ?? null));
      return false;
    }
  },
  { condition: (_args, { getState }) => !getState().campaign.loading },
);

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState,
  reducers: {
    productsLoaded: (state, action: PayloadAction<Product[]>) => {
      state.products = action.payload;
    },
    savingsReset: (state) => ({ ...state, ...UNCHECKED }),
    savingsCheckFailed: (state, action: PayloadAction<string | null>) => {
      state.checkFailed = true;
      state.failureText = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(savingsChecked.pending, (state) => ({ ...state, ...UNCHECKED, loading: true }))
      .addCase(savingsChecked.fulfilled, (state, action) => {
        state.loading = false;
        state.checkedSavings = action.payload;
      })
      .addCase(savingsChecked.rejected, (state) => {
        state.loading = false;
        state.checkedSavings = false;
      });
  },
  selectors: { selectProducts: (state) => state.products, selectSavingsCheck: (state) => state },
});

export const { productsLoaded, savingsReset } = campaignSlice.actions;
export const { selectProducts, selectSavingsCheck } = campaignSlice.selectors;
