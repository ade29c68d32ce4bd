// A page's campaign, for the services only campaigns have (a preview, an experiment's version Б, the
// phase's texts in the head, the raster banner of a link preview, the studio's list, the
// sitemap's archived ones): asked of the page's kind (PageKindDescriptor.campaign), so no
// generic type carries a campaign.
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { PageEntry } from './page-kind.js';

/** The page's campaign; none when its kind's pages are not campaigns. */
export const campaignOf = (page: PageEntry): Campaign | undefined => page.descriptor.campaign?.of(page);

/**
 * What a preview's grant names for the page: its campaign's id, or the page's own for another page that can run an
 * experiment (a supplier's link to its versions, server/preview/preview-page.ts); none for any other page.
 */
export const previewIdOf = (page: PageEntry): string | undefined =>
  campaignOf(page)?.id ?? (page.descriptor.experiment ? page.id : undefined);

/** The page made from `campaign` in place of its own; the page itself when its kind's pages are not campaigns. */
export const withCampaign = (page: PageEntry, campaign: Campaign): PageEntry =>
  page.descriptor.campaign?.withCampaign(page, campaign) ?? page;
