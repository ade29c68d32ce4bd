// The site's own texts (content/site.json) as the pages and the server read them: the type is
// its schema's (shared/content/site-texts-schema.ts, imported as a type only, so the browser
// code does not carry zod), some parts named by the code that reads them: the 404 page's and the other
// error pages' (server/answers/error-page.ts); the islands' parts are selected by shared/ui/site-texts.ts.
import type { SiteTexts } from './site-texts-schema.js';

export type { SiteTexts };
/** The names of the retailer's sections the footer links (shared/ui/site-links.ts has their addresses). */
export type ShopLinkTexts = SiteTexts['shopLinks'];
/** The texts of the pages the server answers instead of a page (server/answers/error-page.ts). */
export type ErrorTexts = SiteTexts['errors'];
/** The refusals with words of their own: a cross-site post, an expired and a revoked preview link. */
export type RefusalWords = keyof ErrorTexts['refusals'];
/** The business pages' feedback form, in the modal and in the page's block without JS (shared/features/business/feedback-form.tsx). */
export type FeedbackTexts = SiteTexts['feedback'];
/** The feedback form's errors (shared/validation/feedback.ts picks one per field by the rules, which keep the limits). */
export type FeedbackErrorTexts = FeedbackTexts['errors'];

/** What a page's state carries of the site's texts: what islands read (the 404's and error pages' are the server's). */
export type PageSiteTexts = Pick<
  SiteTexts, 'footer' | 'shopLinks' | 'labels' | 'cardForm' | 'feedback' | 'cookieNotice' | 'businessHeader' | 'phaseChips'
>;

export const pageSiteTexts = (
  { footer, shopLinks, labels, cardForm, feedback, cookieNotice, businessHeader, phaseChips }: SiteTexts,
): PageSiteTexts => ({ footer, shopLinks, labels, cardForm, feedback, cookieNotice, businessHeader, phaseChips });

/**
 * What the islands read of the site's texts, all empty: a state made outside the server's
 * render (the studio's preview before it has the served texts) shows no word. The rest of
 * site.json's empty value (the 404's and error pages') is the server's (its schema's emptyOf, server/pages/page-kind.ts).
 */
export const NO_PAGE_SITE_TEXTS: PageSiteTexts = {
  footer: { note: '', phoneNote: '', businessPhoneNote: '', linksTitle: '', policy: '', apps: '', payments: '', social: '' },
  shopLinks: { catalog: '', promotions: '', club: '', delivery: '', stores: '' },
  labels: { logoHome: '', close: '', shopSections: '', loading: '' },
  cardForm: { label: '', placeholder: '', clear: '', submit: '', busy: '', empty: '', incomplete: '', required: '' },
  feedback: {
    heading: '', note: '', name: '', phone: '', email: '', topic: '', topicPlaceholder: '', message: '',
    submit: '', sending: '', sent: '', understood: '', consent: { text: '', link: '' },
    errors: {
      refused: '', failed: '', nameEmpty: '', nameShort: '', nameLong: '', phoneEmpty: '', phoneInvalid: '', emailInvalid: '',
      valueEmpty: '', valueUnknown: '', msgLong: '', nameRefused: '', phoneRefused: '', msgRefused: '',
    },
  },
  cookieNotice: { label: '', text: '', accept: '' },
  businessHeader: { logoNote: '', hours: '', callback: '', callbackMessage: '', city: '', noCity: '', cities: '' },
  phaseChips: { upcoming: '', running: '', finished: '' },
};
