// Card-categories state of the lovecategory page and how its card flow changes it; the
// thunks live in card-categories-thunks.ts. Failures open the error modal.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Participant, PromoCategories, PromoCategory, ScoredCategory } from '../../api/schemas.js';
import { nextMonth } from './card-categories-rules.js';
import { cardSubmitted, categoriesConfirmed } from './card-categories-thunks.js';
import type { CardFailure } from './card-categories-failure.js';
import { DEFAULT_SUPPORT_PHONES, type SupportPhone } from '../../support-phones.js';

export { ADD_CATEGORIES_PATH, PARTICIPANT_PATH, cardSubmitted, categoriesConfirmed } from './card-categories-thunks.js';

/** What the status block shows in place of the modals after a form posted without JS; '': the modals speak. */
export type ServerFormStep = '' | 'answered' | 'confirm' | 'chosen';

/** A choice posted without JS that broke the chooser's rules: nothing ticked, or too many. */
export type ChooserRefusal = '' | 'nothingChosen' | 'tooMany';

export type LoveCategoryModal =
  | ''
  | 'input-number'
  | 'check-savings'
  | 'card-info'
  | 'choose-category'
  | 'choosen-categories'
  | 'error-modal';

export interface CardCategoriesState {
  /** The shown modal; '' means none. */
  modal: LoveCategoryModal;
  cardStatus: string;
  cardNumber: string;
  availableCategoriesCount: number;
  /** What the card may choose from this month and next month. */
  currCategoriesList: PromoCategory[];
  nextCategoriesList: PromoCategory[];
  /** -1 until the server loader sets it. */
  currentMonth: number;
  /** The visitor's ticked categories, sent as numeric codes on confirm. */
  currentCategoryList: PromoCategory[];
  /** Every category of the promotion (GET categories, loaded on the server). */
  actionCategories: PromoCategory[];
  /** Chosen categories with their accrued points, by month index as a string. */
  categoriesScore: Record<string, ScoredCategory[]>;
  categoriesSelected: boolean;
  isPromoFinished: boolean;
  /** The error modal's regional support lines (SUPPORT_PHONES, or the demo lines). */
  supportPhones: SupportPhone[];
  request: 'idle' | 'loading' | 'failed';
  /** Why the last lookup or choice failed (null: it did not), said in the content's words by the error modal. */
  failure: CardFailure | null;
  serverStep: ServerFormStep;
  /** Why the server refused a choice posted without JS ('' when it did not): nothing ticked, or more than the card may. */
  chooserError: ChooserRefusal;
}

export const initialCardCategoriesState: CardCategoriesState = {
  modal: '', cardStatus: '', cardNumber: '', availableCategoriesCount: 0,
  currCategoriesList: [], nextCategoriesList: [], currentCategoryList: [], actionCategories: [],
  categoriesScore: {}, categoriesSelected: false, currentMonth: -1, isPromoFinished: false,
  supportPhones: [...DEFAULT_SUPPORT_PHONES], request: 'idle', failure: null,
  serverStep: '', chooserError: '',
};

/** One empty list, so a selector returns the same value while nothing is chosen. */
const NO_SCORES: ScoredCategory[] = [];

/** The parts of a participant answer both thunks store (the lookup and the re-fetch after a choice). */
function applyCard(state: CardCategoriesState, { card, available_categories }: Participant): void {
  state.cardStatus = card.status;
  state.availableCategoriesCount = card.available_categories_count;
  state.categoriesScore = card.categories_score;
  state.currCategoriesList = available_categories[String(state.currentMonth)] ?? [];
  state.categoriesSelected = state.categoriesScore[String(state.currentMonth)] !== undefined;
  state.request = 'idle';
}

function failed(state: CardCategoriesState, action: { payload?: CardFailure }): void {
  state.request = 'failed';
  state.failure = action.payload ?? { reason: 'unavailable' };
  state.modal = 'error-modal';
}

