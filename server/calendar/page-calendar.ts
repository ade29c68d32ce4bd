// What the calendar means for a page of the route table (docs/product.md §4): a dated
// page's phase (a campaign, or lovecategory, dated like one: pages/<kind>/kind.ts gives
// the dates) and the instant it next changes; a page that lists the others (the hub)
// changes whenever one of their cards does. Pages without dates have no phase: always
// shown. Every page changes at New Year (its '© 2003–{year}'), so no page rendered in
// one year is kept into the next.
import {
  campaignPhase, moscowDay, moscowDayEnd, nextMoscowYear, nextPhaseChange, type CampaignPhase,
} from '#shared/content/calendar.js';
import type { PageEntry } from '#server/pages/page-kind.js';

export interface PageCalendar {
  /** A dated page's phase; 'running' for pages without a calendar. */
  phaseOf(page: PageEntry, instant: number): CampaignPhase;
  /** The first instant after `instant` at which what the page shows changes: its phase, or the year. */
  nextChange(page: PageEntry, instant: number): number;
}

/**
 * `pages`: the route table's (the hub's cards are theirs). `changesOf`: the other instants a page changes at (its
 * experiments' first and last days: server/experiments/running.ts), none by default.
 */
export function createPageCalendar(pages: readonly PageEntry[], changesOf?: (page: PageEntry) => readonly number[]): PageCalendar {
  const phaseChangeOf = (page: PageEntry, instant: number) => {
    const next = page.dates ? nextPhaseChange(page.dates, instant) : Infinity;
    // A page that changes daily while it runs (a landing's countdown) changes at the next Moscow midnight too.
    const daily = page.dates && page.descriptor.calendar?.daily?.(page) && campaignPhase(page.dates, instant) === 'running';
    const phase = daily ? Math.min(next, moscowDayEnd(moscowDay(instant))) : next;
    return changesOf ? changesOf(page).reduce((soonest, at) => (at > instant && at < soonest ? at : soonest), phase) : phase;
  };
  const carded = pages.flatMap((page) => {
    const hubCard = page.descriptor.discovery?.hubCard;
    return hubCard ? [{ page, hubCard }] : [];
  });
  /** A carded page's next change as the hub sees it: its phase, or the instant its card leaves. */
  const cardChangeOf = ({ page, hubCard }: (typeof carded)[number], instant: number) => {
    const leaves = hubCard.leaves?.(page) ?? Infinity;
    return Math.min(phaseChangeOf(page, instant), leaves > instant ? leaves : Infinity);
  };
  /** The soonest change of any card the page lists. */
  const anyCardChange = (instant: number) => carded.reduce((soonest, card) => Math.min(soonest, cardChangeOf(card, instant)), Infinity);
  const changeAfter = (page: PageEntry, instant: number) =>
    Math.min(page.descriptor.content?.listsPages ? anyCardChange(instant) : phaseChangeOf(page, instant), nextMoscowYear(instant));
  /**
   * Per page, the span from an instant asked for to its next change: nothing the page shows changes
   * inside it, so every request in it (a render asks three times) is answered by two compares
   * instead of the calendar's Moscow-day arithmetic.
   */
  const spans = new Map<PageEntry, { from: number; until: number; phase: CampaignPhase }>();
  const spanOf = (page: PageEntry, instant: number) => {
    let span = spans.get(page);
    if (!span || instant < span.from || instant >= span.until) {
      span = { from: instant, until: changeAfter(page, instant), phase: page.dates ? campaignPhase(page.dates, instant) : 'running' };
      spans.set(page, span);
    }
    return span;
  };
  return {
    phaseOf: (page, instant) => spanOf(page, instant).phase,
    nextChange: (page, instant) => spanOf(page, instant).until,
  };
}
