// lovecategory's dates (content/lovecategory.json, carried with its texts as `page.content`:
// lovecategory-texts.ts) as its page says them.
import type { CalendarDates } from '#shared/content/calendar.js';
import { formatDateRange, formatDay, formatPeriod } from '#shared/ui/format-dates.js';

/** The programme's first and last day (ISO, Moscow). */
export type ProgrammeDates = Pick<CalendarDates, 'starts' | 'ends'>;

/** The hero's chip while running: «1 ноября 2024 – 31 мая 2026», or «С 1 ноября 2024 года» without an end. */
export const programmeLabel = ({ starts, ends }: ProgrammeDates): string =>
  (ends ? formatDateRange(starts, ends) : `С ${formatDay(starts)}\u00a0года`);

/** When, in a sentence («Акция проходит …»): «с 1 ноября 2024 по 31 мая 2026 года», or «с 1 ноября 2024 года». */
export const programmePeriod = ({ starts, ends }: ProgrammeDates): string =>
  (ends ? formatPeriod(starts, ends) : `с ${formatDay(starts)}\u00a0года`);
