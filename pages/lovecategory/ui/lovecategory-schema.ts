// lovecategory's own content file, content/lovecategory.json: the programme's dates and every text of its page.
import { z } from 'zod';
import {
  hubCardTexts, isoDay, kindFileSchema, pageHead, plainText, titled, whenValid, type FileValue,
} from '#shared/content/campaign-schema.js';
import { templateText } from '#shared/content/template-schema.js';
import { MINUTES } from '#shared/content/site-placeholders.js';
import { CARD, COUNT, LEVEL, MONTH, OF, PERIOD, POINTS, TICKED } from './placeholders.js';

/** A text that may name the programme's days: `{период}` is its only placeholder. */
const periodText = (max?: number) => templateText([PERIOD], { max, required: [] });
/** A sentence about a month: `{месяц}` its only placeholder; `must`: without it the sentence would not say which. */
const monthText = (max: number, must: boolean) => templateText([MONTH], { max, required: must ? [MONTH] : [] });
const rules = (tense: string) => z.array(periodText().describe('Одно правило')).min(1).max(10)
  .describe(`Правила по порядку, ${tense}; ${PERIOD} — дни программы («с 1 ноября 2024 года»)`);

export const lovecategorySchema = kindFileSchema('lovecategory.json', {
  starts: titled(isoDay, 'Первый день программы (по Москве): «С 1 ноября 2024 года» в шапке', 'Первый день программы'),
  ends: titled(isoDay.optional(), 'Последний день (по Москве); не задан — без окончания', 'Последний день программы'),
  ...pageHead,
  hero: z.strictObject({
    heading: titled(plainText(120), 'Заголовок страницы (H1)', 'Заголовок'),
    lead: titled(plainText(), 'Текст под заголовком, пока программа идёт', 'Текст под заголовком'),
    finishedChip: titled(plainText(40), 'Плашка над заголовком завершённой программы', 'Плашка завершённой'),
    finishedLead: periodText().describe(`Текст под заголовком завершённой программы; ${PERIOD} — её дни`)
      .meta({ title: 'Текст под заголовком завершённой' }),
  }).describe('Шапка страницы').meta({ title: 'Шапка' }),
  headerActions: z.strictObject({
    choose: titled(plainText(40), 'Кнопка в шапке, ведущая к выбору категорий (пока акция идёт)', 'Кнопка «Выбрать категории»'),
    check: titled(plainText(40), 'Кнопка в шапке, ведущая к проверке начислений', 'Кнопка «Проверить начисления»'),
  }).describe('Кнопки в шапке').meta({ title: 'Кнопки в шапке' }),
  categories: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока категорий', 'Заголовок'),
    lead: titled(plainText(), 'Текст под заголовком, пока программа идёт', 'Текст'),
    finishedLead: titled(plainText(), 'Текст под заголовком завершённой программы', 'Текст завершённой'),
    link: titled(plainText(80), 'Ссылка на каталог petrovich.ru под категориями', 'Ссылка на каталог'),
  }).describe('Категории акции').meta({ title: 'Категории акции' }),
  rules: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока правил', 'Заголовок'),
    running: rules('пока программа идёт').meta({ title: 'Правило (идёт)' }),
    finished: rules('когда она завершена (в прошедшем времени)').meta({ title: 'Правило (завершена)' }),
  }).describe('Правила акции').meta({ title: 'Правила акции' }),
  status: z.strictObject({
    heading: titled(plainText(80), 'Заголовок блока «Статус карты»', 'Заголовок'),
    lookupLead: titled(plainText(), 'Текст над полем номера карты, пока программа идёт', 'Текст над полем карты'),
    finishedLookupLead: titled(plainText(), 'Текст над полем номера карты завершённой программы', 'Текст над полем карты (завершена)'),
    lookupSubmit: plainText(40).describe('Кнопка под полем номера карты, пока программа идёт («Продолжить»), и в окне выбора')
      .meta({ title: 'Кнопка под полем карты' }),
    finishedLookupSubmit: plainText(40).describe('Кнопка под полем карты завершённой программы («Проверить») и в окне проверки')
      .meta({ title: 'Кнопка под полем карты (завершена)' }),
    cardNumber: titled(plainText(40), 'Подпись номера найденной карты', 'Подпись номера карты'),
    cardLevel: titled(plainText(40), 'Подпись уровня найденной карты', 'Подпись уровня карты'),
    confirm: titled(plainText(40), 'Кнопка подтверждения выбранных категорий (в окне и без JS)', 'Кнопка «Подтвердить»'),
    cancel: titled(plainText(40), 'Кнопка отмены выбора (в окне и без JS)', 'Кнопка «Отмена»'),
    otherCard: titled(plainText(40), 'Ссылка, чтобы ввести другую карту', 'Ссылка «Другая карта»'),
    noAccruals: titled(plainText(), 'Ответ, когда за время программы на карту ничего не начислено', 'Ответ: ничего не начислено'),
  }).describe('Блок «Статус карты» внизу страницы: работает и без JS').meta({ title: 'Статус карты' }),
  card: z.strictObject({
    levels: z.strictObject({
      profi: titled(plainText(40), 'Уровень «профи», как его читает посетитель', 'Профи'),
      expert: titled(plainText(40), 'Уровень «эксперт»', 'Эксперт'),
      superExpert: titled(plainText(40), 'Уровень «супер-эксперт»', 'Супер-Эксперт'),
    }).describe('Названия уровней карты (учётная система присылает их в любом регистре)').meta({ title: 'Уровни карты' }),
    ineligible: titled(plainText(), 'Ответ карте уровня, который в акции не участвует', 'Ответ: уровень не участвует'),
    notChosen: monthText(300, false).describe(`Ответ карте, не выбравшей категории, пока акция идёт; ${MONTH} — этот месяц`)
      .meta({ title: 'Ответ: категории не выбраны' }),
    cardInfo: templateText([CARD, LEVEL], { max: 120 })
      .describe(`Строка в окне карты; ${CARD} — номер карты, ${LEVEL} — её уровень (обе обязательны)`)
      .meta({ title: 'Строка «Карта …, уровень …»' }),
    yourCategories: monthText(80, false)
      .describe(`Заголовок над выбранными на месяц категориями (блок, окна подтверждения и выбранных); ${MONTH} — месяц`)
      .meta({ title: 'Заголовок «Ваши категории на …»' }),
    nextCategories: monthText(80, true).describe(`Заголовок списка категорий следующего месяца; ${MONTH} — тот месяц (обязательна)`)
      .meta({ title: 'Заголовок категорий следующего месяца' }),
    accrualsFor: monthText(80, true).describe(`Заголовок начислений за месяц завершённой акции; ${MONTH} — месяц (обязательна)`)
      .meta({ title: 'Заголовок начислений за месяц' }),
    accrued: templateText([POINTS], { max: 40 })
      .describe(`Начисление рядом с категорией; ${POINTS} — баллы со словом («1 270 баллов», обязательна)`)
      .meta({ title: 'Начислено по категории' }),
    total: titled(plainText(60), 'Подпись перед суммой баллов за все месяцы завершённой акции', 'Подпись суммы за все месяцы'),
  }).describe('Что сказано о найденной карте (в блоке «Статус карты» и в окнах)').meta({ title: 'Найденная карта' }),
  chooser: z.strictObject({
    count: templateText([TICKED, OF], { max: 60 })
      .describe(`Счётчик под списком; ${TICKED} — сколько отмечено, ${OF} — сколько можно (обе обязательны)`)
      .meta({ title: 'Счётчик «Выбрано: … из …»' }),
    submit: titled(plainText(40), 'Кнопка под списком категорий', 'Кнопка под списком'),
    nothingChosen: titled(plainText(120), 'Ответ без JS, когда отправлен выбор без единой категории', 'Ответ: ничего не отмечено'),
  }).describe('Выбор категорий в блоке «Статус карты»').meta({ title: 'Выбор категорий' }),
  modals: z.strictObject({
    inputNumberTitle: titled(plainText(80), 'Заголовок окна ввода карты перед выбором категорий', 'Заголовок окна выбора'),
    inputNumberLead: plainText().describe('Текст в окне ввода карты перед выбором (кнопка — из «Статуса карты»: «Продолжить»)')
      .meta({ title: 'Текст окна выбора' }),
    checkSavingsTitle: titled(plainText(80), 'Заголовок окна ввода карты для проверки начислений', 'Заголовок окна проверки'),
    checkSavingsLead: plainText().describe('Текст в окне проверки начислений (кнопка — из блока «Статус карты»: «Проверить»)')
      .meta({ title: 'Текст окна проверки' }),
    cardInfoTitle: titled(plainText(80), 'Заголовок окна «Информация о карте»', 'Заголовок окна карты'),
    choose: titled(plainText(40), 'Кнопка в окне карты, ведущая к выбору категорий', 'Кнопка к выбору категорий'),
    close: titled(plainText(40), 'Кнопка «Закрыть» в окне карты и в окне ошибки', 'Кнопка «Закрыть»'),
    confirmNote: plainText().describe('Примечание при подтверждении выбранных категорий (в окне и в блоке без JS)')
      .meta({ title: 'Примечание к подтверждению' }),
    chosen: titled(plainText(), 'Текст после подтверждения выбора (в окне и в блоке без JS)', 'Ответ: категории выбраны'),
    toShopping: titled(plainText(40), 'Ссылка на каталог в окне выбранных категорий', 'Ссылка к покупкам'),
    understood: titled(plainText(40), 'Кнопка, закрывающая окно выбранных категорий', 'Кнопка «Понятно»'),
    failureTitle: titled(plainText(80), 'Заголовок ошибки (в окне и в блоке без JS)', 'Заголовок ошибки'),
    failureText: titled(plainText(), 'Текст ошибки перед телефонами поддержки', 'Текст ошибки'),
    mistakeTitle: plainText(80).describe('Заголовок, когда карты с таким номером нет или номер не принят: ошибка посетителя, не сайта')
      .meta({ title: 'Заголовок: карта не найдена' }),
    mistakeText: titled(plainText(), 'Что проверить в номере карты, перед телефонами поддержки', 'Что проверить в номере карты'),
    notTakenPart: plainText().describe('Сообщение о карте, не выбиравшей категорий, когда программа завершена')
      .meta({ title: 'Ответ: карта не участвовала' }),
    chooserPrompt: templateText([COUNT, MONTH], { max: 120, required: [COUNT] })
      .describe(`Над списком и ответ без JS на выбор сверх меры; ${COUNT} — сколько («5 категорий», обязательна), ${MONTH} — месяц`)
      .meta({ title: 'Над списком категорий' }),
  }).describe('Окна выбора категорий и проверки начислений').meta({ title: 'Окна' }),
  failures: z.strictObject({
    timeout: titled(plainText(120), 'Учётная система не ответила вовремя', 'Нет ответа вовремя'),
    unavailable: titled(plainText(120), 'Учётная система недоступна или ответила ошибкой', 'Сервис недоступен'),
    busy: titled(plainText(120), 'Сайт перегружен и отложил запрос', 'Сайт перегружен'),
    offline: titled(plainText(120), 'Браузер посетителя не достучался до сайта (только с JS)', 'Нет связи с сайтом'),
    tooMany: templateText([MINUTES], { max: 120 })
      .describe(`Слишком много запросов с этой карты или адреса; ${MINUTES} — через сколько минут можно снова (обязательна)`)
      .meta({ title: 'Слишком много запросов' }),
    cardUnknown: titled(plainText(120), 'Карты с таким номером нет', 'Карта не найдена'),
    cardRefused: titled(plainText(120), 'Учётная система не приняла номер карты', 'Номер карты не принят'),
    choiceRefused: titled(plainText(120), 'Учётная система не сохранила выбор категорий', 'Выбор не сохранён'),
  }).describe('Причина ошибки над текстом ошибки: в окне и в блоке без JS').meta({ title: 'Причины ошибок' }),
  hubCard: hubCardTexts.meta({ title: 'Карточка на главной акций' }),
}).refine((c) => c.ends === undefined || c.ends >= c.starts, {
  ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
});

export type LovecategoryContent = FileValue<typeof lovecategorySchema>;
/** The card-status block's words (its island reads them from the page's state, as the modals do). */
export type CardStatusTexts = LovecategoryContent['status'];
/** What the status block and the modals say of a card that was looked up; the sentences hold placeholders. */
export type CardTexts = LovecategoryContent['card'];
/** Why a lookup or a choice failed, by reason (shared/store/slices/card-categories-failure.ts); tooMany holds MINUTES. */
export type FailureTexts = LovecategoryContent['failures'];

/**
 * What lovecategory's page state holds of its file for its islands (PageState.kindState: the
 * modals are a client-only island with no props): each of these once.
 */
export type LovecategoryOnPage = Pick<LovecategoryContent, 'headerActions' | 'status' | 'card' | 'chooser' | 'modals' | 'failures'>;
