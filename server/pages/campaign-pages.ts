// A page's campaign, for the services only campaigns have (a preview and its draft, the
// phase's texts in the head, the raster banner of a link preview, the studio's list, the
// sitemap's archived ones): asked of the page's kind (PageKindDescriptor.campaign), so no
// generic type carries a campaign.
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { PageEntry } from './page-kind.js';

/** The page's campaign; none when its kind's pages are not campaigns. */
export const campaignOf = (page: PageEntry): Campaign | undefined => page.descriptor.campaign?.of(page);

/** The page made from `campaign` in place of its own; the page itself when its kind's pages are not campaigns. */
export const withCampaign = (page: PageEntry, campaign: Campaign): PageEntry =>
  page.descriptor.campaign?.withCampaign(page, campaign) ?? page;
