// The site's own texts (content/site.json, pages/site-texts.ts): the footer's, which every
// page's state carries (`page.siteTexts`: the business footer is an island), and the 404
// page's, which the server reads (server/render/error-page.ts).
import type { Site } from '../pages/sites.js';
import { selectPage } from '../store/slices/page.js';

export interface FooterTexts {
  note: string;
  phoneNote: string;
  linksTitle: string;
  policy: string;
  apps: string;
  payments: string;
  social: string;
}

export interface SiteTexts {
  footer: FooterTexts;
  notFound: {
    headline: string;
    lead: Record<Site, string>;
    home: string;
    pagesTitle: Record<Site, string>;
    stalePreview: string;
  };
}

/** A state made outside the server's render (the studio's preview of a campaign) has no site texts: its footer says nothing. */
const NO_FOOTER_TEXTS: FooterTexts = { note: '', phoneNote: '', linksTitle: '', policy: '', apps: '', payments: '', social: '' };

export const selectFooterTexts = (state: Parameters<typeof selectPage>[0]): FooterTexts =>
  selectPage(state).siteTexts?.footer ?? NO_FOOTER_TEXTS;
