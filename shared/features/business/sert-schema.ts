// sert's own content file, content/sert.json: every text of its page (its <title> and
// description, the breadcrumbs, the banner and its button, how to get a certificate). The
// schema is the one statement of its shape: the type its components read (SertTexts), its
// empty value, its JSON Schema and its studio form are derived from it; pages/sert/kind.ts
// declares it as the kind's file. The breadcrumbs' steps are listed in the page's structured
// data too (pages/sert/kind.ts).
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText, type FileValue } from '../../content/campaign-schema.js';

export const sertSchema = kindFileSchema('sert.json', {
  ...pageHead,
  breadcrumbs: z.strictObject({
    label: plainText(60).describe('Название цепочки для незрячих').meta({ title: 'Название (для незрячих)' }),
    law: plainText(60).describe('Первый шаг: ссылка на страницу «Юридическим лицам»').meta({ title: 'Ссылка на «Юридическим лицам»' }),
    sert: plainText(60).describe('Последний шаг: эта страница').meta({ title: 'Эта страница' }),
  }).describe('Навигационная цепочка над баннером (и в разметке для поисковиков)').meta({ title: 'Навигационная цепочка' }),
  hero: z.strictObject({
    heading: plainText(160).describe('Заголовок баннера (H1)').meta({ title: 'Заголовок' }),
    action: plainText(40).describe('Кнопка баннера: ведёт к блоку «Как получить сертификат»').meta({ title: 'Кнопка' }),
  }).describe('Баннер').meta({ title: 'Баннер' }),
  certificate: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    lead: plainText().describe('Текст под заголовком').meta({ title: 'Текст' }),
    steps: z.array(plainText().describe('Один шаг')).min(1).max(6).describe('Шаги по порядку').meta({ title: 'Шаг' }),
    button: plainText(40).describe('Кнопка, открывающая заявку на сертификат').meta({ title: 'Кнопка' }),
  }).describe('Блок «Как получить сертификат»').meta({ title: 'Как получить сертификат' }),
});

export type SertTexts = FileValue<typeof sertSchema>;
