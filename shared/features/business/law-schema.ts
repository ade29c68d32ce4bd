// law's own content file, content/law.json: every text of its page.
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText, titled, type FileValue } from '../../content/campaign-schema.js';
import { templateText } from '../../content/template-schema.js';
import { RATING, RATING_OF } from './placeholders.js';

const claim = z.strictObject({
  lead: titled(plainText(80), 'Выделенное начало (жирным)', 'Выделенное начало'),
  text: titled(plainText(), 'Продолжение после выделенного', 'Продолжение'),
});

export const lawSchema = kindFileSchema('law.json', {
  ...pageHead,
  hero: z.strictObject({
    heading: titled(plainText(160), 'Заголовок баннера (H1); дефис между словами станет тире', 'Заголовок'),
    action: titled(plainText(40), 'Кнопка баннера: ведёт к полезной информации города', 'Кнопка'),
  }).describe('Баннер').meta({ title: 'Баннер' }),
  claims: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    items: titled(z.array(claim.describe('Одно преимущество')).min(1).max(6), 'Преимущества по порядку', 'Преимущество'),
    certificates: claim.extend({
      link: titled(plainText(80), 'Ссылка на страницу сертификатов после текста', 'Ссылка на сертификаты'),
    }).describe('Последнее преимущество: подарочные сертификаты, со ссылкой на их страницу').meta({ title: 'Сертификаты' }),
  }).describe('Блок преимуществ').meta({ title: 'Преимущества' }),
  invite: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    text: titled(plainText(), 'Текст приглашения', 'Текст'),
    button: titled(plainText(40), 'Кнопка, открывающая форму обратной связи', 'Кнопка'),
  }).describe('Приглашение написать').meta({ title: 'Приглашение написать' }),
  helpfulInfo: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока карточек выбранного города', 'Заголовок'),
  }).describe('Полезная информация').meta({ title: 'Полезная информация' }),
  reviews: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    rating: templateText([RATING, RATING_OF], { max: 80 })
      .describe(`Оценка отзыва для незрячих; ${RATING} — число звёзд, ${RATING_OF} — наибольшее (5)`)
      .meta({ title: 'Оценка (для незрячих)' }),
  }).describe('Отзывы клиентов').meta({ title: 'Отзывы клиентов' }),
});

export type LawTexts = FileValue<typeof lawSchema>;
/** A claim: its emphasised start and the rest. */
export type Claim = z.infer<typeof claim>;
