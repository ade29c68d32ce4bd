// sert's own content file, content/sert.json: every text of its page (its <title> and
// description, the breadcrumbs, the banner and its button, how to get a certificate). The
// schema is the one statement of its shape: the type its components read (SertTexts), its
// empty value, its JSON Schema and its studio form are derived from it; pages/sert/content.ts
// declares it as the kind's file. The breadcrumbs' steps are listed in the page's structured
// data too (pages/sert/kind.ts).
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText, type FileValue } from '../../content/campaign-schema.js';

export const SERT_FILE = 'sert.json';

export const sertSchema = kindFileSchema(SERT_FILE, {
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
});

export type SertTexts = FileValue<typeof sertSchema>;
