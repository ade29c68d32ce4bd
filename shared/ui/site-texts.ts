// The footer's texts of the site's own content file (content/site.json, pages/site-texts.ts),
// as every page's state carries them (`page.siteTexts`: the business footer is an island).
import { selectPage } from '../store/slices/page.js';
import type { FooterTexts, LabelTexts, ShopLinkTexts } from '../content/site-texts.js';

/** A state made outside the server's render (the studio's preview of a campaign) has no site texts: its footer says nothing. */
const NO_FOOTER_TEXTS: FooterTexts = {
  note: '', phoneNote: '', businessPhoneNote: '', linksTitle: '', policy: '', apps: '', payments: '', social: '',
};
const NO_LABEL_TEXTS: LabelTexts = { logoHome: '', close: '', shopSections: '', loading: '' };
const NO_SHOP_LINK_TEXTS: ShopLinkTexts = { catalog: '', promotions: '', club: '', delivery: '', stores: '' };

export const selectFooterTexts = (state: Parameters<typeof selectPage>[0]): FooterTexts =>
  selectPage(state).siteTexts?.footer ?? NO_FOOTER_TEXTS;

/** The words for screen readers every page's logo, dialogs, footer and progress bar read. */
export const selectLabelTexts = (state: Parameters<typeof selectPage>[0]): LabelTexts =>
  selectPage(state).siteTexts?.labels ?? NO_LABEL_TEXTS;

/** The names of the retailer's sections the footer links (and the headers' way to every promotion). */
export const selectShopLinkTexts = (state: Parameters<typeof selectPage>[0]): ShopLinkTexts =>
  selectPage(state).siteTexts?.shopLinks ?? NO_SHOP_LINK_TEXTS;
