// The campaign kind's own content file, content/campaign.json: the texts every campaign page
// shows whatever its campaign (the hero's buttons and captions, the products' and the
// savings check's, the leaderboard's headings, columns and leads); a campaign's own texts are
// its file in content/campaigns/. The schema is the one statement of its shape: the type its
// components read (CampaignTexts), its empty value, its JSON Schema and its studio form are
// derived from it; pages/campaign/kind.ts declares it as the kind's file. It lives in
// shared/ as the hub's schema does: the server's render reads the texts (campaign-texts.ts).
import { z } from 'zod';
import { kindFileSchema, plainText, type FileValue } from './campaign-schema.js';
import { templateText } from './template-schema.js';
import { BRAND, CAMPAIGN, DATE, ORGANISER, PERIOD, PLACES, YEAR } from './campaign-placeholders.js';

/** A phase's line under the headline: {дата} is its only placeholder, and it must have it. */
const dateText = templateText([DATE], { max: 120 });

/** The legal sentence: the organiser, the period and the places, each required (it is the campaign's legal text). */
const legalText = templateText([ORGANISER, PERIOD, PLACES], { max: 400 });
const LEGAL_HINT = `${ORGANISER} — организатор, ${PERIOD} — срок («с 1 марта по 31 октября 2025 года»), ${PLACES} — число призовых мест`;

/** A leaderboard's lead: {мест} is its only placeholder, the number of prize places. */
const placesText = (what: string) => templateText([PLACES]).describe(`${what}; ${PLACES} — число призовых мест`);

