// Placeholder: issue #5 (business) fills this slice in.
import { createSlice } from '@reduxjs/toolkit';

export const feedbackSlice = createSlice({ name: 'feedback', initialState: {}, reducers: {} });
