// The busy page's bytes are built once per site and Moscow year of the site's clock, and
// built again when that year changes (its footer shows the year): the clock here stands on
// 31 December 2025, 23:59:59 Moscow time, then one second later.
import { describe, expect, test } from 'vitest';
import { busyPages } from '#server/shedding/busy-answer.js';
import { CONTENT } from '../support/content.js';
import type { SiteTexts } from '#shared/content/site-texts.js';
import { plainSpaces } from '../support/plain-spaces.js';

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

describe('the busy page\'s texts', () => {
  const now = () => Date.parse('2025-10-15T12:00:00+03:00');
  const { errors } = CONTENT.kindFiles.site as SiteTexts;

  test('when given the site file\'s texts, then the page says them; edited, the edited ones, escaped', () => {
    expect(plainSpaces(busyPages({ now }, errors)('promo').toString())).toContain('Сейчас на сайте очень много посетителей.');

    const edited = { ...errors, busy: { ...errors.busy, message: 'Очередь <у входа>', lead: 'Подождите минуту.' } };
    const page = busyPages({ now }, edited)('business').toString();
    expect(page).toContain('<p class="message">Очередь &lt;у входа&gt;</p>');
    expect(page).toContain('<p class="lead">Подождите минуту.</p>');
  });

  test('when made without the site file\'s texts, then the page says the server\'s own words', () => {
    const page = plainSpaces(busyPages({ now })('promo').toString());
    expect(page).toContain('<p class="message">Сайт перегружен</p>');
    expect(page).toContain('Обновите страницу через несколько секунд — всё заработает.');
  });
});
