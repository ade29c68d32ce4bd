// law, the business area's home (docs/product.md §4): /promo/law, and the business host's base.
import { LawPage } from '#shared/features/business/law-page.js';
import { BUSINESS_KIND } from '../business/business-kind.js';
import type { BusinessVariant } from '../business/business-page.js';
import type { PageKindDescriptor } from '#server/pages/page-kind.js';

export const law: PageKindDescriptor<unknown, unknown, BusinessVariant> = {
  kind: 'law',
  pages: () => [{
    id: 'law',
    paths: { promo: '/promo/law', business: '/' },
    title: 'Юридическим лицам: удобная покупка строительных материалов | Петрович',
    description: 'Юридическим лицам: отсрочка платежа до 50 000 ₽ на 15 дней и более 30 000 товаров по выгодным ценам.',
  }],
  Page: LawPage,
  ...BUSINESS_KIND,
  errorPageLink: { name: 'Юридическим лицам', note: 'Отсрочка платежа и сертификаты' },
};
