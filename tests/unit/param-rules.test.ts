// The rules a browser's path parameter must pass before the proxy spends our credentials
// on it (docs/product.md §6, the allow-list; §7, the card-check landings).
import { describe, expect, test } from 'vitest';
import { PARAM_RULES, PARAMS_TOGETHER_RULES } from '#server/proxy/param-rules.js';

describe('PARAM_RULES', () => {
  test('when an address is asked, then only a valid IPv4 or IPv6 passes', () => {
    expect(['203.0.113.7', '2001:db8::1', '::1'].map(PARAM_RULES.ip)).toEqual([true, true, true]);
    expect(['203.0.113.256', 'example.ru', '', '1.2.3'].map(PARAM_RULES.ip)).toEqual([false, false, false, false]);
  });

  test('when a landing category is asked, then only one a card-check landing has passes', () => {
    expect(PARAM_RULES.landingCategory('loyal')).toBe(true);
    expect(['other', '', 'LOYAL'].map(PARAM_RULES.landingCategory)).toEqual([false, false, false]);
  });

  test('when a leaderboard limit is asked, then whole numbers 1 to 100 pass, nothing around them', () => {
    expect(['1', '15', '100', '007'].map(PARAM_RULES.leaderboardLimit)).toEqual([true, true, true, true]);
    expect(['0', '101', '999', '-1', '1.5', 'x10', '10x', '1000', ''].map(PARAM_RULES.leaderboardLimit)).toEqual(Array(9).fill(false));
  });

  test('when a landing is asked, then only a card-check landing passes', () => {
    expect(PARAM_RULES.landing('karta-elektrika')).toBe(true);
    expect(['lovecategory', 'toString', ''].map(PARAM_RULES.landing)).toEqual([false, false, false]);
  });
});

describe('PARAMS_TOGETHER_RULES', () => {
  test('when a landing comes with its own category, then it passes; with another, or with none, then it does not', () => {
    const inItsCategory = PARAMS_TOGETHER_RULES.landingInItsCategory;
    expect(inItsCategory({ landing: 'karta-elektrika', landingCategory: 'loyal' })).toBe(true);
    expect(inItsCategory({ landing: 'karta-elektrika', landingCategory: 'other' })).toBe(false);
    expect(inItsCategory({ landing: 'karta-elektrika' })).toBe(false);
    expect(inItsCategory({ landingCategory: 'loyal' })).toBe(false);
    expect(inItsCategory({ landing: 'toString', landingCategory: 'loyal' })).toBe(false);
  });
});
