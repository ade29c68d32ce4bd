// The parts of the site's own content file (content/site.json, pages/site-texts.ts) every page's state carries,
// the footer's here (`page.siteTexts`: the business footer is an island); a
// state made outside the server's render (the studio's preview) has none, and they say nothing.
import { selectPage } from '../store/slices/page.js';
import { NO_PAGE_SITE_TEXTS, type PageSiteTexts } from '../content/site-texts.js';

/** The selector of one part of the site's texts a page's state carries (all its words empty without them). */
export const selectSiteTexts = <Part extends keyof PageSiteTexts>(part: Part) =>
  (state: Parameters<typeof selectPage>[0]): PageSiteTexts[Part] => selectPage(state).siteTexts?.[part] ?? NO_PAGE_SITE_TEXTS[part];

export const selectFooterTexts = selectSiteTexts('footer');

/** The words for screen readers every page's logo, dialogs, footer and progress bar read. */
export const selectLabelTexts = selectSiteTexts('labels');

/** The names of the retailer's sections the footer links (and the headers' way to every promotion). */
export const selectShopLinkTexts = selectSiteTexts('shopLinks');
