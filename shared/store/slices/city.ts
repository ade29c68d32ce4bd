// City state: the cities list, the active city, the visitor's region and the active
// city's helpful info. The server resolves all of it before rendering
// (pages/business/city-choice.ts); in the browser, choosing a city re-fetches only the
// info.
import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessInfo, City } from '../../api/schemas.js';
import type { BrowserApi } from '../../api/browser-api.js';
import { buildBrowserCallPath } from '../../api/browser-calls.js';

export const DEFAULT_CITY_CODE = 'spb';
/** The stored active city is this cookie (not browser storage), so the server renders it: no flash, no hydration mismatch. */
export const CITY_COOKIE = 'city_code';

export interface CityState {
  cities: City[];
  activeCode: string;
  userRegion: City | null;
  info: BusinessInfo;
  infoStatus: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: CityState = { cities: [], activeCode: DEFAULT_CITY_CODE, userRegion: null, info: [], infoStatus: 'idle' };

type ThunkConfig = { extra: { api: BrowserApi }; state: { city: CityState } };

/** The visitor picked a city: it becomes active at once and its info follows. */
export const cityChosen = createAsyncThunk<BusinessInfo, string, ThunkConfig>('city/cityChosen', (code, { extra }) =>
  extra.api.get<BusinessInfo>(buildBrowserCallPath('businessInfo', { cityCode: code })),
);

/** Only the answer for the city still active counts (a quick second choice wins). */
const isCurrent = (state: CityState, code: string) => state.activeCode === code;

export const citySlice = createSlice({
  name: 'city',
  initialState,
  reducers: {
    citiesLoaded: (state, action: PayloadAction<City[]>) => {
      state.cities = action.payload;
    },
    regionDetermined: (state, action: PayloadAction<City | null>) => {
      state.userRegion = action.payload;
    },
    activeCityResolved: (state, action: PayloadAction<string>) => {
      state.activeCode = action.payload;
    },
    infoLoaded: (state, action: PayloadAction<BusinessInfo>) => {
      state.info = action.payload;
      state.infoStatus = 'loaded';
    },
    infoFailed: (state) => {
      state.info = [];
      state.infoStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(cityChosen.pending, (state, action) => {
        state.activeCode = action.meta.arg;
        state.infoStatus = 'loading';
      })
      .addCase(cityChosen.fulfilled, (state, action) => {
        if (!isCurrent(state, action.meta.arg)) return;
        state.info = action.payload;
        state.infoStatus = 'loaded';
      })
      .addCase(cityChosen.rejected, (state, action) => {
        if (!isCurrent(state, action.meta.arg)) return;
        state.info = [];
        state.infoStatus = 'failed';
      });
  },
  selectors: {
    selectCities: (state) => state.cities,
    selectActiveCity: (state) => state.cities.find((c) => c.code === state.activeCode),
    selectCityInfo: (state) => state.info,
    selectCityInfoStatus: (state) => state.infoStatus,
    /** The helpful-info block shows (and the banner button leading to it) while loading or with cards. */
    selectHasCityInfo: (state) => state.info.length > 0 || state.infoStatus === 'loading',
  },
});

export const { citiesLoaded, regionDetermined, activeCityResolved, infoLoaded, infoFailed } = citySlice.actions;
export const { selectCities, selectActiveCity, selectCityInfo, selectCityInfoStatus, selectHasCityInfo } = citySlice.selectors;
