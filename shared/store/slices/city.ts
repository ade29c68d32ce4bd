// Placeholder: issue #5 (business) fills this slice in.
import { createSlice } from '@reduxjs/toolkit';

export const citySlice = createSlice({ name: 'city', initialState: {}, reducers: {} });
