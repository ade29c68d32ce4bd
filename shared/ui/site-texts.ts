// The footer's texts of the site's own content file (content/site.json, pages/site-texts.ts),
// as every page's state carries them (`page.siteTexts`: the business footer is an island); a
// state made outside the server's render (the studio's preview) has none, and they say nothing.
import { selectPage } from '../store/slices/page.js';
import { NO_PAGE_SITE_TEXTS, type FooterTexts, type LabelTexts, type ShopLinkTexts } from '../content/site-texts.js';

export const selectFooterTexts = (state: Parameters<typeof selectPage>[0]): FooterTexts =>
  selectPage(state).siteTexts?.footer ?? NO_PAGE_SITE_TEXTS.footer;

/** The words for screen readers every page's logo, dialogs, footer and progress bar read. */
export const selectLabelTexts = (state: Parameters<typeof selectPage>[0]): LabelTexts =>
  selectPage(state).siteTexts?.labels ?? NO_PAGE_SITE_TEXTS.labels;

/** The names of the retailer's sections the footer links (and the headers' way to every promotion). */
export const selectShopLinkTexts = (state: Parameters<typeof selectPage>[0]): ShopLinkTexts =>
  selectPage(state).siteTexts?.shopLinks ?? NO_PAGE_SITE_TEXTS.shopLinks;
