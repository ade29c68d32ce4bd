// A campaign page's own state (PageState.kindState, put there by pages/campaign/kind.ts's
// `content.state`): the campaign's file, the phase it is rendered in (a hidden campaign has
// no page) and its raster banner when it has one. What the page shows comes from here, not
// from a table in the bundle.
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { ShownPhase } from '#shared/content/calendar.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import { kindSelector } from '#shared/store/slices/page.js';
import { ownState } from '#shared/content/own-file.js';

export type CampaignOnPage = Campaign & { phase: ShownPhase; banner?: RasterBanner };

/** The campaign page's campaign (none while hidden: no page then); only a campaign page's state holds one. */
export const CAMPAIGN_ON_PAGE = ownState<CampaignOnPage | undefined>('campaign');
export const selectCampaignOnPage = kindSelector(CAMPAIGN_ON_PAGE);
