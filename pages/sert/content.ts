// sert's own content file, content/sert.json: every text of its page (its <title> and
// description, the breadcrumbs, the banner and its button, how to get a certificate).
// Declared once here (docs/decisions/091-kind-content-in-its-descriptor.md); its page's state
// carries it (`page.content`, shared/features/business/business-texts.ts).
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';

const FILE = 'sert.json';

export const sertContent = kindContent({
  file: FILE,
  title: 'Тексты страницы «Подарочные сертификаты» (docs/content.md)',
  schema: kindFileSchema(FILE, {
    ...pageHead,
    breadcrumbs: z.strictObject({
      label: plainText(60).describe('Название цепочки для незрячих'),
      law: plainText(60).describe('Первый шаг: ссылка на страницу «Юридическим лицам»'),
      sert: plainText(60).describe('Последний шаг: эта страница'),
    }).describe('Навигационная цепочка над баннером (и в разметке для поисковиков)'),
    hero: z.strictObject({
      heading: plainText(160).describe('Заголовок баннера (H1)'),
      action: plainText(40).describe('Кнопка баннера: ведёт к блоку «Как получить сертификат»'),
    }).describe('Баннер'),
    certificate: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      lead: plainText().describe('Текст под заголовком'),
      steps: z.array(plainText().describe('Один шаг')).min(1).max(6).describe('Шаги по порядку'),
      button: plainText(40).describe('Кнопка, открывающая заявку на сертификат'),
    }).describe('Блок «Как получить сертификат»'),
  }),
});
