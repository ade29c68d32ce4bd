// law, the business area's home (docs/product.md §4): /promo/law, and the business host's base.
import { LawPage } from '#shared/features/business/law-page.js';
import { BUSINESS_KIND } from '../business/business-kind.js';
import type { BusinessVariant } from '../business/business-page.js';
import type { PageKindDescriptor } from '#server/pages/page-kind.js';
import { withSiteName } from '#shared/content/phase-texts.js';
import type { LawTexts } from '#shared/features/business/law-schema.js';
import { lawContent } from './content.js';

export const law: PageKindDescriptor<LawTexts, BusinessVariant> = {
  kind: 'law',
  content: { own: lawContent },
  pages: ({ content }) => [{
    id: 'law',
    paths: { promo: '/promo/law', business: '/' },
    title: withSiteName(content.title),
    description: content.description,
  }],
  Page: LawPage,
  ...BUSINESS_KIND,
};
