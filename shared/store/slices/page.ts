// Facts about the page being shown, fixed by the server for this request: which page,
// which site and base path, and the browser-visible part of configuration (an
// explicit, short allow-list, so nothing secret slips into the HTML). Never credentials.
import { createSlice } from '@reduxjs/toolkit';
import type { KindPart } from '../../content/own-file.js';
import type { Site } from '../../pages/sites.js';
import { SITE_BASES } from '../../pages/sites.js';
import type { PageSiteTexts } from '../../content/site-texts.js';
import type { Version } from '../../experiments/versions.js';

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
  /** What the page's kind adds to its state (its descriptor's `content.state`), read through its kind's selector. */
  kindState?: unknown;
  /**
   * A kind's own content file's value. The server's render only: the state sent to the browser leaves it out (the texts
   * are in the HTML already), so an island gets what it needs of it as its props.
   */
  content?: unknown;
  /** The texts of the site's own content file (content/site.json) that islands read. */
  siteTexts?: PageSiteTexts;
  /** A preview (docs/product.md §4): the page in the phase its bar chose, marked 'Предпросмотр'. */
  preview?: PreviewState;
  /** The page runs an experiment (docs/product.md §12): the version it shows from the first byte (server/experiments/page-version.ts). */
  experiment?: ExperimentState;
}

// A placeholder: the server always preloads the real page (server/routes/page-view.ts).
const initialState: PageState = {
  id: 'knauf2025', kind: 'campaign', site: 'promo', base: SITE_BASES.promo, canonicalPath: SITE_BASES.promo,
  analytics: {}, currentYear: 2025,
};

export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {},
  selectors: { selectPage: (state) => state },
});

export const { selectPage } = pageSlice.selectors;

type RootState = Parameters<typeof selectPage>[0];

/** A kind's part of `page` (its file's value or its kindState), typed by its key; on another kind's page, an error. */
export const kindPart = <T>(page: PageState, key: KindPart<T>): T => {
  if (page.kind !== key.kind) throw new Error(`the ${key.kind} kind's ${key.part} read on a ${page.kind} page`);
  return page[key.part] as T;
};
export const kindSelector = <T>(key: KindPart<T>) => (state: RootState): T => kindPart(selectPage(state), key);

/** A page under test's version: А (the live content) or Б. */
export interface ExperimentState {
  version: Version;
}

/**
 * What a preview's bar says besides the phase shown: which version of the campaign the page is:
 * its change under review in the studio, or the published campaign.
 */
export interface PreviewState {
  shows: 'review' | 'published';
  /** The experiment's version the link asked for (`?version=`), and the experiment's name. */
  experiment?: { version: Version; name: string };
}
