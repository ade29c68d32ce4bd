// What the calendar means for a page of the route table (docs/product.md §4): a campaign page's
// phase and the instant it next changes, lovecategory's end (content/lovecategory.json,
// or LOVECATEGORY_FINISHED), and the hub, which changes whenever any of them does. Other
// pages have no phase: always shown. Every page changes at New Year (its '© 2003–{year}'),
// so no page rendered in one year is kept into the next.
import { campaignPhase, hubLeaves, moscowDayEnd, nextMoscowYear, nextPhaseChange, type CampaignPhase } from '#shared/content/calendar.js';
import type { Campaign, LovecategoryDates } from '#shared/content/campaign-schema.js';
import type { PageEntry } from '#shared/pages/registry.js';


export interface PageCalendar {
  /** A campaign page's phase; 'running' for pages without a calendar; lovecategory 'running' or 'finished'. */
  phaseOf(page: PageEntry, instant: number): CampaignPhase;
  /** The first instant after `instant` at which what the page shows changes: its phase, or the year. */
  nextChange(page: PageEntry, instant: number): number;
}

export function createPageCalendar(
  campaigns: readonly Campaign[], lovecategory: LovecategoryDates, lovecategoryFinished: boolean,
): PageCalendar {
  /** 24:00 of lovecategory's last day; Infinity without an end, -Infinity when configured as finished. */
  const lovecategoryEnds = lovecategoryFinished ? -Infinity : lovecategory.ends === undefined ? Infinity : moscowDayEnd(lovecategory.ends);
  /** A campaign's next change as the hub sees it: its phase, or the day it leaves the hub. */
  const hubChangeOf = (campaign: Campaign, instant: number) => {
    const leaves = hubLeaves(campaign);
    return Math.min(nextPhaseChange(campaign, instant), campaign.status !== 'draft' && leaves > instant ? leaves : Infinity);
  };
  /** The hub's next change: the soonest of every campaign's and lovecategory's. */
  const anyChange = (instant: number) =>
    campaigns.reduce(
      (soonest, campaign) => Math.min(soonest, hubChangeOf(campaign, instant)),
      instant < lovecategoryEnds ? lovecategoryEnds : Infinity,
    );
  const nextPhaseChangeOf = (page: PageEntry, instant: number): number => {
    if (page.campaign) return nextPhaseChange(page.campaign, instant);
    if (page.kind === 'lovecategory' && instant < lovecategoryEnds) return lovecategoryEnds;
    return page.kind === 'hub' ? anyChange(instant) : Infinity;
  };
  return {
    phaseOf(page, instant) {
      if (page.campaign) return campaignPhase(page.campaign, instant);
      if (page.kind === 'lovecategory') return instant < lovecategoryEnds ? 'running' : 'finished';
      return 'running';
    },
    nextChange(page, instant) {
      return Math.min(nextPhaseChangeOf(page, instant), nextMoscowYear(instant));
    },
  };
}
