// sert's own content file, content/sert.json: every text of its page.
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText, titled, type FileValue } from '../../content/campaign-schema.js';

export const sertSchema = kindFileSchema('sert.json', {
  ...pageHead,
  breadcrumbs: z.strictObject({
    label: titled(plainText(60), 'Название цепочки для незрячих', 'Название (для незрячих)'),
    law: titled(plainText(60), 'Первый шаг: ссылка на страницу «Юридическим лицам»', 'Ссылка на «Юридическим лицам»'),
    sert: titled(plainText(60), 'Последний шаг: эта страница', 'Эта страница'),
  }).describe('Навигационная цепочка над баннером (и в разметке для поисковиков)').meta({ title: 'Навигационная цепочка' }),
  hero: z.strictObject({
    heading: titled(plainText(160), 'Заголовок баннера (H1)', 'Заголовок'),
    action: titled(plainText(40), 'Кнопка баннера: ведёт к блоку «Как получить сертификат»', 'Кнопка'),
  }).describe('Баннер').meta({ title: 'Баннер' }),
  certificate: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    lead: titled(plainText(), 'Текст под заголовком', 'Текст'),
    steps: titled(z.array(plainText().describe('Один шаг')).min(1).max(6), 'Шаги по порядку', 'Шаг'),
    button: titled(plainText(40), 'Кнопка, открывающая заявку на сертификат', 'Кнопка'),
  }).describe('Блок «Как получить сертификат»').meta({ title: 'Как получить сертификат' }),
});

export type SertTexts = FileValue<typeof sertSchema>;
