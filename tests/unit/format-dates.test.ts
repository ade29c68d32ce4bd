// Campaign dates in words (shared/ui/format-dates.ts): what both ends share is said once,
// and a day keeps its month on one line.
import { describe, expect, test } from 'vitest';
import { formatDateRange, formatDay, formatPeriod } from '#shared/ui/format-dates.js';
import { plainSpaces } from '../support/plain-spaces.js';

describe('a date chip', () => {
  test.each([
    ['2026-11-20', '2026-11-24', '20–24 ноября 2026'],
    ['2025-03-01', '2025-10-31', '1 марта – 31 октября 2025'],
    ['2024-11-01', '2026-05-31', '1 ноября 2024 – 31 мая 2026'],
    ['2025-12-01', '2026-12-31', '1 декабря 2025 – 31 декабря 2026'],
  ])('when a campaign runs from %s to %s, then its chip reads «%s»', (starts, ends, label) => {
    expect(plainSpaces(formatDateRange(starts, ends))).toBe(label);
  });

  test('when dates are written, then each day is held to its month by a no-break space', () => {
    expect(formatDateRange('2025-03-01', '2025-10-31')).toBe('1\u00a0марта – 31\u00a0октября 2025');
    expect(formatDay('2026-03-01')).toBe('1\u00a0марта 2026');
    expect(formatPeriod('2025-03-01', '2025-10-31')).toBe('с\u00a01\u00a0марта по\u00a031\u00a0октября 2025\u00a0года');
  });
});
