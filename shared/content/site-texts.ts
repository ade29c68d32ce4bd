// The site's own texts (content/site.json, pages/site-texts.ts) as the pages and the server
// read them: the footer's (shared/ui/site-texts.ts), the 404 page's and the other error
// pages' (server/answers/error-page.ts).
import type { Site } from '../pages/sites.js';
import type { ShownPhase } from './calendar.js';

export interface FooterTexts {
  note: string;
  phoneNote: string;
  /** The business footer's note over the city's phone: CITY in it. */
  businessPhoneNote: string;
  linksTitle: string;
  policy: string;
  apps: string;
  payments: string;
  social: string;
}

/** The names of the retailer's sections the footer links (shared/ui/site-links.ts has their addresses). */
export interface ShopLinkTexts {
  catalog: string;
  /** Also the headers' way to the hub. */
  promotions: string;
  club: string;
  delivery: string;
  stores: string;
}

/** Where the business footer's phone note names the active city. */
export const CITY = '{город}';

/** Words for screen readers on every page: the logo's link, a dialog's close button, the footer's shop links. */
export interface LabelTexts {
  logoHome: string;
  close: string;
  shopSections: string;
  /** The progress bar's name while a call of an island lasts (client/progress.ts). */
  loading: string;
}

/** Where the 429 page's message names the minutes to wait. */
export const MINUTES = '{минут}';

/** The texts of the pages the server answers instead of a page (server/answers/error-page.ts). */
export interface ErrorTexts {
  /** 500: the message under the status and the lead. */
  serverError: { title: string; lead: string };
  /** Under every page but the 404 and the busy page: the link back to the visitor's page of ours (the hub's link says notFound.home). */
  back: string;
  /** 503 while the site sheds load: the message and the lead. */
  busy: { message: string; lead: string };
  /** 429 to a card form without JavaScript, and the /api's 429: the message (MINUTES in it) and the lead. */
  tooMany: { message: string; lead: string };
  /** 400: the page's title (its status follows in brackets) and lead. */
  badRequest: RefusedPageTexts;
  /** 403 (a post from another site, a preview link that no longer opens). */
  forbidden: RefusedPageTexts;
  /** 413: a form sent too large. */
  tooLarge: RefusedPageTexts;
  /** 415: a body of a type no form of ours sends. */
  unsupported: RefusedPageTexts;
  /** The message of a refusal that names its words (server/answers/http-errors.ts: `words`), on its page and in its JSON. */
  refusals: Record<RefusalWords, string>;
}

/** A refused request's page: its title and the lead under its message. */
export interface RefusedPageTexts {
  title: string;
  lead: string;
}

/** The refusals with words of their own: a cross-site post, an expired and a revoked preview link. */
export type RefusalWords = 'crossSite' | 'previewExpired' | 'previewRevoked';

/** The card number field and the card check's button, wherever a page asks for a club card (shared/ui/card-check-form.tsx). */
export interface CardFormTexts {
  label: string;
  placeholder: string;
  clear: string;
  submit: string;
  busy: string;
  /** The field's errors (after a submit) and its helper on a focused empty field: docs/product.md §5's words. */
  empty: string;
  incomplete: string;
  required: string;
}

/** The business pages' feedback form, in the modal and in the page's block without JS (shared/features/business/feedback-form.tsx). */
export interface FeedbackTexts {
  heading: string;
  note: string;
  name: string;
  phone: string;
  email: string;
  topic: string;
  topicPlaceholder: string;
  message: string;
  submit: string;
  sending: string;
  sent: string;
  understood: string;
  /** The form's answers that are not a success: a field's error, the form refused, the send failed. */
  errors: FeedbackErrorTexts;
}

/** Where a feedback error names a limit of the form's rules: the number with its noun («2 символов»). */
export const CHARACTERS = '{символов}';

/**
 * The feedback form's errors (shared/validation/feedback.ts picks one per field by the rules,
 * which keep the limits; nameShort, nameLong and msgLong name theirs with CHARACTERS).
 */
export interface FeedbackErrorTexts {
  /** A form refused as a whole; the fields say why. */
  refused: string;
  /** The send failed (no answer, the service down). */
  failed: string;
  nameEmpty: string;
  nameShort: string;
  nameLong: string;
  phoneEmpty: string;
  phoneInvalid: string;
  emailInvalid: string;
  valueEmpty: string;
  valueUnknown: string;
  msgLong: string;
  /** A field the upstream refused for reasons of its own (the email and the topic say emailInvalid and valueUnknown). */
  nameRefused: string;
  phoneRefused: string;
  msgRefused: string;
}

/** The law layout's cookie notice (shared/features/business/cookie-banner.tsx). */
export interface CookieNoticeTexts {
  label: string;
  text: string;
  accept: string;
}

/** The business header (shared/features/business/business-header.tsx, city-picker.tsx). */
export interface BusinessHeaderTexts {
  logoNote: string;
  hours: string;
  callback: string;
  callbackMessage: string;
  city: string;
  noCity: string;
  cities: string;
}

/** A promotion's status chip, by phase (shared/ui/status-chip.tsx): the campaign hero and the hub's cards. */
export type PhaseChipTexts = Record<ShownPhase, string>;

export interface SiteTexts {
  footer: FooterTexts;
  shopLinks: ShopLinkTexts;
  labels: LabelTexts;
  cardForm: CardFormTexts;
  feedback: FeedbackTexts;
  cookieNotice: CookieNoticeTexts;
  businessHeader: BusinessHeaderTexts;
  phaseChips: PhaseChipTexts;
  notFound: {
    headline: string;
    lead: Record<Site, string>;
    home: string;
    pagesTitle: Record<Site, string>;
    stalePreview: string;
    /** The lasting pages it lists, by page id. */
    pages: Record<string, { name: string; note: string }>;
  };
  errors: ErrorTexts;
}

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
 * site.json's empty value (the 404's and error pages') is the server's (pages/site-texts.ts).
 */
export const NO_PAGE_SITE_TEXTS: PageSiteTexts = {
  footer: { note: '', phoneNote: '', businessPhoneNote: '', linksTitle: '', policy: '', apps: '', payments: '', social: '' },
  shopLinks: { catalog: '', promotions: '', club: '', delivery: '', stores: '' },
  labels: { logoHome: '', close: '', shopSections: '', loading: '' },
  cardForm: { label: '', placeholder: '', clear: '', submit: '', busy: '', empty: '', incomplete: '', required: '' },
  feedback: {
    heading: '', note: '', name: '', phone: '', email: '', topic: '', topicPlaceholder: '', message: '',
    submit: '', sending: '', sent: '', understood: '',
    errors: {
      refused: '', failed: '', nameEmpty: '', nameShort: '', nameLong: '', phoneEmpty: '', phoneInvalid: '', emailInvalid: '',
      valueEmpty: '', valueUnknown: '', msgLong: '', nameRefused: '', phoneRefused: '', msgRefused: '',
    },
  },
  cookieNotice: { label: '', text: '', accept: '' },
  businessHeader: { logoNote: '', hours: '', callback: '', callbackMessage: '', city: '', noCity: '', cities: '' },
  phaseChips: { upcoming: '', running: '', finished: '' },
};
