// The site's own texts (content/site.json) as the pages and the server read them: its schema's type, imported as a
// type only, so the browser code does not carry zod.
import type { SiteTexts, siteTextsSchema } from './site-texts-schema.js';
import { ownFile } from './own-file.js';

export type { SiteTexts };
/** The site's own file's key: named `site`, which no page kind may take (server/pages/page-registry.ts). */
export const SITE_TEXTS_FILE = ownFile<typeof siteTextsSchema>('site');
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

/** The parts of the site's texts a page's state carries: what islands read (the 404's and error pages' are the server's). */
const PAGE_PARTS = ['footer', 'shopLinks', 'labels', 'cardForm', 'phaseChips'] as const;
/**
 * The parts only the business pages' islands read (shared/features/business/business-site-texts.ts): carried by the
 * states of a kind that says so (PageKindDescriptor's `businessTexts`), 2.3 KB no other page sends.
 */
const BUSINESS_PARTS = ['feedback', 'cookieNotice', 'businessHeader'] as const;
export type PageSiteTexts = Pick<SiteTexts, (typeof PAGE_PARTS)[number]> & Partial<Pick<SiteTexts, (typeof BUSINESS_PARTS)[number]>>;

export const pageSiteTexts = (texts: SiteTexts, business = false): PageSiteTexts =>
  Object.fromEntries([...PAGE_PARTS, ...(business ? BUSINESS_PARTS : [])].map((part) => [part, texts[part]])) as PageSiteTexts;
