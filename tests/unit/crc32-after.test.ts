// server/forms/crc32-after.ts: the CRC-32 of two parts joined, from each part's own, against node:zlib's CRC-32 of the
// joined bytes.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { crc32After, shiftPast } from '#server/forms/crc32-after.js';

describe('the CRC-32 of parts joined', () => {
  test('when two parts of any length are joined, then the CRC-32 from their own is the joined bytes\' CRC-32', () => {
    for (const [before, after] of [[0, 0], [0, 9], [9, 0], [1, 1], [3, 70_000], [65_535, 65_537], [1_000, 12_345]] as const) {
      const a = randomBytes(before);
      const b = randomBytes(after);

      expect(crc32After(crc32(a), crc32(b), shiftPast(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });

  test('when many parts are joined one after another, then the CRC-32 is the whole\'s', () => {
    const parts = Array.from({ length: 50 }, (_, i) => randomBytes((i * 7919) % 5000));
    const joined = parts.reduce((crc, part) => crc32After(crc, crc32(part), shiftPast(part.length)), 0);

    expect(joined).toBe(crc32(Buffer.concat(parts)));
  });
});
