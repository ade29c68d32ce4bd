// The business pages' header's, feedback form's and cookie notice's texts of the site's own content file
// (content/site.json, pages/site-texts.ts), as every page's state carries them (`page.siteTexts`:
// the header's controls, the modal and the notice are islands). A module of its own, beside no other code, so the
// islands that read them carry only these selectors.
import { selectPage } from '../../store/slices/page.js';
import { NO_PAGE_SITE_TEXTS, type BusinessHeaderTexts, type CookieNoticeTexts, type FeedbackTexts } from '../../content/site-texts.js';

/** A state made outside the server's render has no site texts: the form, notice and header say nothing. */
export const selectFeedbackTexts = (state: Parameters<typeof selectPage>[0]): FeedbackTexts =>
  selectPage(state).siteTexts?.feedback ?? NO_PAGE_SITE_TEXTS.feedback;

export const selectCookieNoticeTexts = (state: Parameters<typeof selectPage>[0]): CookieNoticeTexts =>
  selectPage(state).siteTexts?.cookieNotice ?? NO_PAGE_SITE_TEXTS.cookieNotice;

export const selectBusinessHeaderTexts = (state: Parameters<typeof selectPage>[0]): BusinessHeaderTexts =>
  selectPage(state).siteTexts?.businessHeader ?? NO_PAGE_SITE_TEXTS.businessHeader;
