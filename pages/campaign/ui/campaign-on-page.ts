// A campaign page's own state (PageState.kindState, put there by pages/campaign/kind.ts's
// `content.state`): the campaign's file, the phase it is rendered in (a hidden campaign has
// no page) and its raster banner when it has one. What the page shows comes from here, not
// from a table in the bundle.
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { ShownPhase } from '#shared/content/calendar.js';
import type { RasterBanner } from '#shared/ui/banner.js';
import { kindStateSelector } from '#shared/store/slices/page.js';

export type CampaignOnPage = Campaign & { phase: ShownPhase; banner?: RasterBanner };

/** The campaign page's campaign; only a campaign page's state holds one. */
export const selectCampaignOnPage = kindStateSelector<CampaignOnPage | undefined>();
