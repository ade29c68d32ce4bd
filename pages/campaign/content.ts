// The campaign kind's own content file, content/campaign.json: the texts every campaign page
// shows whatever its campaign (the hero's buttons and captions, the products' and the
// savings check's, the leaderboard's headings, columns and leads); a campaign's own texts are
// its file in content/campaigns/. Declared once here
// (docs/decisions/091-kind-content-in-its-descriptor.md); its pages' state carries it
// (`page.content`, shared/features/campaign/campaign-texts.ts).
import { z } from 'zod';
import { kindFileSchema, plainText } from '#shared/content/campaign-schema.js';
import { templateText } from '#shared/content/template-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { DATE, ORGANISER, PLACES } from '#shared/features/campaign/campaign-texts.js';
import { BRAND, CAMPAIGN, PERIOD, START_DAY, YEAR } from '#shared/content/phase-texts.js';

const FILE = 'campaign.json';

/** A leaderboard's lead: {мест} is its only placeholder, the number of prize places. */
/** A phase's line under the headline: {дата} is its only placeholder, and it must have it. */
const dateText = templateText([DATE], { max: 120 });

/** The legal sentence: the organiser, the period and the places, each required (it is the campaign's legal text). */
const legalText = templateText([ORGANISER, PERIOD, PLACES], { max: 400 });
const LEGAL_HINT = `${ORGANISER} — организатор, ${PERIOD} — срок («с 1 марта по 31 октября 2025 года»), ${PLACES} — число призовых мест`;

const placesText = (what: string) => templateText([PLACES]).describe(`${what}; ${PLACES} — число призовых мест`);

export const campaignTextsContent = kindContent({
  file: FILE,
  title: 'Тексты страниц акций, одинаковые для всех акций (docs/content.md)',
  schema: kindFileSchema(FILE, {
    hero: z.strictObject({
      datesLabel: plainText(40).describe('Подпись к срокам акции для незрячих (перед датами)'),
      checkAction: plainText(40).describe('Кнопка к проверке покупок (пока акция идёт)'),
      resultsAction: plainText(40).describe('Кнопка к итогам (завершённая акция с таблицей лидеров)'),
      productsAction: plainText(40).describe('Кнопка к товарам акции'),
      elsewhere: z.strictObject({
        upcoming: plainText(80).describe('До старта: текст перед ссылкой на действующие акции'),
        finished: plainText(80).describe('После окончания: текст перед ссылкой на действующие акции'),
        link: plainText(80).describe('Текст ссылки на действующие акции'),
      }).describe('Приглашение к другим акциям (до старта и после окончания)'),
      phaseLine: z.strictObject({
        upcoming: dateText.describe(`До старта; ${DATE} — первый день («1 марта 2025»)`),
        finished: dateText.describe(`После окончания; ${DATE} — последний день`),
        finishedEarly: dateText.describe(`После досрочного окончания; ${DATE} — последний день`),
        endsEarly: dateText.describe(`Пока идёт акция, которая закончится досрочно; ${DATE} — последний день`),
      }).describe('Строка под заголовком: когда акция начнётся или закончилась'),
    }).describe('Шапка страницы акции'),
    products: z.strictObject({
      noPrice: plainText(40).describe('Вместо цены, когда её нет'),
      noPhoto: plainText(40).describe('Вместо фото, когда его нет'),
    }).describe('Товары акции'),
    savings: z.strictObject({
      heading: plainText(80).describe('Заголовок блока'),
      text: plainText().describe('Пояснение над полем номера карты'),
      answers: z.strictObject({
        positive: plainText().describe('Ответ: по карте есть покупки в акции'),
        negative: plainText().describe('Ответ: покупок в акции нет'),
        failed: plainText().describe('Ответ: проверка не удалась'),
        retry: plainText(40).describe('Кнопка повторить проверку'),
      }).describe('Ответы проверки'),
    }).describe('Проверка покупок по номеру карты (пока акция идёт)'),
    leaderboard: z.strictObject({
      heading: z.strictObject({
        running: plainText(60).describe('Пока акция идёт'),
        finished: plainText(60).describe('Когда она завершена (итоги)'),
      }).describe('Заголовок блока'),
      lead: z.strictObject({
        running: placesText('Пока акция идёт'),
        finished: placesText('Когда она завершена'),
      }).describe('Текст под заголовком'),
      unpublished: plainText().describe('Завершённая акция без строк в таблице: итоги не опубликованы'),
      regions: z.strictObject({
        spb: plainText(60).describe('Санкт-Петербург'),
        msk: plainText(60).describe('Москва'),
      }).describe('Подписи таблиц по регионам'),
      columns: z.strictObject({
        place: plainText(30).describe('Место'),
        card: plainText(30).describe('Номер карты'),
        sum: plainText(30).describe('Сумма покупок'),
      }).describe('Заголовки столбцов'),
      prizes: z.array(plainText(20).describe('Одно место')).length(3).describe('Подписи первых трёх мест в итогах'),
      legal: z.strictObject({
        running: legalText.describe(`Пока акция идёт; ${LEGAL_HINT}`),
        finished: legalText.describe(`Когда она завершена; ${LEGAL_HINT}`),
        clubPrize: plainText().describe('Фраза после условий у акции, чьи баллы идут только на приз клубной акции (публичная оферта)'),
      }).describe('Юридический текст под таблицей: организатор, сроки, призовые места'),
    }).describe('Таблица лидеров'),
    rulesLabel: plainText(40).describe('Название блока с организатором и условиями для незрячих'),
    phaseDefaults: z.strictObject({
      hubTitle: templateText([BRAND, YEAR], { max: 80 })
        .describe(`Заголовок карточки на главной, если в файле акции нет своего; ${BRAND} — бренд, ${YEAR} — год начала`),
      upcoming: z.strictObject({
        description: templateText([BRAND, START_DAY])
          .describe(`Текст под заголовком до старта; ${BRAND} — бренд, ${START_DAY} — первый день («1 марта 2026»)`),
      }).describe('Акция до старта без своего текста фазы «до старта»'),
      finished: z.strictObject({
        title: templateText([CAMPAIGN], { max: 120 })
          .describe(`Заголовок; ${CAMPAIGN} — заголовок карточки акции, если он задан, иначе заголовок акции («Акция Knauf 2025»)`),
        description: templateText([BRAND, PERIOD])
          .describe(`Текст под заголовком, в прошедшем времени; ${BRAND} — бренд, ${PERIOD} — срок («с 1 марта по 31 октября 2025 года»)`),
      }).describe('Завершённая акция без своих текстов фазы «завершена»'),
      productsHeading: z.strictObject({
        current: templateText([BRAND], { max: 120 }).describe(`До старта и пока идёт; ${BRAND} — бренд`),
        finished: templateText([BRAND], { max: 120 }).describe(`После окончания; ${BRAND} — бренд`),
      }).describe('Заголовок блока товаров акции без своего'),
    }).describe('Тексты акции, в файле которой нет своих (по фазам): их можно задать в файле акции'),
  }),
});
