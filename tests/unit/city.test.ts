// The active city rules, one scenario per rule.
import { describe, expect, test } from 'vitest';
import { chooseCityCode, readCityCode, type CityChoiceInput } from '#pages/business/city-choice.js';
import { makeStore } from '#shared/store/make-store.js';
import { DEFAULT_CITY_CODE, cityChosen, citiesLoaded, selectActiveCity, selectCityInfo } from '#shared/store/slices/city.js';
import type { BrowserApi } from '#shared/api/browser-api.js';

const CODES = ['spb', 'msk', 'vyborg', 'petrozavodsk', 'novgorod'];
const input = (over: Partial<CityChoiceInput>): CityChoiceInput => ({
  cityCodes: CODES, hasQuery: false, queryCode: undefined, storedCode: undefined, regionCode: undefined, ...over,
});

describe('chooseCityCode', () => {
  test('when city_code names a known city, then it wins over cookie and region', () => {
    expect(chooseCityCode(input({ hasQuery: true, queryCode: 'vyborg', storedCode: 'novgorod', regionCode: 'msk' }))).toBe('vyborg');
  });

  test('when city_code is present but unknown or malformed, then the first city is chosen', () => {
    expect(chooseCityCode(input({ hasQuery: true, queryCode: 'kazan', storedCode: 'novgorod', regionCode: 'msk' }))).toBe('spb');
    expect(chooseCityCode(input({ hasQuery: true, queryCode: undefined, regionCode: 'msk' }))).toBe('spb');
  });

  test('when the stored city differs from the region, then the stored city wins', () => {
    expect(chooseCityCode(input({ storedCode: 'novgorod', regionCode: 'msk' }))).toBe('novgorod');
  });

  test('when the stored city equals the region, then the region city is chosen', () => {
    expect(chooseCityCode(input({ storedCode: 'msk', regionCode: 'msk' }))).toBe('msk');
  });

  test('when nothing is stored, then the region city is chosen', () => {
    expect(chooseCityCode(input({ regionCode: 'msk' }))).toBe('msk');
  });

  test('when the stored city is not in the list, then the region decides', () => {
    expect(chooseCityCode(input({ storedCode: 'kazan', regionCode: 'vyborg' }))).toBe('vyborg');
  });

  test('when neither cookie nor region names a known city, then the first city is chosen', () => {
    expect(chooseCityCode(input({ regionCode: 'kazan' }))).toBe('spb');
    expect(chooseCityCode(input({ cityCodes: ['msk', 'spb'] }))).toBe('msk');
  });

  test('when the cities list is empty (upstream failed), then the default spb is chosen', () => {
    expect(DEFAULT_CITY_CODE).toBe('spb');
    expect(chooseCityCode(input({ cityCodes: [], hasQuery: true, queryCode: 'msk' }))).toBe('spb');
    expect(chooseCityCode(input({ cityCodes: [], storedCode: 'msk', regionCode: 'vyborg' }))).toBe('spb');
  });
});

describe('readCityCode', () => {
  test.each([['msk', 'msk'], ['novgorod-2', 'novgorod-2']])('when the value is %s, then it is a code', (value, code) => {
    expect(readCityCode(value)).toBe(code);
  });

  test.each([[undefined], [''], ['MSK'], ['../spb'], ['a'.repeat(33)], [['msk', 'spb']], [{ code: 'msk' }], ['msk<script>']])(
    'when the value is %j, then it is not a code',
    (value) => expect(readCityCode(value)).toBeUndefined(),
  );
});

describe('the city slice on the real store', () => {
  test('when two cities are chosen quickly, then only the info of the last one is kept', async () => {
    const pending = new Map<string, (value: unknown) => void>();
    const unused = () => Promise.reject(new Error('unused'));
    const api: BrowserApi = {
      get: <T>(path: string) => new Promise<T>((resolve) => pending.set(path, resolve as (value: unknown) => void)),
      postForm: unused,
      postJson: unused,
    };
    const store = makeStore({}, api);
    store.dispatch(citiesLoaded([
      { code: 'spb', name: 'Санкт-Петербург', phone: '1', hideAbovePhone: false, hideFooterInfo: false },
      { code: 'msk', name: 'Москва', phone: '2', hideAbovePhone: false, hideFooterInfo: false },
      { code: 'vyborg', name: 'Выборг', phone: '3', hideAbovePhone: true, hideFooterInfo: false },
    ]));

    const first = store.dispatch(cityChosen('msk'));
    const second = store.dispatch(cityChosen('vyborg'));
    expect(selectActiveCity(store.getState())?.code).toBe('vyborg');
    pending.get('/api/v1/business/info/vyborg/')!([{ id: 'v', title: 'Выборг', text: '' }]);
    await second;
    pending.get('/api/v1/business/info/msk/')!([{ id: 'm', title: 'Москва', text: '' }]);
    await first;

    expect(selectCityInfo(store.getState()).map((card) => card.id)).toEqual(['v']);
    expect(selectActiveCity(store.getState())?.code).toBe('vyborg');
  });
});
