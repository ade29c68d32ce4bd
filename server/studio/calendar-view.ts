// What the studio's calendar draws (calendar-page.ts), from the content served now and the
// site's clock: every campaign with its dates, status and pending edit, and the schedule.
import { moscowDay } from '#shared/content/calendar.js';
import type { SiteContent } from '../content/site-content.js';
import { campaignOf } from '../pages/campaign-pages.js';
import type { CalendarView } from './calendar-page.js';

export function calendarView(site: SiteContent, month: string | undefined, editable: boolean): CalendarView {
  const now = site.clock.now();
  const today = moscowDay(now);
  const campaigns = site.routes.pages.flatMap((page) => {
    const campaign = campaignOf(page);
    if (!campaign) return [];
    return [{
      id: campaign.id, title: campaign.title, status: campaign.status ?? 'published',
      ...(campaign.announce ? { announce: campaign.announce } : {}), starts: campaign.starts, ends: campaign.ends,
      ...(campaign.endedEarly ? { endedEarly: campaign.endedEarly } : {}),
      running: site.calendar.phaseOf(page, now) === 'running', pendingEdit: site.draftOf(campaign.id) !== undefined,
    }];
  }).sort((a, b) => a.starts.localeCompare(b.starts));
  return { month: month ?? today.slice(0, 7), today, now, campaigns, schedule: site.content.schedule ?? [], editable };
}
