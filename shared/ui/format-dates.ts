// Campaign dates in Russian, by hand (no Intl: Node's and the browser's ICU may differ,
// and the server's HTML must equal the hydrated page). Dates are ISO days, `2025-03-01`.
const MONTHS_GENITIVE = [
  'января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря',
];
const NBSP = '\u00a0';

interface Day { day: number; month: string; year: number }

function parseDay(iso: string): Day {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { day, month: MONTHS_GENITIVE[month - 1]!, year };
}

/**
 * The hero's label: "1 марта – 31 мая 2025"; what both ends share is said once: the year, and
 * the month too ("20–24 ноября 2026"). A day stays with its month; the year may start a line
 * (a phase line in large text has no room for «30 ноября 2025» on one).
 */
export function formatDateRange(starts: string, ends: string): string {
  const a = parseDay(starts);
  const b = parseDay(ends);
  const last = `${b.day}${NBSP}${b.month} ${b.year}`;
  if (a.year === b.year && a.month === b.month) return `${a.day}–${last}`;
  return `${a.day}${NBSP}${a.month}${a.year === b.year ? '' : ` ${a.year}`} – ${last}`;
}

/** The legal text's phrase: "с 1 марта по 31 мая 2025 года"; the month once when both days share it ("с 20 по 24 ноября 2026 года"). */
export function formatPeriod(starts: string, ends: string): string {
  const a = parseDay(starts);
  const b = parseDay(ends);
  const sameYear = a.year === b.year;
  const first = sameYear && a.month === b.month ? `${a.day}` : `${a.day}${NBSP}${a.month}${sameYear ? '' : ` ${a.year}${NBSP}года`}`;
  return `с${NBSP}${first} по${NBSP}${b.day}${NBSP}${b.month} ${b.year}${NBSP}года`;
}

/** One day in words: "1 марта 2026" ('Акция начнётся 1 марта 2026', lovecategory's start). */
export function formatDay(iso: string): string {
  const { day, month, year } = parseDay(iso);
  return `${day}${NBSP}${month} ${year}`;
}
