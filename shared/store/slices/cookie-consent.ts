// SPEC.md §4.2: the law layout's cookie banner shows until the `cookie-accepted` cookie
// exists. The server reads the cookie into this slice, so the banner never flashes.
import { createSlice } from '@reduxjs/toolkit';

export const COOKIE_ACCEPTED = 'cookie-accepted';

export const cookieConsentSlice = createSlice({
  name: 'cookieConsent',
  initialState: { accepted: false },
  reducers: {
    cookiesAccepted: (state) => {
      state.accepted = true;
    },
  },
  selectors: {
    selectCookiesAccepted: (state) => state.accepted,
  },
});

export const { cookiesAccepted } = cookieConsentSlice.actions;
export const { selectCookiesAccepted } = cookieConsentSlice.selectors;
