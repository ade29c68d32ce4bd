// The business pages' header's, feedback form's and cookie notice's texts of the site's own content file
// (content/site.json, pages/site-texts.ts), as every page's state carries them (`page.siteTexts`:
// the header's controls, the modal and the notice are islands). A module of its own, beside no other code, so the
// islands that read them carry only these selectors (made by shared/ui/site-texts.ts).
import { selectSiteTexts } from '../../ui/site-texts.js';

/** A state made outside the server's render has no site texts: the form, notice and header say nothing. */
export const selectFeedbackTexts = selectSiteTexts('feedback');
export const selectCookieNoticeTexts = selectSiteTexts('cookieNotice');
export const selectBusinessHeaderTexts = selectSiteTexts('businessHeader');
