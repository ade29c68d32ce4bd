// Facts about the page being shown, fixed by the server for this request: which page,
// which site and base path, and the browser-visible part of configuration (an
// explicit, short allow-list, so nothing secret slips into the HTML). Never credentials.
import { createSlice } from '@reduxjs/toolkit';
import type { PageId, PageKind, Site } from '../../pages/registry.js';
import { SITE_BASES } from '../../pages/sites.js';
import type { Campaign, LovecategoryDates } from '../../content/campaign-schema.js';
import type { CampaignPhase } from '../../content/calendar.js';

/** A campaign page's content and its phase when rendered (a hidden campaign has no page). */
export type CampaignOnPage = Campaign & { phase: Exclude<CampaignPhase, 'hidden'> };

export interface PageState {
  id: PageId;
  kind: PageKind;
  site: Site;
  base: string;
  /** Absolute origin-less canonical path of this page. */
  canonicalPath: string;
  analytics: { gtmId?: string; yandexMetrikaId?: string };
  currentYear: number;
  /** Campaign pages only: what the page shows comes from here, not from a table in the bundle. */
  campaign?: CampaignOnPage;
  /** lovecategory only: its dates from content/lovecategory.json. */
  lovecategory?: LovecategoryDates;
}

// A placeholder: the server always preloads the real page (server/routes/pages.ts).
const initialState: PageState = {
  id: 'knauf2025', kind: 'campaign', site: 'promo', base: SITE_BASES.promo, canonicalPath: SITE_BASES.promo,
  analytics: {}, currentYear: 2025,
};

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {},
  selectors: {
    selectPage: (state) => state,
  },
});

export const { selectPage } = pageSlice.selectors;
