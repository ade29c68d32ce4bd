// The calendar (docs/product.md §4): a campaign's phase by Moscow days (UTC+3 all year), at
// every boundary to the millisecond, and the same whatever the process's TZ is.
import { afterEach, describe, expect, test } from 'vitest';
import {
  addMonths, campaignPhase, hubLeaves, moscowYear, nextMoscowYear, moscowDay, moscowDateTime, moscowDayStart, nextPhaseChange,
} from '#shared/content/calendar.js';
import { clockStartingAt, systemClock } from '#server/calendar/clock.js';

/** An instant written in Moscow time. */
const msk = (text: string) => Date.parse(`${text}+03:00`);

const MARCH = { announce: '2026-02-20', starts: '2026-03-01', ends: '2026-03-31' };

describe('campaignPhase', () => {
  test.each([
    ['2026-02-19T23:59:59.999', 'hidden'],
    ['2026-02-20T00:00:00.000', 'upcoming'],
    ['2026-02-28T23:59:59.999', 'upcoming'],
    ['2026-03-01T00:00:00.000', 'running'],
    ['2026-03-31T23:59:59.999', 'running'],
    ['2026-04-01T00:00:00.000', 'finished'],
  ])('when it is %s in Moscow, then a campaign announced 20 Feb, running 1–31 March, is %s', (at, phase) => {
    expect(campaignPhase(MARCH, msk(at))).toBe(phase);
  });

  test('when announce is not given, then it is hidden until 00:00 of starts and never upcoming', () => {
    const noAnnounce = { starts: '2026-03-01', ends: '2026-03-31' };
    expect(campaignPhase(noAnnounce, msk('2026-02-28T23:59:59.999'))).toBe('hidden');
    expect(campaignPhase(noAnnounce, msk('2026-03-01T00:00:00.000'))).toBe('running');
  });

  test('when announce equals starts, then the hidden phase ends straight in running', () => {
    const same = { announce: '2026-03-01', starts: '2026-03-01', ends: '2026-03-31' };
    expect(campaignPhase(same, msk('2026-02-28T23:59:59.999'))).toBe('hidden');
    expect(campaignPhase(same, msk('2026-03-01T00:00:00.000'))).toBe('running');
    expect(nextPhaseChange(same, msk('2026-02-28T12:00:00'))).toBe(msk('2026-03-01T00:00:00'));
  });

  test('when a campaign lasts one day, then it runs from 00:00 to 24:00 of that Moscow day only', () => {
    const oneDay = { starts: '2026-05-09', ends: '2026-05-09' };
    expect(campaignPhase(oneDay, msk('2026-05-08T23:59:59.999'))).toBe('hidden');
    expect(campaignPhase(oneDay, msk('2026-05-09T00:00:00.000'))).toBe('running');
    expect(campaignPhase(oneDay, msk('2026-05-09T23:59:59.999'))).toBe('running');
    expect(campaignPhase(oneDay, msk('2026-05-10T00:00:00.000'))).toBe('finished');
  });

  test('when the instant is given in UTC, then the Moscow day decides: 21:00 UTC is already the next day', () => {
    expect(campaignPhase(MARCH, Date.parse('2026-03-31T20:59:59.999Z'))).toBe('running');
    expect(campaignPhase(MARCH, Date.parse('2026-03-31T21:00:00.000Z'))).toBe('finished');
  });
});

describe('nextPhaseChange', () => {
  test('when asked in each phase, then it gives the next boundary, and Infinity once finished', () => {
    expect(nextPhaseChange(MARCH, msk('2026-01-01T00:00:00'))).toBe(msk('2026-02-20T00:00:00'));
    expect(nextPhaseChange(MARCH, msk('2026-02-20T00:00:00'))).toBe(msk('2026-03-01T00:00:00'));
    expect(nextPhaseChange(MARCH, msk('2026-03-31T23:59:59.999'))).toBe(msk('2026-04-01T00:00:00'));
    expect(nextPhaseChange(MARCH, msk('2026-04-01T00:00:00'))).toBe(Infinity);
  });

  test('when asked at a boundary itself, then the phase has already changed and the next one is given', () => {
    const at = msk('2026-03-01T00:00:00');
    expect(campaignPhase(MARCH, at)).toBe('running');
    expect(nextPhaseChange(MARCH, at)).toBe(msk('2026-04-01T00:00:00'));
  });
});

