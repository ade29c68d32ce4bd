// server/forms/written-in.ts: a stored page answered with each visitor's words written in where its stand-ins stand,
// as plain bytes and as gzip made from the pieces deflated once and the words as stored blocks.
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { writtenIn, type StandInPlace } from '#server/forms/written-in.js';

const BOUNDARY = '<script id="state">';
const html = `<p>\uE101</p><input value="0000000"><p>10000000 and 0000000</p>${BOUNDARY}{"name":"\uE101","card":"0000000"}</script>`;
const page = { identity: Buffer.from(html) };
const places: StandInPlace[] = [
  { text: '\uE101', write: (words) => words.replaceAll('<', '&lt;'), side: 'before' },
  { text: '\uE101', write: (words) => JSON.stringify(words).slice(1, -1), side: 'after' },
  { text: '0000000', write: (card) => card },
];

describe('a stored page with the visitor\'s words written in', () => {
  test('when words are written in, then each stands where its stand-in stood, written for its side, and a longer number stays', () => {
    const plain = writtenIn(page, places, ['<b>"Анна"', '<b>"Анна"', '7012345'], { gzip: false, boundary: BOUNDARY }).toString();

    expect(plain).toBe(
      `<p>&lt;b>"Анна"</p><input value="7012345"><p>10000000 and 7012345</p>${BOUNDARY}{"name":"<b>\\"Анна\\"","card":"7012345"}</script>`,
    );
  });

  test('when the client takes gzip, then the gzip answer unpacks to the very same bytes, words longer than one stored block too', () => {
    for (const words of [['a', 'a', '1234567'], ['я'.repeat(40_000), 'я'.repeat(40_000), '7654321'], ['', '', '']]) {
      const plain = writtenIn(page, places, words, { gzip: false, boundary: BOUNDARY });
      const packed = writtenIn(page, places, words, { gzip: true, boundary: BOUNDARY });

      expect(gunzipSync(packed).equals(plain)).toBe(true);
    }
  });

  test('when stand-ins touch and pieces are long or empty, then the gzip answer still unpacks to the very same bytes (its CRC-32 checked)', () => {
    const long = 'б'.repeat(70_000);
    const touching = { identity: Buffer.from(`\uE101\uE101${long}<i>\uE101</i>${BOUNDARY}\uE101${long}\uE101`) };
    for (const words of [['x', 'y', ''], ['', '', ''], ['ж'.repeat(70_000), 'z', '']]) {
      const plain = writtenIn(touching, places, words, { gzip: false, boundary: BOUNDARY });
      const packed = writtenIn(touching, places, words, { gzip: true, boundary: BOUNDARY });

      expect(gunzipSync(packed).equals(plain)).toBe(true);
    }
  });
});
