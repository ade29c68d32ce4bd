// The campaign a page shows, read in one place, so that discovery (structured data, the
// sitemap's dates) follows the same campaign data as the page itself.
import { CAMPAIGNS, type Campaign, type CampaignId } from '#shared/campaigns.js';
import type { PageEntry } from '#shared/pages/registry.js';

export function campaignOf(page: PageEntry): Campaign | undefined {
  return page.kind === 'campaign' ? CAMPAIGNS[page.id as CampaignId] : undefined;
}
