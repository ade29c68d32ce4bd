// karta-elektrika's own content file, content/karta-elektrika.json: every text of its page
// (its <title> and description, the hero, the steps, the card check's heading, the offer's
// line, its card on the hub). The schema is the one statement of its shape: the type its
// components read (KartaElektrikaTexts), its empty value, its JSON Schema and its studio form
// are derived from it; pages/karta-elektrika/kind.ts declares it as the kind's file.
import { z } from 'zod';
import { hubCardTexts, kindFileSchema, pageHead, plainText, type FileValue } from '#shared/content/campaign-schema.js';
import { templateText } from '#shared/content/template-schema.js';
import { CARD_NUMBER } from './placeholders.js';

/** An answer naming the card checked: {номер} is its only placeholder, and it must have it. */
const cardText = templateText([CARD_NUMBER], { max: 200 });

export const kartaSchema = kindFileSchema('karta-elektrika.json', {
  ...pageHead,
  programme: plainText(40).describe('Слова в шапке рядом с логотипом').meta({ title: 'Слова в шапке у логотипа' }),
  hero: z.strictObject({
    chip: plainText(80).describe('Плашка над заголовком').meta({ title: 'Плашка' }),
    heading: plainText(80).describe('Заголовок страницы (H1)').meta({ title: 'Заголовок' }),
    lead: plainText().describe('Текст под заголовком').meta({ title: 'Текст под заголовком' }),
    action: plainText(40).describe('Кнопка, ведущая к проверке бонусов').meta({ title: 'Кнопка' }),
    bannerAlt: plainText().describe('Описание баннера для незрячих: баннер ведёт в каталог электротоваров')
      .meta({ title: 'Описание баннера' }),
  }).describe('Шапка страницы').meta({ title: 'Шапка' }),
  steps: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    items: z.array(plainText().describe('Один шаг')).min(1).max(6).describe('Шаги по порядку').meta({ title: 'Шаг' }),
  }).describe('Блок «Как это работает»').meta({ title: 'Как это работает' }),
  check: z.strictObject({
    heading: plainText(80).describe('Заголовок блока проверки').meta({ title: 'Заголовок' }),
    text: plainText().describe('Пояснение над полем номера карты').meta({ title: 'Пояснение' }),
    answers: z.strictObject({
      failed: plainText(200).describe('Проверка не удалась').meta({ title: 'Проверка не удалась' }),
      empty: cardText.describe(`По карте нет сведений о бонусах; ${CARD_NUMBER} — номер карты`).meta({ title: 'Нет сведений о бонусах' }),
      count: cardText.describe(`Перед числом бонусов на карте; ${CARD_NUMBER} — номер карты`).meta({ title: 'Перед числом бонусов' }),
    }).describe('Ответы проверки').meta({ title: 'Ответы' }),
  }).describe('Проверка бонусов по номеру карты').meta({ title: 'Проверка бонусов' }),
  offer: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    text: plainText().describe('Текст перед ссылкой на оферту').meta({ title: 'Текст' }),
    link: plainText(80).describe('Текст ссылки на PDF оферты').meta({ title: 'Ссылка на оферту' }),
  }).describe('Условия программы').meta({ title: 'Условия программы' }),
  hubCard: hubCardTexts.meta({ title: 'Карточка на главной акций' }),
});

export type KartaElektrikaTexts = FileValue<typeof kartaSchema>;
/** The card check's answers (the island's props): failed, no bonus information, the count's lead (CARD_NUMBER in the last two). */
export type KartaCheckAnswers = KartaElektrikaTexts['check']['answers'];
