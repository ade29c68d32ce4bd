// law's own content file, content/law.json: every text of its page (its <title> and
// description, the banner and its button, the claims, the headings of the city's helpful
// info and of the reviews, the invitation to write). The schema is the one statement of its
// shape: the type its components read (LawTexts), its empty value, its JSON Schema and its
// studio form are derived from it; pages/law/kind.ts declares it as the kind's file.
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText, type FileValue } from '../../content/campaign-schema.js';
import { templateText } from '../../content/template-schema.js';
import { RATING, RATING_OF } from './placeholders.js';

const claim = z.strictObject({
  lead: plainText(80).describe('Выделенное начало (жирным)').meta({ title: 'Выделенное начало' }),
  text: plainText().describe('Продолжение после выделенного').meta({ title: 'Продолжение' }),
});

export const lawSchema = kindFileSchema('law.json', {
  ...pageHead,
  hero: z.strictObject({
    heading: plainText(160).describe('Заголовок баннера (H1); дефис между словами станет тире').meta({ title: 'Заголовок' }),
    action: plainText(40).describe('Кнопка баннера: ведёт к полезной информации города').meta({ title: 'Кнопка' }),
  }).describe('Баннер').meta({ title: 'Баннер' }),
  claims: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    items: z.array(claim.describe('Одно преимущество')).min(1).max(6).describe('Преимущества по порядку').meta({ title: 'Преимущество' }),
    certificates: claim.extend({
      link: plainText(80).describe('Ссылка на страницу сертификатов после текста').meta({ title: 'Ссылка на сертификаты' }),
    }).describe('Последнее преимущество: подарочные сертификаты, со ссылкой на их страницу').meta({ title: 'Сертификаты' }),
  }).describe('Блок преимуществ').meta({ title: 'Преимущества' }),
  invite: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    text: plainText().describe('Текст приглашения').meta({ title: 'Текст' }),
    button: plainText(40).describe('Кнопка, открывающая форму обратной связи').meta({ title: 'Кнопка' }),
  }).describe('Приглашение написать').meta({ title: 'Приглашение написать' }),
  helpfulInfo: z.strictObject({
    heading: plainText(80).describe('Заголовок блока карточек выбранного города').meta({ title: 'Заголовок' }),
  }).describe('Полезная информация').meta({ title: 'Полезная информация' }),
  reviews: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    rating: templateText([RATING, RATING_OF], { max: 80 })
      .describe(`Оценка отзыва для незрячих; ${RATING} — число звёзд, ${RATING_OF} — наибольшее (5)`)
      .meta({ title: 'Оценка (для незрячих)' }),
  }).describe('Отзывы клиентов').meta({ title: 'Отзывы клиентов' }),
});

export type LawTexts = FileValue<typeof lawSchema>;
/** A claim: its emphasised start and the rest. */
export type Claim = z.infer<typeof claim>;
