// lovecategory's dates as its page's state carries them: `page.content`, the value of its
// kind's own content file (content/lovecategory.json, pages/lovecategory/content.ts).
import type { CalendarDates } from '../../content/calendar.js';
import { selectPage } from '../../store/slices/page.js';

/** The programme's first and last day (ISO, Moscow). */
export type ProgrammeDates = Pick<CalendarDates, 'starts' | 'ends'>;

export const selectProgrammeDates = (state: Parameters<typeof selectPage>[0]): ProgrammeDates =>
  selectPage(state).content as ProgrammeDates;
