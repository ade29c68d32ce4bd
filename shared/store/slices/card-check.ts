// The card check of a landing (karta-elektrika). A failed check leaves the card info as it was; the page marks the
// attempt as failed so the visitor can simply try again.
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { rateLimitText, type BrowserApi } from '../../api/browser-api.js';
import { buildBrowserCallPath } from '../../api/browser-calls.js';
import { isCardNumber } from '../../validation/card-number.js';

export interface CardCheckState {
  /** The card the info belongs to; empty until a check answers. */
  cardNumber: string;
  /** null: empty (never checked, or the count was negative). */
  info: { count: number } | null;
  status: 'idle' | 'loaded' | 'failed';
  /** A rate limit's words (when to try again) instead of the usual failure text. */
  failureText: string | null;
  loading: boolean;
}

export interface CardCheckArgs {
  landing: string;
  landingCategory?: string;
  cardNumber: string;
}

const initialState: CardCheckState = { cardNumber: '', info: null, status: 'idle', failureText: null, loading: false };

/** The count rule: floor(count) when it is at least 0, else no card info. */
export function cardInfoFromCount(count: number): CardCheckState['info'] {
  if (!Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  return whole >= 0 ? { count: whole } : null;
}

/** With a landing category the categorised path, else the plain one (the API has both). */
export function cardCheckPath({ landing, landingCategory, cardNumber: card }: CardCheckArgs): string {
  return landingCategory
    ? buildBrowserCallPath('cardCheckInCategory', { landingCategory, landing, card })
    : buildBrowserCallPath('cardCheck', { landing, card });
}

export const cardChecked = createAsyncThunk<
  { cardNumber: string; count: number }, CardCheckArgs,
  { extra: { api: BrowserApi }; state: { cardCheck: CardCheckState }; rejectValue: string | null }
>(
  'cardCheck/cardChecked',
  async (args, { extra, rejectWithValue }) => {
    try {
      const answer = await extra.api.get<{ count: number }>(cardCheckPath(args));
      return { cardNumber: args.cardNumber, count: answer.count };
    } catch (error) {
      console.warn('card check failed', error instanceof Error ? error.message : error);
      return rejectWithValue(rateLimitText(error) ?? null);
    }
  },
  // No double submit, and never a malformed card on the wire.
  { condition: (args, { getState }) => isCardNumber(args.cardNumber) && !getState().cardCheck.loading },
);

export const cardCheckSlice = createSlice({
  name: 'cardCheck',
  initialState,
  reducers: {
    /** The visitor edited the number: the previous answer no longer describes it. */
    cardCheckReset: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(cardChecked.pending, (state) => {
        state.loading = true;
      })
      .addCase(cardChecked.fulfilled, (state, action) => {
        state.loading = false;
        state.status = 'loaded';
        state.cardNumber = action.payload.cardNumber;
        state.info = cardInfoFromCount(action.payload.count);
      })
      .addCase(cardChecked.rejected, (state, action) => {
        state.loading = false;
        state.status = 'failed';
        state.failureText = action.payload ?? null;
      });
  },
  selectors: { selectCardCheck: (state) => state },
});

export const { cardCheckReset } = cardCheckSlice.actions;
export const { selectCardCheck } = cardCheckSlice.selectors;
