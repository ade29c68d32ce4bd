// SPEC.md §4.1: the active city rules, one scenario per rule.
import { describe, expect, test } from 'vitest';
import { chooseCityCode, readCityCode, DEFAULT_CITY_CODE, type CityChoiceInput } from '#server/request/city.js';

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
