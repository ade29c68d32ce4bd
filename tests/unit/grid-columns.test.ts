// How many product cards a row holds (shared/features/promotion/grid-columns.ts): as many as there are up to
// the layout's most, else an even split, else the split whose last row is fullest.
import { describe, expect, test } from 'vitest';
import { gridColumns } from '#shared/features/promotion/grid-columns.js';

describe('gridColumns', () => {
  test('when the cards fit one row, then the row holds them all; one card is one column', () => {
    expect([1, 2, 5, 6].map((count) => gridColumns(count, 6))).toEqual([1, 2, 5, 6]);
  });

  test('when they do not, then an even split wins, the widest first; else the one whose last row is fullest', () => {
    expect(gridColumns(8, 6)).toBe(4);
    expect(gridColumns(9, 4)).toBe(3);
    expect(gridColumns(7, 6)).toBe(4);
    // Only two columns leave no row short.
    expect(gridColumns(14, 6)).toBe(2);
  });
});
