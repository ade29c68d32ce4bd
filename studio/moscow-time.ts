// The studio shows every time as Moscow's, whatever the operator's computer is set to: the site's
// days and the scheduled changes are Moscow's (docs/content.md). Decap's own times (the workflow's
// cards, the date picker's «Сейчас») are routed here by the studio's build
// (scripts/build/decap-moscow-time.mjs).
const MINUTE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit',
});
/** Moscow's wall clock as `2025-11-15 12:00:00` (the Swedish form is ISO's). */
const WALL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** Moscow's day and minute in words, the parts of `25 ноября 2026, 22:22` (the month in the genitive, as with a day). */
const WORDS = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

/** `25 ноября 2026, 22:22`: an instant as the studio's pages say it (Moscow's, whatever the computer's zone). */
export function moscowMinuteInWords(instant: string | number | Date): string {
  const part = Object.fromEntries(WORDS.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** `15.11.2025, 12:00 по Москве`. */
export const moscowMinute = (instant: string | number | Date): string => `${MINUTE.format(new Date(instant))} по Москве`;

/** Now on Moscow's wall clock, `2025-11-15T12:00:00`, for a picker that reads a time without a zone. */
export const moscowWallNow = (): string => WALL.format(new Date()).replace(' ', 'T');
