// The first draw (docs/product.md §12 «Assignment», server/experiments/assignment.ts's drawnVersion): a deterministic hash
// of the experiment's key and the visitor's id, even over [0, 100) and independent across experiments
// (docs/decisions/490-experiment-assignment.md). 40,000 ids made as the app makes them (12 bytes, base64url),
// from a fixed sequence so the test never differs between runs; each id's decile read from the draw at shares 10…90.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { drawnVersion } from '#server/experiments/assignment.js';

const IDS = Array.from({ length: 40_000 }, (_, i) =>
  createHash('sha256').update(`visitor-${i}`).digest().subarray(0, 12).toString('base64url'));
/** The id's point's decile: how many of the shares 10, 20, …, 90 still draw it А. */
const decile = (key: string, id: string) =>
  [10, 20, 30, 40, 50, 60, 70, 80, 90].filter((share) => drawnVersion(key, id, share) === 'a').length;
const chiSquare = (observed: number[], expected: number) => observed.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);

test('the draw is a fixed function of the key and the id: the same on every instance, MurmurHash3 of `<key>|<id>`', () => {
  // MurmurHash3 x86_32 of "benchKey1|AAAAAAAAAAAAAAAA" is 0xeb9f676b: 92.04… of 100.
  expect([92, 93].map((share) => drawnVersion('benchKey1', 'AAAAAAAAAAAAAAAA', share))).toEqual(['a', 'b']);
  expect(drawnVersion('benchKey1', 'AAAAAAAAAAAAAAAA', 50)).toBe(drawnVersion('benchKey1', 'AAAAAAAAAAAAAAAA', 50));
});

test('when 40,000 ids are drawn, then every tenth of [0, 100) holds a tenth of them (chi-square, 9 degrees, p > 0.001)', () => {
  for (const key of ['benchKey1', 'knauf2025-headline']) {
    const counts = Array<number>(10).fill(0);
    for (const id of IDS) counts[decile(key, id)]! += 1;
    expect(chiSquare(counts, IDS.length / 10)).toBeLessThan(27.88);
  }
});

test('when the same ids are drawn in two experiments, then one draw says nothing of the other (10 × 10 table, 81 degrees, p > 0.001)', () => {
  const table = Array<number>(100).fill(0);
  for (const id of IDS) table[decile('benchKey1', id) * 10 + decile('benchKey2', id)]! += 1;
  expect(chiSquare(table, IDS.length / 100)).toBeLessThan(126.08);
  // Both at 50 %: each quarter of А/Б × А/Б a quarter of the ids.
  const both = [0, 0, 0, 0];
  const inB = (key: string, id: string) => (drawnVersion(key, id, 50) === 'b' ? 1 : 0);
  for (const id of IDS) both[2 * inB('benchKey1', id) + inB('benchKey2', id)]! += 1;
  expect(chiSquare(both, IDS.length / 4)).toBeLessThan(16.27);
});
