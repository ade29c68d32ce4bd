// The business pages' header's, feedback form's and cookie notice's texts of the site's own content file
// (content/site.json, pages/site-texts.ts), as every page's state carries them (`page.siteTexts`:
// the header's controls, the modal and the notice are islands). A module of its own, beside no other code, so the
// islands that read them carry only these selectors.
import { selectPage } from '../../store/slices/page.js';
import type { BusinessHeaderTexts, CookieNoticeTexts, FeedbackTexts } from '../../content/site-texts.js';

/** A state made outside the server's render has no site texts: the form says nothing. */
const NO_FEEDBACK_TEXTS: FeedbackTexts = {
  heading: '', note: '', name: '', phone: '', email: '', topic: '', topicPlaceholder: '', message: '',
  submit: '', sending: '', sent: '', understood: '',
  errors: {
    refused: '', failed: '', nameEmpty: '', nameShort: '', nameLong: '', phoneEmpty: '', phoneInvalid: '', emailInvalid: '',
    valueEmpty: '', valueUnknown: '', msgLong: '', nameRefused: '', phoneRefused: '', msgRefused: '',
  },
};
const NO_COOKIE_NOTICE_TEXTS: CookieNoticeTexts = { label: '', text: '', accept: '' };
const NO_HEADER_TEXTS: BusinessHeaderTexts = {
  logoNote: '', hours: '', callback: '', callbackMessage: '', city: '', noCity: '', cities: '',
};

export const selectFeedbackTexts = (state: Parameters<typeof selectPage>[0]): FeedbackTexts =>
  selectPage(state).siteTexts?.feedback ?? NO_FEEDBACK_TEXTS;

export const selectCookieNoticeTexts = (state: Parameters<typeof selectPage>[0]): CookieNoticeTexts =>
  selectPage(state).siteTexts?.cookieNotice ?? NO_COOKIE_NOTICE_TEXTS;

export const selectBusinessHeaderTexts = (state: Parameters<typeof selectPage>[0]): BusinessHeaderTexts =>
  selectPage(state).siteTexts?.businessHeader ?? NO_HEADER_TEXTS;
