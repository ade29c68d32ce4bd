// Placeholder: issue #3 (karta-elektrika) fills this slice in.
import { createSlice } from '@reduxjs/toolkit';

export const cardCheckSlice = createSlice({ name: 'cardCheck', initialState: {}, reducers: {} });
