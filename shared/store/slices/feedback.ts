// The feedback modal: the categories from the server (form options), what the visitor
// typed (kept through a failure, so a retry does not mean typing it all again),
// and the send state: editing → sending → sent | failed.
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedbackCategory } from '../../api/schemas.js';
import { ApiError, rateLimitText, type BrowserApi } from '../../api/browser-api.js';
import { buildBrowserCallPath } from '../../api/browser-calls.js';
// Types only: the rules themselves load with the law/sert chunks, not with every page's store.
import type { FeedbackErrors, FeedbackField, FeedbackForm } from '../../validation/feedback.js';

export interface FeedbackState {
  categories: FeedbackCategory[];
  /** The category a callback request («позвонить») starts from, when the list has it. */
  callbackTopic: string;
  open: boolean;
  draft: FeedbackForm;
  status: 'editing' | 'sending' | 'sent' | 'failed';
  /** Per-field errors the server answered (400/422); a field's error goes when it is edited. */
  serverErrors: FeedbackErrors;
  /** The server's words on a failed send (a refused form, a rate limit); null: the form's own failure text (content). */
  message: string | null;
}

const EMPTY_FEEDBACK: FeedbackForm = { name: '', email: '', phone: '', value: '', msg: '' };

const initialState: FeedbackState = {
  categories: [], callbackTopic: '', open: false, draft: EMPTY_FEEDBACK, status: 'editing', serverErrors: {}, message: null,
};

interface Rejection { message: string | null; errors: FeedbackErrors }
type ThunkConfig = { extra: { api: BrowserApi }; state: { feedback: FeedbackState }; rejectValue: Rejection };

/** A refused or failed send: the server's words, if any, and each field's; the draft stays for a retry. */
function failed(state: FeedbackState, rejection: Rejection | undefined): void {
  state.status = 'failed';
  state.message = rejection?.message ?? null;
  state.serverErrors = rejection?.errors ?? {};
}

/** The page's feedback block (a form posted to the page without JS) and the hidden field that marks its posts. */
export const FEEDBACK_BLOCK_ID = 'feedback';
export const FEEDBACK_FORM_MARK = { name: 'form', value: 'feedback' } as const;

/** Sends an already checked form through the /api proxy, which checks it again. */
export const feedbackSent = createAsyncThunk<void, FeedbackForm, ThunkConfig>(
  'feedback/feedbackSent',
  async (form, { extra, rejectWithValue }) => {
    try {
      await extra.api.postJson(buildBrowserCallPath('sendFeedback'), form);
    } catch (error) {
      const isFieldAnswer = error instanceof ApiError && (error.status === 400 || error.status === 422) && error.errors;
      const message = rateLimitText(error) ?? (isFieldAnswer ? error.message : null);
      return rejectWithValue({ message, errors: isFieldAnswer ? error.errors! : {} });
    }
  },
  { condition: (_form, { getState }) => getState().feedback.status !== 'sending' },
);

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    feedbackCategoriesLoaded: (state, action: PayloadAction<{ categories: FeedbackCategory[]; callbackTopic?: string }>) => {
      state.categories = action.payload.categories;
      state.callbackTopic = action.payload.callbackTopic ?? '';
    },
    /** `value`: a category to preselect; `msg`: a message to start from; either only when the visitor has none yet. */
    feedbackOpened: (state, action: PayloadAction<{ value?: string; msg?: string } | undefined>) => {
      const { value, msg } = action.payload ?? {};
      if (state.status === 'sent') state.status = 'editing';
      if (value && !state.draft.value && state.categories.some((c) => c.value === value)) state.draft.value = value;
      if (msg && !state.draft.msg) state.draft.msg = msg;
      state.open = true;
    },
    feedbackClosed: (state) => {
      state.open = false;
    },
    /** Server, a form posted without JS that broke the rules: the fields' texts, nothing sent. */
    feedbackRefused: (state, action: PayloadAction<Rejection>) => failed(state, action.payload),
    feedbackEdited: (state, action: PayloadAction<{ field: FeedbackField; value: string }>) => {
      state.draft[action.payload.field] = action.payload.value;
      delete state.serverErrors[action.payload.field];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(feedbackSent.pending, (state) => {
        state.status = 'sending';
        state.message = null;
        state.serverErrors = {};
      })
      .addCase(feedbackSent.fulfilled, (state) => {
        state.status = 'sent';
        state.draft = EMPTY_FEEDBACK;
      })
      .addCase(feedbackSent.rejected, (state, action) => failed(state, action.payload));
  },
  selectors: { selectFeedback: (state) => state },
});

export const { feedbackCategoriesLoaded, feedbackOpened, feedbackClosed, feedbackEdited, feedbackRefused } = feedbackSlice.actions;
export const { selectFeedback } = feedbackSlice.selectors;
