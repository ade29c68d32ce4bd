// law's own content file, content/law.json: every text of its page (its <title> and
// description, the banner and its button, the claims, the headings of the city's helpful
// info and of the reviews, the invitation to write). Declared
// once here (docs/decisions/091-kind-content-in-its-descriptor.md); its page's state carries
// it (`page.content`, shared/features/business/business-texts.ts).
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { RATING, RATING_OF } from '#shared/features/business/business-texts.js';
import { templateText } from '#shared/content/template-schema.js';

const FILE = 'law.json';

const claim = z.strictObject({
  lead: plainText(80).describe('Выделенное начало (жирным)'),
  text: plainText().describe('Продолжение после выделенного'),
});

export const lawContent = kindContent({
  file: FILE,
  title: 'Тексты страницы «Юридическим лицам» (docs/content.md)',
  schema: kindFileSchema(FILE, {
    ...pageHead,
    hero: z.strictObject({
      heading: plainText(160).describe('Заголовок баннера (H1); дефис между словами станет тире'),
      action: plainText(40).describe('Кнопка баннера: ведёт к полезной информации города'),
    }).describe('Баннер'),
    claims: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      items: z.array(claim.describe('Одно преимущество')).min(1).max(6).describe('Преимущества по порядку'),
      certificates: claim.extend({
        link: plainText(80).describe('Ссылка на страницу сертификатов после текста'),
      }).describe('Последнее преимущество: подарочные сертификаты, со ссылкой на их страницу'),
    }).describe('Блок преимуществ'),
    invite: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      text: plainText().describe('Текст приглашения'),
      button: plainText(40).describe('Кнопка, открывающая форму обратной связи'),
    }).describe('Приглашение написать'),
    helpfulInfo: z.strictObject({
      heading: plainText(80).describe('Заголовок блока карточек выбранного города'),
    }).describe('Полезная информация'),
    reviews: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      rating: templateText([RATING, RATING_OF], { max: 80 })
        .describe(`Оценка отзыва для незрячих; ${RATING} — число звёзд, ${RATING_OF} — наибольшее (5)`),
    }).describe('Отзывы клиентов'),
  }),
});