export const cardCategoriesSlice = createSlice({
  name: 'cardCategories',
  initialState: initialCardCategoriesState,
  reducers: {
    /** Server loader: the promotion's categories and month (GET categories). */
    categoriesLoaded: (state, action: PayloadAction<PromoCategories>) => {
      state.actionCategories = action.payload.categories;
      state.currentMonth = action.payload.currentMonth;
    },
    /** Server loader: LOVECATEGORY_FINISHED and SUPPORT_PHONES. */
    promoConfigured: (state, action: PayloadAction<{ isPromoFinished: boolean; supportPhones?: SupportPhone[] }>) => {
      state.isPromoFinished = action.payload.isPromoFinished;
      if (action.payload.supportPhones) state.supportPhones = action.payload.supportPhones;
    },
    modalOpened: (state, action: PayloadAction<Exclude<LoveCategoryModal, ''>>) => {
      state.modal = action.payload;
    },
    /** A dismissed modal emptied after its fade-out, when another may be shown, which this one must not close. */
    modalClosed: (state, action: PayloadAction<LoveCategoryModal>) => {
      if (state.modal === action.payload) state.modal = '';
    },
    /** Server, a form posted without JS: the block shows this step in place of the modals. */
    serverFormAnswered: (state, action: PayloadAction<Exclude<ServerFormStep, ''>>) => {
      state.serverStep = action.payload;
      state.modal = '';
    },
    /** Server: a choice posted without JS broke the chooser's rules (nothing ticked, too many). */
    chooserRefused: (state, action: PayloadAction<Exclude<ChooserRefusal, ''>>) => {
      state.chooserError = action.payload;
    },
    /** Ticks or unticks a category of this month, at most availableCategoriesCount. */
    categoryToggled: (state, action: PayloadAction<number>) => {
      const code = action.payload;
      state.chooserError = '';
      const ticked = state.currentCategoryList.some((c) => c.code === code);
      if (ticked) {
        state.currentCategoryList = state.currentCategoryList.filter((c) => c.code !== code);
        return;
      }
      const category = state.currCategoriesList.find((c) => c.code === code);
      if (category && state.currentCategoryList.length < state.availableCategoriesCount) state.currentCategoryList.push(category);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cardSubmitted.pending, (state) => {
        state.modal = '';
        state.serverStep = '';
        state.request = 'loading';
      })
      .addCase(cardSubmitted.fulfilled, (state, action) => {
        state.cardNumber = action.meta.arg;
        applyCard(state, action.payload);
        state.nextCategoriesList = action.payload.available_categories[String(nextMonth(state.currentMonth))] ?? [];
        state.currentCategoryList = [];
        if (!action.payload.card.is_registered) state.modal = 'card-info';
      })
      .addCase(cardSubmitted.rejected, failed)
      .addCase(categoriesConfirmed.pending, (state) => {
        state.request = 'loading';
        state.serverStep = '';
      })
      .addCase(categoriesConfirmed.fulfilled, (state, action) => {
        applyCard(state, action.payload);
        state.modal = 'choosen-categories';
      })
      .addCase(categoriesConfirmed.rejected, failed);
  },
  selectors: {
    selectCardCategories: (state) => state,
    selectModal: (state) => state.modal,
    selectIsPromoFinished: (state) => state.isPromoFinished,
    /** With a known status and list, the choose button scrolls to the status instead of asking for the card again. */
    selectCanScrollToStatus: (state) => state.cardStatus !== '' && state.currCategoriesList.length > 0,
    /** This month's chosen categories with their points ("accruals"). */
    selectCurrentScores: (state): ScoredCategory[] => state.categoriesScore[String(state.currentMonth)] ?? NO_SCORES,
  },
});

export const {
  categoriesLoaded, promoConfigured, modalOpened, modalClosed, categoryToggled, serverFormAnswered, chooserRefused,
} = cardCategoriesSlice.actions;
export const {
  selectCardCategories, selectModal, selectIsPromoFinished, selectCanScrollToStatus, selectCurrentScores,
} = cardCategoriesSlice.selectors;
