// What the studio's calendar draws (calendar-page.ts), from the content served now and the
// site's clock: every campaign with its dates, status and pending edit, and the schedule with
// the fields each change sets by their labels in the studio's form. Unasked, the month is today's
// if a campaign is on the site in it, else the nearest month one is: the next campaign's first, else the last one's end.
import { moscowDay } from '#shared/content/calendar.js';
import type { CampaignDays } from '#shared/content/campaign-state-words.js';
import type { SiteContent } from '../content/site-content.js';
import { campaignOf } from '../pages/campaign-pages.js';
import { SCHEDULED_FIELDS, type ScheduledChange } from '#shared/content/scheduled-change-schema.js';
import type { FormWords } from './site-state.js';

export type CalendarView = ReturnType<typeof calendarView>;
export type CalendarCampaign = CalendarView['campaigns'][number];

/** The campaign is on the site some day of `month` (`2025-10`): announced, running or ending in it. */
export const inMonth = (campaign: CampaignDays, month: string): boolean =>
  (campaign.announce ?? campaign.starts).slice(0, 7) <= month && campaign.ends.slice(0, 7) >= month;

/** The month to open on: today's if a campaign is on the site in it, else the next campaign's first, else the last one's last. */
function monthWithCampaigns(campaigns: readonly CampaignDays[], today: string): string {
  const month = today.slice(0, 7);
  if (campaigns.length === 0 || campaigns.some((campaign) => inMonth(campaign, month))) return month;
  const next = campaigns.map((campaign) => campaign.announce ?? campaign.starts).filter((day) => day > today).sort()[0];
  return (next ?? campaigns.map((campaign) => campaign.ends).sort().at(-1)!).slice(0, 7);
}

/** The fields a change sets, by their labels in the studio's form (their keys without them). */
const labelsOf = (change: ScheduledChange, formWords: FormWords | undefined) => SCHEDULED_FIELDS
  .filter((field) => change[field] !== undefined).map((field) => formWords?.label(`campaigns/${change.campaign}.json`, field) ?? field);

/** `editable`: the buttons work (the embedded studio's repository); false: a git host's. */
export function calendarView(site: SiteContent, month: string | undefined, editable: boolean, formWords?: FormWords) {
  const now = site.clock.now();
  const today = moscowDay(now);
  const campaigns = site.routes.pages.flatMap((page) => {
    const campaign = campaignOf(page);
    if (!campaign) return [];
    return [{
      id: campaign.id, title: campaign.title, status: campaign.status ?? 'published',
      ...(campaign.announce ? { announce: campaign.announce } : {}), starts: campaign.starts, ends: campaign.ends,
      ...(campaign.endedEarly ? { endedEarly: campaign.endedEarly } : {}),
      // Its phase now, by the site's clock.
      running: site.calendar.phaseOf(page, now) === 'running',
    }];
  }).sort((a, b) => a.starts.localeCompare(b.starts));
  const schedule = (site.content.schedule ?? []).map((change) => ({ ...change, what: labelsOf(change, formWords) }));
  return { month: month ?? monthWithCampaigns(campaigns, today), today, now, campaigns, schedule, editable };
}
