// The parts of the site's own content file (content/site.json, pages/site-texts.ts) every page's state carries,
// the footer's here (`page.siteTexts`: the business footer is an island). Every state has them: the
// server's render puts them in, and the studio's preview draws a page once it has them.
import { selectPage } from '../store/slices/page.js';
import type { PageSiteTexts } from '../content/site-texts.js';

/** The selector of one part of the site's texts a page's state carries; a state without it is an error. */
export const selectSiteTexts = <Part extends keyof PageSiteTexts>(part: Part) =>
  (state: Parameters<typeof selectPage>[0]): NonNullable<PageSiteTexts[Part]> => {
    const texts = selectPage(state).siteTexts?.[part];
    if (!texts) throw new Error(`a page's state without the site's ${part} texts: made outside the server's render, or no business page`);
    return texts;
  };

export const selectFooterTexts = selectSiteTexts('footer');

/** The words for screen readers every page's logo, dialogs, footer and progress bar read. */
export const selectLabelTexts = selectSiteTexts('labels');

/** The names of the retailer's sections the footer links (and the headers' way to every promotion). */
export const selectShopLinkTexts = selectSiteTexts('shopLinks');
