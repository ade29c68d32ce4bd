// The site's own texts (content/site.json, pages/site-texts.ts) as the pages and the server
// read them: the footer's (shared/ui/site-texts.ts) and the 404 page's
// (server/render/error-page.ts).
import type { Site } from '../pages/sites.js';

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
    /** The lasting pages it lists, by page id. */
    pages: Record<string, { name: string; note: string }>;
  };
}
