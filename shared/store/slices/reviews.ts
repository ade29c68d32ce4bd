// Placeholder: issue #5 (business) fills this slice in.
import { createSlice } from '@reduxjs/toolkit';

export const reviewsSlice = createSlice({ name: 'reviews', initialState: {}, reducers: {} });
