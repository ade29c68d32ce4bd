// karta-elektrika's own content file, content/karta-elektrika.json: every text of its page
// (its <title> and description, the hero, the steps, the card check's heading, the offer's
// line, its card on the hub). Read, checked, typeset, watched, written as JSON Schema and given its studio form from
// this declaration alone (docs/decisions/091-kind-content-in-its-descriptor.md); its page's
// state carries it (`page.content`, shared/features/karta-elektrika/texts.ts).
import { z } from 'zod';
import { hubCardTexts, kindFileSchema, pageHead, plainText } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { CARD_NUMBER } from '#shared/features/karta-elektrika/texts.js';
import { templateText } from '#shared/content/template-schema.js';

const FILE = 'karta-elektrika.json';

/** An answer naming the card checked: {номер} is its only placeholder, and it must have it. */
const cardText = templateText([CARD_NUMBER], { max: 200 });

export const kartaElektrikaContent = kindContent({
  file: FILE,
  title: 'Тексты страницы «Карта электрика» (docs/content.md)',
  schema: kindFileSchema(FILE, {
    ...pageHead,
    programme: plainText(40).describe('Слова в шапке рядом с логотипом'),
    hero: z.strictObject({
      chip: plainText(80).describe('Плашка над заголовком'),
      heading: plainText(80).describe('Заголовок страницы (H1)'),
      lead: plainText().describe('Текст под заголовком'),
      action: plainText(40).describe('Кнопка, ведущая к проверке бонусов'),
      bannerAlt: plainText().describe('Описание баннера для незрячих: баннер ведёт в каталог электротоваров'),
    }).describe('Шапка страницы'),
    steps: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      items: z.array(plainText().describe('Один шаг')).min(1).max(6).describe('Шаги по порядку'),
    }).describe('Блок «Как это работает»'),
    check: z.strictObject({
      heading: plainText(80).describe('Заголовок блока проверки'),
      text: plainText().describe('Пояснение над полем номера карты'),
      answers: z.strictObject({
        failed: plainText(200).describe('Проверка не удалась'),
        empty: cardText.describe(`По карте нет сведений о бонусах; ${CARD_NUMBER} — номер карты`),
        count: cardText.describe(`Перед числом бонусов на карте; ${CARD_NUMBER} — номер карты`),
      }).describe('Ответы проверки'),
    }).describe('Проверка бонусов по номеру карты'),
    offer: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      text: plainText().describe('Текст перед ссылкой на оферту'),
      link: plainText(80).describe('Текст ссылки на PDF оферты'),
    }).describe('Условия программы'),
    hubCard: hubCardTexts,
  }),
});
