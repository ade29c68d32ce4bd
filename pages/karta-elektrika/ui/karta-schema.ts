// karta-elektrika's own content file, content/karta-elektrika.json: every text of its page.
import { z } from 'zod';
import { hubCardTexts, kindFileSchema, pageHead, plainText, titled, type FileValue } from '#shared/content/campaign-schema.js';
import { templateText } from '#shared/content/template-schema.js';
import { CARD_NUMBER } from './placeholders.js';

/** An answer naming the card checked: {номер} is its only placeholder, and it must have it. */
const cardText = templateText([CARD_NUMBER], { max: 200 });

export const kartaSchema = kindFileSchema('karta-elektrika.json', {
  ...pageHead,
  programme: titled(plainText(40), 'Слова в шапке рядом с логотипом', 'Слова в шапке у логотипа'),
  hero: z.strictObject({
    chip: titled(plainText(80), 'Плашка над заголовком', 'Плашка'),
    heading: titled(plainText(80), 'Заголовок страницы (H1)', 'Заголовок'),
    lead: titled(plainText(), 'Текст под заголовком', 'Текст под заголовком'),
    action: titled(plainText(40), 'Кнопка, ведущая к проверке бонусов', 'Кнопка'),
    bannerAlt: titled(plainText(), 'Описание баннера для незрячих: баннер ведёт в каталог электротоваров', 'Описание баннера'),
  }).describe('Шапка страницы').meta({ title: 'Шапка' }),
  steps: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    items: titled(z.array(plainText().describe('Один шаг')).min(1).max(6), 'Шаги по порядку', 'Шаг'),
  }).describe('Блок «Как это работает»').meta({ title: 'Как это работает' }),
  check: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока проверки', 'Заголовок'),
    text: titled(plainText(), 'Пояснение над полем номера карты', 'Пояснение'),
    answers: z.strictObject({
      failed: titled(plainText(200), 'Проверка не удалась', 'Проверка не удалась'),
      empty: titled(cardText, `По карте нет сведений о бонусах; ${CARD_NUMBER} — номер карты`, 'Нет сведений о бонусах'),
      count: titled(cardText, `Перед числом бонусов на карте; ${CARD_NUMBER} — номер карты`, 'Перед числом бонусов'),
    }).describe('Ответы проверки').meta({ title: 'Ответы' }),
  }).describe('Проверка бонусов по номеру карты').meta({ title: 'Проверка бонусов' }),
  offer: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    text: titled(plainText(), 'Текст перед ссылкой на оферту', 'Текст'),
    link: titled(plainText(80), 'Текст ссылки на PDF оферты', 'Ссылка на оферту'),
  }).describe('Условия программы').meta({ title: 'Условия программы' }),
  hubCard: hubCardTexts.meta({ title: 'Карточка на главной акций' }),
});

export type KartaElektrikaTexts = FileValue<typeof kartaSchema>;
/** The card check's answers (the island's props): failed, no bonus information, the count's lead (CARD_NUMBER in the last two). */
export type KartaCheckAnswers = KartaElektrikaTexts['check']['answers'];
