// sert, the business area's gift certificates (docs/product.md §4). The business host keeps
// serving links to its promo path made before it had its own (a 301 there).
import { SertPage, sertBreadcrumbs } from '#shared/features/business/sert-page.js';
import { BUSINESS_KIND } from '../business/business-kind.js';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { sertSchema } from '#shared/features/business/sert-schema.js';
import { SERT_TEXTS, selectSertTexts } from '#shared/features/business/business-texts.js';

export const sert = defineKind({
  kind: 'sert',
  // Its own content file, content/sert.json (docs/decisions/090-page-kinds.md).
  content: {
    own: kindContent({
      schema: sertSchema, key: SERT_TEXTS, form: '«Подарочные сертификаты»',
      title: 'Тексты страницы «Подарочные сертификаты» (docs/content.md)',
    }),
  },
  pages: ({ content }) => [{ id: 'sert', paths: { promo: '/promo/sert/', business: '/sert/' }, ...pageHead(content) }],
  redirects: [{ site: 'business', fromSite: 'promo' }],
  Page: SertPage,
  experiment: { goals: ['feedback-sent'] },
  ...BUSINESS_KIND,
  discovery: {
    ...BUSINESS_KIND.discovery,
    // The trail it shows, each step at its page's canonical URL when that is known.
    structuredData: (parts) => ({
      ...parts.webPage(),
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: sertBreadcrumbs(selectSertTexts({ page: parts.state }).breadcrumbs).map((step, index) => {
          const url = parts.urlOf(step.page);
          return { '@type': 'ListItem', position: index + 1, name: step.name, ...(url ? { item: url } : {}) };
        }),
      },
    }),
  },
});
