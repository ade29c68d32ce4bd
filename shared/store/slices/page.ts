// Facts about the page being shown, fixed by the server for this request: which page,
// which site and base path, and the browser-visible part of configuration (an
// explicit, short allow-list, so nothing secret slips into the HTML). Never credentials.
import { createSlice } from '@reduxjs/toolkit';
import type { Site } from '../../pages/sites.js';
import { SITE_BASES } from '../../pages/sites.js';
import type { FooterTexts } from '../../content/site-texts.js';
import type { Campaign } from '../../content/campaign-schema.js';
import type { ShownPhase } from '../../content/calendar.js';
import type { RasterBanner } from '../../ui/banner.js';

/** A campaign page's content and its phase when rendered (a hidden campaign has no page), and its raster banner when it has one. */
export type CampaignOnPage = Campaign & { phase: ShownPhase; banner?: RasterBanner };

/** One promotion on the hub (/promo/): a card linking to its page. */
export interface HubEntry {
  id: string;
  href: string;
  /** The card's name: a campaign's hubTitle ('Акция Knauf 2025'), 'Карта электрика'. */
  name: string;
  lead: string;
  phase: ShownPhase;
  /** ISO days; karta-elektrika has none. */
  starts?: string;
  ends?: string;
  /** The card's picture (a campaign's large banner), 1200×630 or 600×440. */
  image: { src: string; width: number; height: number };
  /** A campaign pinned first in its section (its file's `order`). */
  order?: number;
  /** The card links to the promotion's results (a finished campaign's leaderboard): it says «Итоги акции →». */
  results?: true;
}

export interface PageState {
  /** The route table's id and kind of the page (pages/route-table.ts, on the server). */
  id: string;
  kind: string;
  site: Site;
  base: string;
  /** Absolute origin-less canonical path of this page. */
  canonicalPath: string;
  analytics: { gtmId?: string; yandexMetrikaId?: string };
  currentYear: number;
  /** Campaign pages only: what the page shows comes from here, not from a table in the bundle. */
  campaign?: CampaignOnPage;
  /**
   * A kind with a content file of its own (PageKindDescriptor.content.own): that file's value,
   * as checked by the schema its kind declares; its kind's components read it with that type.
   * The server's render only: the state sent to the browser leaves it out (the texts are in
   * the HTML already), so an island gets what it needs of it as its props.
   */
  content?: unknown;
  /** The footer's texts of the site's own content file (content/site.json): every page shows them. */
  siteTexts?: { footer: FooterTexts };
  /** The hub only: every public promotion at the time of the render. */
  hub?: HubEntry[];
  /** A preview (docs/product.md §4): the page in the phase its bar chose, marked 'Предпросмотр'. */
  preview?: PreviewState;
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

/** What a preview's bar says besides the phase shown: whether the page is the campaign's draft. */
export interface PreviewState {
  draft: boolean;
}
