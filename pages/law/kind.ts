// law, the business area's home (docs/product.md §4): /promo/law, and the business host's base.
import { LawPage } from '#shared/features/business/law-page.js';
import { BUSINESS_KIND } from '../business/business-kind.js';
import { defineKind, kindContent } from '#server/pages/page-kind.js';
import { pageHead } from '#shared/content/phase-texts.js';
import { lawSchema } from '#shared/features/business/law-schema.js';
import { LAW_TEXTS } from '#shared/features/business/business-texts.js';

export const law = defineKind({
  kind: 'law',
  // Its own content file, content/law.json (docs/decisions/090-page-kinds.md).
  content: {
    own: kindContent({
      schema: lawSchema, key: LAW_TEXTS, form: '«Юридическим лицам»',
      title: 'Тексты страницы «Юридическим лицам» (docs/content.md)',
    }),
  },
  pages: ({ content }) => [{ id: 'law', paths: { promo: '/promo/law', business: '/' }, ...pageHead(content) }],
  Page: LawPage,
  experiment: { goals: ['feedback-sent'] },
  ...BUSINESS_KIND,
});
