// An experiment's days checked in its form at once, with no round trip (docs/content.md «Эксперимент»): a campaign's test
// lies inside the campaign's days, told in the operator's words naming the campaign by its title (site-facts.ts has
// the campaigns' days). The site checks the same on every save (server/content/experiments.ts); this only spares the
// operator a save sent to come back refused.
import { formatDay } from '#shared/ui/format-dates.js';

/** A campaign as the studio knows it from the site. */
export interface CampaignDays {
  title: string;
  starts: string;
  ends: string;
}

/** The problem of the experiment form's field `path` (its first or last day) with `data`; '' for none. */
export function experimentDaysProblem(path: string, data: Record<string, unknown>, campaigns: ReadonlyMap<string, CampaignDays>): string {
  const campaign = campaigns.get(String(data.page ?? data.campaign ?? ''));
  const day = data[path];
  if (!campaign || typeof day !== 'string') return '';
  if (path === 'ends' && day > campaign.ends) return `Позже последнего дня акции «${campaign.title}» (${formatDay(campaign.ends)})`;
  if (path === 'starts' && day < campaign.starts) return `Раньше первого дня акции «${campaign.title}» (${formatDay(campaign.starts)})`;
  return '';
}
