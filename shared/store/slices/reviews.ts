// Reviews state: responseData, the whole response body of business/reviews/, loaded on
// the server; a failure hides the block.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Review } from '../../api/schemas.js';

export interface ReviewsState {
  status: 'idle' | 'loaded' | 'failed';
  responseData: { data: Review[] } | null;
}

const initialState: ReviewsState = { status: 'idle', responseData: null };
const NO_REVIEWS: Review[] = [];

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState,
  reducers: {
    reviewsLoaded: (_state, action: PayloadAction<Review[]>): ReviewsState => ({
      status: 'loaded', responseData: { data: action.payload },
    }),
    reviewsFailed: (): ReviewsState => ({ status: 'failed', responseData: null }),
  },
  selectors: { selectReviews: (state) => state.responseData?.data ?? NO_REVIEWS },
});

export const { reviewsLoaded, reviewsFailed } = reviewsSlice.actions;
export const { selectReviews } = reviewsSlice.selectors;
