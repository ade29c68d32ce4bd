// shared/ui/format.ts: our own grouping (U+00A0), so server and browser render the same.
import { describe, expect, test } from 'vitest';
import { formatNumber, formatRoubles, telHref } from '#shared/ui/format.js';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  test('when the number has thousands, then groups of three are joined by a no-break space', () => {
    expect(formatNumber(1843200)).toBe(`1${NBSP}843${NBSP}200`);
    expect(formatNumber(1000)).toBe(`1${NBSP}000`);
  });

  test('when the number is below 1000, then there is no separator', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  test('when fraction digits are asked, then a comma separates them and they are rounded', () => {
    expect(formatNumber(1520.5, 2)).toBe(`1${NBSP}520,50`);
    expect(formatNumber(0.125, 1)).toBe('0,1');
  });

  test('when the number is negative, then it starts with a minus sign', () => {
    expect(formatNumber(-1234)).toBe(`−1${NBSP}234`);
  });

  test('when the output is formatted, then it never uses U+202F, which differs between ICU versions', () => {
    expect(formatNumber(123456789, 2)).not.toContain('\u202f');
  });
});

describe('formatRoubles', () => {
  test('when the sum is whole, then no kopecks are shown', () => {
    expect(formatRoubles(1520000)).toBe(`1${NBSP}520${NBSP}000`);
  });

  test('when the sum has kopecks, then two digits are shown', () => {
    expect(formatRoubles(1843200.5)).toBe(`1${NBSP}843${NBSP}200,50`);
    expect(formatRoubles(945054.08)).toBe(`945${NBSP}054,08`);
  });
});

describe('telHref', () => {
  test('when a phone is written with spaces, brackets and dashes, then the link keeps only the plus and digits', () => {
    expect(telHref('+7 (812) 334-88-88')).toBe('tel:+78123348888');
  });
});
