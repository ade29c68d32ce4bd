// The busy page's bytes are built once per site and Moscow year of the site's clock, and
// built again when that year changes (its footer shows the year): the clock here stands on
// 31 December 2025, 23:59:59 Moscow time, then one second later.
import { describe, expect, test } from 'vitest';
import { busyPages } from '#server/shedding/busy-answer.js';

describe('busyPages', () => {
  test('when the clock crosses New Year in Moscow (21:00 UTC), then the footer shows the new year, and the same bytes are handed out within a year', () => {
    let now = Date.parse('2025-12-31T23:59:59+03:00');
    const page = busyPages({ now: () => now });

    const before = page('promo');
    const again = page('promo');
    now += 1000;
    const after = page('promo');

    expect(before.toString()).toContain('© 2003–2025 «Петрович»');
    expect(again).toBe(before);
    expect(after.toString()).toContain('© 2003–2026 «Петрович»');
    expect(page('business').toString()).toContain('© 2003–2026 «Петрович»');
  });
});
