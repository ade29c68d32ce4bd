// Placeholder: issue #4 (lovecategory) fills this slice in.
import { createSlice } from '@reduxjs/toolkit';

export const cardCategoriesSlice = createSlice({ name: 'cardCategories', initialState: {}, reducers: {} });
