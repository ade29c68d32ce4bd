// A campaign's phase at an instant, by Moscow days (docs/product.md §4 "The calendar"): pure
// functions of the campaign's dates and an epoch-milliseconds instant, so every instance
// with the same content and clock agrees, and the process's TZ never matters (no local
// Date parsing: a day's start is computed from its digits).
import type { CampaignStatus } from './campaign-state-words.js';

export type CampaignPhase = 'hidden' | 'upcoming' | 'running' | 'finished';

/** The phases a visitor can see (a hidden campaign is the 404 page). */
export type ShownPhase = Exclude<CampaignPhase, 'hidden'>;

/** The dates a phase is read from: a campaign's, or a fixed page's that is dated like one (lovecategory). */
export interface CalendarDates {
  starts: string;
  /** Default: none, it runs on. */
  ends?: string;
  /** Ended by configuration (LOVECATEGORY_FINISHED), whatever `ends` says: finished from its start. */
  finishedByConfig?: boolean;
  /** Default: starts. */
  announce?: string;
  /** A campaign's status (docs/content.md): a draft is hidden whatever its dates; default published. */
  status?: CampaignStatus;
}

/** Moscow is UTC+3 all year (no DST since 2014). */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00 Moscow time of an ISO day (`2025-03-01`), as epoch milliseconds. */
export function moscowDayStart(isoDay: string): number {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - MOSCOW_OFFSET_MS;
}

/** A Moscow minute as the studio writes it (`2025-10-18T00:00`), as epoch milliseconds. */
export function moscowMinute(text: string): number {
  const [day, time] = text.split('T') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return moscowDayStart(day) + (hours * 60 + minutes) * 60_000;
}

/** 24:00 Moscow time of an ISO day: the instant its last moment ends. */
export function moscowDayEnd(isoDay: string): number {
  return moscowDayStart(isoDay) + DAY_MS;
}

/** The ISO day (Moscow) an instant falls on. */
export function moscowDay(instant: number): string {
  return new Date(instant + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** A W3C datetime in Moscow time (`2025-10-15T12:00:00+03:00`), the calendar's own. */
export function moscowDateTime(instant: number): string {
  return `${new Date(instant + MOSCOW_OFFSET_MS).toISOString().slice(0, 19)}+03:00`;
}

/** The year (Moscow) an instant falls in: the one the pages' '© 2003–{year}' shows. */
export function moscowYear(instant: number): number {
  return new Date(instant + MOSCOW_OFFSET_MS).getUTCFullYear();
}

/** 00:00 Moscow time of the 1st of January after `instant`: when every page's year changes. */
export function nextMoscowYear(instant: number): number {
  return Date.UTC(moscowYear(instant) + 1, 0, 1) - MOSCOW_OFFSET_MS;
}

/**
 * The instants each phase begins: upcoming at 00:00 of announce, running at 00:00 of starts,
 * finished at 24:00 of ends (never without one; at the start when ended early).
 */
export function phaseStarts({ starts, ends, announce = starts, finishedByConfig }: CalendarDates): {
  upcoming: number; running: number; finished: number;
} {
  const running = moscowDayStart(starts);
  const finished = finishedByConfig ? running : ends === undefined ? Infinity : moscowDayEnd(ends);
  return { upcoming: moscowDayStart(announce), running, finished };
}

export function campaignPhase(dates: CalendarDates, instant: number): CampaignPhase {
  if (dates.status === 'draft') return 'hidden';
  const at = phaseStarts(dates);
  if (instant < at.upcoming) return 'hidden';
  if (instant < at.running) return 'upcoming';
  return instant < at.finished ? 'running' : 'finished';
}

/** The first instant after `instant` at which the phase changes; Infinity once finished. */
export function nextPhaseChange(dates: CalendarDates, instant: number): number {
  if (dates.status === 'draft') return Infinity;
  const at = phaseStarts(dates);
  return [at.upcoming, at.running, at.finished].find((change) => change > instant) ?? Infinity;
}

/** How long a finished campaign stays on the hub when its file does not say (docs/content.md). */
export const DEFAULT_HUB_MONTHS = 12;

/** The ISO day `months` calendar months after `isoDay`, on the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** The instant a finished campaign leaves the hub: 24:00 Moscow of the day `hubMonths` (default 12) months after its last day. */
export function hubLeaves({ ends, hubMonths = DEFAULT_HUB_MONTHS }: { ends: string; hubMonths?: number }): number {
  return moscowDayEnd(addMonths(ends, hubMonths));
}
