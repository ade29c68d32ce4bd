// The campaign kind's own content file, content/campaign.json: the texts every campaign page shows whatever its
// campaign. In shared/ as the hub's schema is: the server's render reads the texts (campaign-texts.ts).
import { z } from 'zod';
import { kindFileSchema, plainText, titled, type FileValue } from './campaign-schema.js';
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
    datesLabel: titled(plainText(40), 'Подпись к срокам акции для незрячих (перед датами)', 'Подпись к срокам (для незрячих)'),
    checkAction: titled(plainText(40), 'Кнопка к проверке покупок (пока акция идёт)', 'Кнопка «проверить покупки»'),
    resultsAction: titled(plainText(40), 'Кнопка к итогам (завершённая акция с таблицей лидеров)', 'Кнопка «итоги»'),
    productsAction: titled(plainText(40), 'Кнопка к товарам акции', 'Кнопка «товары»'),
    elsewhere: z.strictObject({
      upcoming: titled(plainText(80), 'До старта: текст перед ссылкой на действующие акции', 'До старта'),
      finished: titled(plainText(80), 'После окончания: текст перед ссылкой на действующие акции', 'После окончания'),
      link: titled(plainText(80), 'Текст ссылки на действующие акции', 'Ссылка'),
    }).describe('Приглашение к другим акциям (до старта и после окончания)').meta({ title: 'Приглашение к другим акциям' }),
    phaseLine: z.strictObject({
      upcoming: titled(dateText, `До старта; ${DATE} — первый день («1 марта 2025»)`, 'До старта'),
      finished: titled(dateText, `После окончания; ${DATE} — последний день`, 'Завершена'),
      finishedEarly: titled(dateText, `После досрочного окончания; ${DATE} — последний день`, 'Завершена досрочно'),
      endsEarly: titled(dateText, `Пока идёт акция, которая закончится досрочно; ${DATE} — последний день`, 'Завершится досрочно'),
    }).describe('Строка под заголовком: когда акция начнётся или закончилась').meta({ title: 'Строка под заголовком' }),
  }).describe('Шапка страницы акции').meta({ title: 'Шапка' }),
  products: z.strictObject({
    noPrice: titled(plainText(40), 'Вместо цены, когда её нет', 'Нет цены'),
    noPhoto: titled(plainText(40), 'Вместо фото, когда его нет', 'Нет фото'),
  }).describe('Товары акции').meta({ title: 'Товары' }),
  savings: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока', 'Заголовок'),
    text: titled(plainText(), 'Пояснение над полем номера карты', 'Пояснение'),
    answers: z.strictObject({
      positive: titled(plainText(), 'Ответ: по карте есть покупки в акции', 'Покупки есть'),
      negative: titled(plainText(), 'Ответ: покупок в акции нет', 'Покупок нет'),
      failed: titled(plainText(), 'Ответ: проверка не удалась', 'Проверка не удалась'),
      retry: titled(plainText(40), 'Кнопка повторить проверку', 'Кнопка «повторить»'),
    }).describe('Ответы проверки').meta({ title: 'Ответы' }),
  }).describe('Проверка покупок по номеру карты (пока акция идёт)').meta({ title: 'Проверка покупок' }),
  leaderboard: z.strictObject({
    heading: z.strictObject({
      running: titled(plainText(60), 'Пока акция идёт', 'Идёт'),
      finished: titled(plainText(60), 'Когда она завершена (итоги)', 'Завершена'),
    }).describe('Заголовок блока').meta({ title: 'Заголовок' }),
    lead: z.strictObject({
      running: placesText('Пока акция идёт').meta({ title: 'Идёт' }),
      finished: placesText('Когда она завершена').meta({ title: 'Завершена' }),
    }).describe('Текст под заголовком').meta({ title: 'Текст под заголовком' }),
    unpublished: titled(plainText(), 'Завершённая акция без строк в таблице: итоги не опубликованы', 'Итоги не опубликованы'),
    regions: z.strictObject({
      spb: titled(plainText(60), 'Санкт-Петербург', 'Санкт-Петербург'),
      msk: titled(plainText(60), 'Москва', 'Москва'),
    }).describe('Подписи таблиц по регионам').meta({ title: 'Регионы' }),
    columns: z.strictObject({
      place: titled(plainText(30), 'Место', 'Место'),
      card: titled(plainText(30), 'Номер карты', 'Карта'),
      sum: titled(plainText(30), 'Сумма покупок', 'Сумма'),
    }).describe('Заголовки столбцов').meta({ title: 'Столбцы' }),
    prizes: titled(z.array(plainText(20).describe('Одно место')).length(3), 'Подписи первых трёх мест в итогах', 'Первые три места'),
    legal: z.strictObject({
      running: titled(legalText, `Пока акция идёт; ${LEGAL_HINT}`, 'Идёт'),
      finished: titled(legalText, `Когда она завершена; ${LEGAL_HINT}`, 'Завершена'),
      clubPrize: plainText().describe('Фраза после условий у акции, чьи баллы идут только на приз клубной акции (публичная оферта)')
        .meta({ title: 'Приз клубной акции' }),
    }).describe('Юридический текст под таблицей: организатор, сроки, призовые места').meta({ title: 'Юридический текст' }),
  }).describe('Таблица лидеров').meta({ title: 'Таблица лидеров' }),
  rulesLabel: titled(plainText(40), 'Название блока с организатором и условиями для незрячих', 'Название блока условий (для незрячих)'),
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
      current: titled(templateText([BRAND], { max: 120 }), `До старта и пока идёт; ${BRAND} — бренд`, 'До конца акции'),
      finished: titled(templateText([BRAND], { max: 120 }), `После окончания; ${BRAND} — бренд`, 'Завершена'),
    }).describe('Заголовок блока товаров акции без своего').meta({ title: 'Заголовок товаров' }),
  }).describe('Тексты акции, в файле которой нет своих (по фазам): их можно задать в файле акции')
    .meta({ title: 'Тексты акции без своих' }),
});

export type CampaignTexts = FileValue<typeof campaignTextsSchema>;
export type SavingsAnswers = CampaignTexts['savings']['answers'];
