// The card-categories thunks. A choice refused because it was already saved (the same choice sent twice: a double
// click, a second tab) is no failure: the participant shows it, and so does the page.
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Participant, PromoCategory } from '../../api/schemas.js';
import { ApiError, type BrowserApi } from '../../api/browser-api.js';
import { buildBrowserCallPath } from '../../api/browser-calls.js';
import { isCardNumber } from '../../validation/card-number.js';
import { failureOf, type CardFailure } from './card-categories-failure.js';

export const PARTICIPANT_PATH = buildBrowserCallPath('participant');
export const ADD_CATEGORIES_PATH = buildBrowserCallPath('addCategories');

/** What the thunks read of the state (the slice, card-categories.ts, imports these thunks: no type goes back). */
type ThunkState = {
  cardCategories: { request: string; cardNumber: string; currentMonth: number; currentCategoryList: readonly PromoCategory[] };
};
type ThunkConfig = { extra: { api: BrowserApi }; state: ThunkState; rejectValue: CardFailure };

const idle = (getState: () => ThunkState) => getState().cardCategories.request !== 'loading';

/** A valid card number is looked up; the modal is cleared first. */
export const cardSubmitted = createAsyncThunk<Participant, string, ThunkConfig>(
  'cardCategories/cardSubmitted',
  async (cardNumber, { extra, rejectWithValue }) => {
    const form = new FormData();
    form.append('cardNumber', cardNumber);
    return extra.api.postForm<Participant>(PARTICIPANT_PATH, form).catch((error: unknown) => rejectWithValue(failureOf(error, 'lookup')));
  },
  { condition: (cardNumber, { getState }) => isCardNumber(cardNumber) && idle(getState) },
);

/** The month's choice as the participant holds it is exactly the ticked one. */
function holdsChoice(participant: Participant, month: number, ticked: readonly PromoCategory[]): boolean {
  const chosen = participant.card.categories_score[String(month)]?.map((category) => category.code) ?? [];
  return chosen.length === ticked.length && ticked.every((category) => chosen.includes(category.code));
}

/** The choice is sent, then the participant is fetched with the same form, so the page shows the new status and scores. */
export const categoriesConfirmed = createAsyncThunk<Participant, void, ThunkConfig>(
  'cardCategories/categoriesConfirmed',
  async (_, { extra, getState, rejectWithValue }) => {
    const { cardNumber, currentMonth, currentCategoryList } = getState().cardCategories;
    const form = new FormData();
    form.append('cardNumber', cardNumber);
    currentCategoryList.forEach((category, i) => form.append(`categories[${i}]`, String(category.code)));
    try {
      await extra.api.postForm<unknown>(ADD_CATEGORIES_PATH, form);
    } catch (error) {
      // Refused in words (not a failure to reach us): saved already by the same choice sent before?
      const saved = error instanceof ApiError && error.status < 500 && error.status !== 429
        ? await extra.api.postForm<Participant>(PARTICIPANT_PATH, form).catch(() => undefined)
        : undefined;
      if (saved && holdsChoice(saved, currentMonth, currentCategoryList)) return saved;
      return rejectWithValue(failureOf(error, 'choice'));
    }
    return extra.api.postForm<Participant>(PARTICIPANT_PATH, form).catch((error: unknown) => rejectWithValue(failureOf(error, 'lookup')));
  },
  {
    condition: (_, { getState }) => {
      const { cardNumber, currentCategoryList } = getState().cardCategories;
      return isCardNumber(cardNumber) && currentCategoryList.length > 0 && idle(getState);
    },
  },
);
