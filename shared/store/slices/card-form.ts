// A card number that reached the server in a form submitted before the page's JS ran
// (or with JS off): the card forms start from it, so the visitor sees what they typed
// beside the server's answer instead of an emptied field.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The query parameter the card forms submit to the server. */
export const CARD_FORM_FIELD = 'card';

export interface CardFormState {
  /** The digits as submitted (possibly not a valid card number). */
  value: string;
  /** A submit reached the server: the field shows its validation message at once. */
  submitted: boolean;
}

const initialState: CardFormState = { value: '', submitted: false };

export const cardFormSlice = createSlice({
  name: 'cardForm',
  initialState,
  reducers: {
    cardFormSubmitted: (_state, action: PayloadAction<string>): CardFormState => ({ value: action.payload, submitted: true }),
    /** A card number refused before its check (a rate limit): the digits kept, no field message (they are a card number). */
    cardFormKept: (_state, action: PayloadAction<string>): CardFormState => ({ value: action.payload, submitted: false }),
  },
  selectors: { selectCardForm: (state) => state },
});

export const { cardFormSubmitted, cardFormKept } = cardFormSlice.actions;
export const { selectCardForm } = cardFormSlice.selectors;