describe('pages dated without an end, drafts and pages ended by configuration', () => {
  test('when a campaign is a draft, then it is hidden whatever its dates, and nothing changes it', () => {
    const draft = { ...MARCH, status: 'draft' as const };
    expect(campaignPhase(draft, msk('2026-03-15T12:00:00'))).toBe('hidden');
    expect(nextPhaseChange(draft, msk('2026-01-15T12:00:00'))).toBe(Infinity);
    expect(campaignPhase({ ...MARCH, status: 'published' }, msk('2026-03-15T12:00:00'))).toBe('running');
  });

  test('when the dates have no end, then it runs on from its start and never changes again', () => {
    const open = { starts: '2024-11-01' };
    expect(campaignPhase(open, msk('2024-10-31T23:59:59.999'))).toBe('hidden');
    expect(campaignPhase(open, msk('2030-06-01T12:00:00'))).toBe('running');
    expect(nextPhaseChange(open, msk('2024-10-15T12:00:00'))).toBe(msk('2024-11-01T00:00:00'));
    expect(nextPhaseChange(open, msk('2030-06-01T12:00:00'))).toBe(Infinity);
  });

  test('when it is finished by configuration, then it is finished from its start, and hidden before it', () => {
    const ended = { ...MARCH, finishedByConfig: true };
    expect(campaignPhase(ended, msk('2026-03-01T00:00:00'))).toBe('finished');
    expect(campaignPhase(ended, msk('2026-02-25T12:00:00'))).toBe('upcoming');
    expect(campaignPhase({ starts: '2024-11-01', finishedByConfig: true }, msk('2024-10-31T12:00:00'))).toBe('hidden');
    expect(nextPhaseChange(ended, msk('2026-03-15T12:00:00'))).toBe(Infinity);
  });
});

describe('leaving the hub', () => {
  test.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-10-31', 12, '2026-10-31'],
    ['2025-03-31', 3, '2025-06-30'],
    ['2025-05-10', 0, '2025-05-10'],
  ])('when %s is moved %i calendar months on, then it is %s (the month\'s last day when it is shorter)', (day, months, moved) => {
    expect(addMonths(day, months)).toBe(moved);
  });

  test('when a finished campaign gives no hubMonths, then it leaves at 24:00 of the day 12 months after its last; with one, that many', () => {
    expect(hubLeaves({ ends: '2025-10-31' })).toBe(msk('2026-11-01T00:00:00'));
    expect(hubLeaves({ ends: '2025-10-31', hubMonths: 2 })).toBe(msk('2026-01-01T00:00:00'));
  });
});

describe('the process time zone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  test.each([
    ['America/Los_Angeles', 480],
    ['Asia/Tokyo', -540],
    ['UTC', 0],
    ['Pacific/Kiritimati', -840],
  ])('when TZ is %s, then every boundary is where it is in Moscow', (zone, offsetMinutes) => {
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset(), 'the zone took effect in this process').toBe(offsetMinutes);
    expect(moscowDayStart('2026-03-01')).toBe(Date.parse('2026-02-28T21:00:00Z'));
    expect(moscowDay(Date.parse('2026-02-28T21:00:00Z'))).toBe('2026-03-01');
    expect(moscowDay(Date.parse('2026-02-28T20:59:59.999Z'))).toBe('2026-02-28');
    expect(campaignPhase(MARCH, msk('2026-03-31T23:59:59.999'))).toBe('running');
    expect(campaignPhase(MARCH, msk('2026-04-01T00:00:00'))).toBe('finished');
  });
});

describe('the clock', () => {
  test('when it starts at PROMO_NOW, then it reads that instant at once and runs on at real speed', () => {
    const startsAt = msk('2025-10-31T23:59:59.000');
    const made = Date.now();
    const clock = clockStartingAt(startsAt);
    const first = clock.now();
    const read = Date.now();
    // Ahead of PROMO_NOW by the real time between its making and the reading, however busy the machine.
    expect(first - startsAt).toBeGreaterThanOrEqual(0);
    expect(first - startsAt).toBeLessThanOrEqual(read - made);
    // Wait for real time to move on by 5 ms (no timer: the loop ends when it has).
    const realStart = Date.now();
    while (Date.now() < realStart + 5);
    expect(clock.now() - first).toBeGreaterThanOrEqual(5);
  });

  test('when PROMO_NOW is unset, then it is real time', () => {
    expect(clockStartingAt(undefined)).toBe(systemClock);
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

describe('the year a page shows', () => {
  test('when it is 23:59:59.999 on 31 December in Moscow, then the year is still the old one and it changes at 00:00', () => {
    expect(moscowYear(msk('2025-12-31T23:59:59.999'))).toBe(2025);
    expect(moscowYear(msk('2026-01-01T00:00:00.000'))).toBe(2026);
    expect(nextMoscowYear(msk('2025-10-15T12:00:00'))).toBe(msk('2026-01-01T00:00:00'));
  });
});

describe('Moscow days and datetimes of an instant', () => {
  test('when an instant is just before or at midnight in Moscow, then its day is the Moscow one, not the UTC one', () => {
    expect(moscowDay(Date.parse('2026-02-28T20:59:59.999Z'))).toBe('2026-02-28');
    expect(moscowDay(Date.parse('2026-02-28T21:00:00Z'))).toBe('2026-03-01');
  });

  test('when an instant is written for the sitemap, then it is Moscow time to the second with its offset', () => {
    expect(moscowDateTime(Date.parse('2025-10-15T09:00:00.750Z'))).toBe('2025-10-15T12:00:00+03:00');
    expect(moscowDateTime(Date.parse('2025-12-31T21:30:05Z'))).toBe('2026-01-01T00:30:05+03:00');
  });
});
