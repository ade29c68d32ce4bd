// An instant as the studio's pages show it: Moscow time, day and minute, whatever the
// server's time zone (docs/decisions/280-studio-form-words.md: the studio shows Moscow time).
const MOSCOW_MINUTE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

export const moscowMoment = (iso: string): string => MOSCOW_MINUTE.format(new Date(iso));