export const campaignTextsSchema = kindFileSchema('campaign.json', {
  hero: z.strictObject({
    datesLabel: plainText(40).describe('Подпись к срокам акции для незрячих (перед датами)')
      .meta({ title: 'Подпись к срокам (для незрячих)' }),
    checkAction: plainText(40).describe('Кнопка к проверке покупок (пока акция идёт)').meta({ title: 'Кнопка «проверить покупки»' }),
    resultsAction: plainText(40).describe('Кнопка к итогам (завершённая акция с таблицей лидеров)').meta({ title: 'Кнопка «итоги»' }),
    productsAction: plainText(40).describe('Кнопка к товарам акции').meta({ title: 'Кнопка «товары»' }),
    elsewhere: z.strictObject({
      upcoming: plainText(80).describe('До старта: текст перед ссылкой на действующие акции').meta({ title: 'До старта' }),
      finished: plainText(80).describe('После окончания: текст перед ссылкой на действующие акции').meta({ title: 'После окончания' }),
      link: plainText(80).describe('Текст ссылки на действующие акции').meta({ title: 'Ссылка' }),
    }).describe('Приглашение к другим акциям (до старта и после окончания)').meta({ title: 'Приглашение к другим акциям' }),
    phaseLine: z.strictObject({
      upcoming: dateText.describe(`До старта; ${DATE} — первый день («1 марта 2025»)`).meta({ title: 'До старта' }),
      finished: dateText.describe(`После окончания; ${DATE} — последний день`).meta({ title: 'Завершена' }),
      finishedEarly: dateText.describe(`После досрочного окончания; ${DATE} — последний день`).meta({ title: 'Завершена досрочно' }),
      endsEarly: dateText.describe(`Пока идёт акция, которая закончится досрочно; ${DATE} — последний день`)
        .meta({ title: 'Завершится досрочно' }),
    }).describe('Строка под заголовком: когда акция начнётся или закончилась').meta({ title: 'Строка под заголовком' }),
  }).describe('Шапка страницы акции').meta({ title: 'Шапка' }),
  products: z.strictObject({
    noPrice: plainText(40).describe('Вместо цены, когда её нет').meta({ title: 'Нет цены' }),
    noPhoto: plainText(40).describe('Вместо фото, когда его нет').meta({ title: 'Нет фото' }),
  }).describe('Товары акции').meta({ title: 'Товары' }),
  savings: z.strictObject({
    heading: plainText(80).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    text: plainText().describe('Пояснение над полем номера карты').meta({ title: 'Пояснение' }),
    answers: z.strictObject({
      positive: plainText().describe('Ответ: по карте есть покупки в акции').meta({ title: 'Покупки есть' }),
      negative: plainText().describe('Ответ: покупок в акции нет').meta({ title: 'Покупок нет' }),
      failed: plainText().describe('Ответ: проверка не удалась').meta({ title: 'Проверка не удалась' }),
      retry: plainText(40).describe('Кнопка повторить проверку').meta({ title: 'Кнопка «повторить»' }),
    }).describe('Ответы проверки').meta({ title: 'Ответы' }),
  }).describe('Проверка покупок по номеру карты (пока акция идёт)').meta({ title: 'Проверка покупок' }),
  leaderboard: z.strictObject({
    heading: z.strictObject({
      running: plainText(60).describe('Пока акция идёт').meta({ title: 'Идёт' }),
      finished: plainText(60).describe('Когда она завершена (итоги)').meta({ title: 'Завершена' }),
    }).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    lead: z.strictObject({
      running: placesText('Пока акция идёт').meta({ title: 'Идёт' }),
      finished: placesText('Когда она завершена').meta({ title: 'Завершена' }),
    }).describe('Текст под заголовком').meta({ title: 'Текст под заголовком' }),
    unpublished: plainText().describe('Завершённая акция без строк в таблице: итоги не опубликованы')
      .meta({ title: 'Итоги не опубликованы' }),
    regions: z.strictObject({
      spb: plainText(60).describe('Санкт-Петербург').meta({ title: 'Санкт-Петербург' }),
      msk: plainText(60).describe('Москва').meta({ title: 'Москва' }),
    }).describe('Подписи таблиц по регионам').meta({ title: 'Регионы' }),
    columns: z.strictObject({
      place: plainText(30).describe('Место').meta({ title: 'Место' }),
      card: plainText(30).describe('Номер карты').meta({ title: 'Карта' }),
      sum: plainText(30).describe('Сумма покупок').meta({ title: 'Сумма' }),
    }).describe('Заголовки столбцов').meta({ title: 'Столбцы' }),
    prizes: z.array(plainText(20).describe('Одно место')).length(3).describe('Подписи первых трёх мест в итогах')
      .meta({ title: 'Первые три места' }),
    legal: z.strictObject({
      running: legalText.describe(`Пока акция идёт; ${LEGAL_HINT}`).meta({ title: 'Идёт' }),
      finished: legalText.describe(`Когда она завершена; ${LEGAL_HINT}`).meta({ title: 'Завершена' }),
      clubPrize: plainText().describe('Фраза после условий у акции, чьи баллы идут только на приз клубной акции (публичная оферта)')
        .meta({ title: 'Приз клубной акции' }),
    }).describe('Юридический текст под таблицей: организатор, сроки, призовые места').meta({ title: 'Юридический текст' }),
  }).describe('Таблица лидеров').meta({ title: 'Таблица лидеров' }),
  rulesLabel: plainText(40).describe('Название блока с организатором и условиями для незрячих')
    .meta({ title: 'Название блока условий (для незрячих)' }),
  phaseDefaults: z.strictObject({
    hubTitle: templateText([BRAND, YEAR], { max: 80 })
      .describe(`Заголовок карточки на главной, если в файле акции нет своего; ${BRAND} — бренд, ${YEAR} — год начала`)
      .meta({ title: 'Заголовок карточки на главной' }),
    upcoming: z.strictObject({
      description: templateText([BRAND, DATE])
        .describe(`Текст под заголовком до старта; ${BRAND} — бренд, ${DATE} — первый день («1 марта 2026»)`)
        .meta({ title: 'Текст под заголовком' }),
    }).describe('Акция до старта без своего текста фазы «до старта»').meta({ title: 'До старта' }),
    finished: z.strictObject({
      title: templateText([CAMPAIGN], { max: 120 })
        .describe(`Заголовок; ${CAMPAIGN} — заголовок карточки акции, если он задан, иначе заголовок акции («Акция Knauf 2025»)`)
        .meta({ title: 'Заголовок' }),
      description: templateText([BRAND, PERIOD])
        .describe(`Текст под заголовком, в прошедшем времени; ${BRAND} — бренд, ${PERIOD} — срок («с 1 марта по 31 октября 2025 года»)`)
        .meta({ title: 'Текст под заголовком' }),
      hubLead: templateText([BRAND], { max: 160 })
        .describe(`Текст карточки на главной, без дат (даты стоят рядом); ${BRAND} — бренд`)
        .meta({ title: 'Текст карточки на главной' }),
    }).describe('Завершённая акция без своих текстов фазы «завершена»').meta({ title: 'Завершена' }),
    productsHeading: z.strictObject({
      current: templateText([BRAND], { max: 120 }).describe(`До старта и пока идёт; ${BRAND} — бренд`).meta({ title: 'До конца акции' }),
      finished: templateText([BRAND], { max: 120 }).describe(`После окончания; ${BRAND} — бренд`).meta({ title: 'Завершена' }),
    }).describe('Заголовок блока товаров акции без своего').meta({ title: 'Заголовок товаров' }),
  }).describe('Тексты акции, в файле которой нет своих (по фазам): их можно задать в файле акции')
    .meta({ title: 'Тексты акции без своих' }),
});

export type CampaignTexts = FileValue<typeof campaignTextsSchema>;
export type SavingsAnswers = CampaignTexts['savings']['answers'];
