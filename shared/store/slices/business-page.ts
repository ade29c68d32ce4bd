// Facts of a business page fixed by the server for this request: the cookie notice rendered (or not) by the server,
// so it never flashes; the law and sert paths on this host, read here rather than from the route table, which would
// pull the whole campaign table into the business chunks.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const COOKIE_ACCEPTED = 'cookie-accepted';
/** The field the notice's form posts when the page's JS has not run (server/routes/page-view.ts). */
export const COOKIE_CONSENT_FIELD = 'cookies';

export interface BusinessPageState {
  cookiesAccepted: boolean;
  links: { law: string; sert: string };
}

// The links are empty until the business loader fills them from the route table.
const initialState: BusinessPageState = { cookiesAccepted: false, links: { law: '', sert: '' } };

export const businessPageSlice = createSlice({
  name: 'businessPage',
  initialState,
  reducers: {
    businessPageLoaded: (_state, action: PayloadAction<BusinessPageState>) => action.payload,
    cookiesAccepted: (state) => {
      state.cookiesAccepted = true;
    },
  },
  selectors: { selectCookiesAccepted: (state) => state.cookiesAccepted, selectBusinessLinks: (state) => state.links },
});

export const { businessPageLoaded, cookiesAccepted } = businessPageSlice.actions;
export const { selectCookiesAccepted, selectBusinessLinks } = businessPageSlice.selectors;
