// lovecategory's own content file, content/lovecategory.json: the programme's dates and every
// text of its page (its <title> and description, the hero, the categories' intro, the rules,
// the card-status block, the chooser, the modals, the failures' answers, its card on the
// hub); the sentences around a month, a card or a count are templates whose placeholders the
// schema checks (templateText). Read, checked, typeset, watched, written as JSON
// Schema, given its studio form and compared on a change from this declaration alone
// (pages/content-files.ts lists it); its pages are dated by it, and its page's state carries it
// (`page.content`, shared/features/lovecategory/lovecategory-texts.ts).
import { z } from 'zod';
import { hubCardTexts, isoDay, kindFileSchema, pageHead, plainText, whenValid } from '#shared/content/campaign-schema.js';
import { templateText } from '#shared/content/template-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { MINUTES } from '#shared/content/site-texts.js';
import {
  CARD, COUNT, LEVEL, MONTH, OF, PERIOD, POINTS, TICKED, type LovecategoryContent, type LovecategoryOnPage,
} from '#shared/features/lovecategory/lovecategory-texts.js';

const FILE = 'lovecategory.json';

/** A text that may name the programme's days: `{период}` is its only placeholder. */
const periodText = (max?: number) => templateText([PERIOD], { max, required: [] });
/** A sentence about a month: `{месяц}` its only placeholder; `must`: without it the sentence would not say which. */
const monthText = (max: number, must: boolean) => templateText([MONTH], { max, required: must ? [MONTH] : [] });
const rules = (tense: string) => z.array(periodText().describe('Одно правило')).min(1).max(10)
  .describe(`Правила по порядку, ${tense}; ${PERIOD} — дни программы («с 1 ноября 2024 года»)`);

export const lovecategoryContent = kindContent({
  file: FILE,
  title: 'Программа «Любимые категории»: даты и тексты страницы (docs/content.md)',
  schema: kindFileSchema(FILE, {
    starts: isoDay.describe('Первый день программы (по Москве): «С 1 ноября 2024 года» в шапке'),
    ends: isoDay.optional().describe('Последний день (по Москве); не задан — без окончания'),
    ...pageHead,
    hero: z.strictObject({
      heading: plainText(120).describe('Заголовок страницы (H1)'),
      lead: plainText().describe('Текст под заголовком, пока программа идёт'),
      finishedChip: plainText(40).describe('Плашка над заголовком завершённой программы'),
      finishedLead: periodText().describe(`Текст под заголовком завершённой программы; ${PERIOD} — её дни`),
    }).describe('Шапка страницы'),
    headerActions: z.strictObject({
      choose: plainText(40).describe('Кнопка в шапке, ведущая к выбору категорий (пока акция идёт)'),
      check: plainText(40).describe('Кнопка в шапке, ведущая к проверке начислений'),
    }).describe('Кнопки в шапке'),
    categories: z.strictObject({
      heading: plainText(80).describe('Заголовок блока категорий'),
      lead: plainText().describe('Текст под заголовком, пока программа идёт'),
      finishedLead: plainText().describe('Текст под заголовком завершённой программы'),
      link: plainText(80).describe('Ссылка на каталог petrovich.ru под категориями'),
    }).describe('Категории акции'),
    rules: z.strictObject({
      heading: plainText(80).describe('Заголовок блока правил'),
      running: rules('пока программа идёт'),
      finished: rules('когда она завершена (в прошедшем времени)'),
    }).describe('Правила акции'),
    status: z.strictObject({
      heading: plainText(80).describe('Заголовок блока «Статус карты»'),
      lookupLead: plainText().describe('Текст над полем номера карты, пока программа идёт'),
      finishedLookupLead: plainText().describe('Текст над полем номера карты завершённой программы'),
      lookupSubmit: plainText(40).describe('Кнопка под полем номера карты, пока программа идёт («Продолжить»), и в окне выбора'),
      finishedLookupSubmit: plainText(40).describe('Кнопка под полем карты завершённой программы («Проверить») и в окне проверки'),
      cardNumber: plainText(40).describe('Подпись номера найденной карты'),
      cardLevel: plainText(40).describe('Подпись уровня найденной карты'),
      confirm: plainText(40).describe('Кнопка подтверждения выбранных категорий (в окне и без JS)'),
      cancel: plainText(40).describe('Кнопка отмены выбора (в окне и без JS)'),
      otherCard: plainText(40).describe('Ссылка, чтобы ввести другую карту'),
      noAccruals: plainText().describe('Ответ, когда за время программы на карту ничего не начислено'),
    }).describe('Блок «Статус карты» внизу страницы: работает и без JS'),
    card: z.strictObject({
      levels: z.strictObject({
        profi: plainText(40).describe('Уровень «профи», как его читает посетитель'),
        expert: plainText(40).describe('Уровень «эксперт»'),
        superExpert: plainText(40).describe('Уровень «супер-эксперт»'),
      }).describe('Названия уровней карты (учётная система присылает их в любом регистре)'),
      ineligible: plainText().describe('Ответ карте уровня, который в акции не участвует'),
      notChosen: monthText(300, false).describe(`Ответ карте, не выбравшей категории, пока акция идёт; ${MONTH} — этот месяц`),
      cardInfo: templateText([CARD, LEVEL], { max: 120 })
        .describe(`Строка в окне карты; ${CARD} — номер карты, ${LEVEL} — её уровень (обе обязательны)`),
      yourCategories: monthText(80, false)
        .describe(`Заголовок над выбранными на месяц категориями (блок, окна подтверждения и выбранных); ${MONTH} — месяц`),
      nextCategories: monthText(80, true).describe(`Заголовок списка категорий следующего месяца; ${MONTH} — тот месяц (обязательна)`),
      accrualsFor: monthText(80, true).describe(`Заголовок начислений за месяц завершённой акции; ${MONTH} — месяц (обязательна)`),
      accrued: templateText([POINTS], { max: 40 })
        .describe(`Начисление рядом с категорией; ${POINTS} — баллы со словом («1 270 баллов», обязательна)`),
      total: plainText(60).describe('Подпись перед суммой баллов за все месяцы завершённой акции'),
    }).describe('Что сказано о найденной карте (в блоке «Статус карты» и в окнах)'),
    chooser: z.strictObject({
      count: templateText([TICKED, OF], { max: 60 })
        .describe(`Счётчик под списком; ${TICKED} — сколько отмечено, ${OF} — сколько можно (обе обязательны)`),
      submit: plainText(40).describe('Кнопка под списком категорий'),
      nothingChosen: plainText(120).describe('Ответ без JS, когда отправлен выбор без единой категории'),
    }).describe('Выбор категорий в блоке «Статус карты»'),
    modals: z.strictObject({
      inputNumberTitle: plainText(80).describe('Заголовок окна ввода карты перед выбором категорий'),
      inputNumberLead: plainText().describe('Текст в окне ввода карты перед выбором (кнопка — из «Статуса карты»: «Продолжить»)'),
      checkSavingsTitle: plainText(80).describe('Заголовок окна ввода карты для проверки начислений'),
      checkSavingsLead: plainText().describe('Текст в окне проверки начислений (кнопка — из блока «Статус карты»: «Проверить»)'),
      cardInfoTitle: plainText(80).describe('Заголовок окна «Информация о карте»'),
      choose: plainText(40).describe('Кнопка в окне карты, ведущая к выбору категорий'),
      close: plainText(40).describe('Кнопка «Закрыть» в окне карты и в окне ошибки'),
      confirmNote: plainText().describe('Примечание при подтверждении выбранных категорий (в окне и в блоке без JS)'),
      chosen: plainText().describe('Текст после подтверждения выбора (в окне и в блоке без JS)'),
      toShopping: plainText(40).describe('Ссылка на каталог в окне выбранных категорий'),
      understood: plainText(40).describe('Кнопка, закрывающая окно выбранных категорий'),
      failureTitle: plainText(80).describe('Заголовок ошибки (в окне и в блоке без JS)'),
      failureText: plainText().describe('Текст ошибки перед телефонами поддержки'),
      mistakeTitle: plainText(80).describe('Заголовок, когда карты с таким номером нет или номер не принят: ошибка посетителя, не сайта'),
      mistakeText: plainText().describe('Что проверить в номере карты, перед телефонами поддержки'),
      notTakenPart: plainText().describe('Сообщение о карте, не выбиравшей категорий, когда программа завершена'),
      chooserPrompt: templateText([COUNT, MONTH], { max: 120, required: [COUNT] })
        .describe(`Над списком и ответ без JS на выбор сверх меры; ${COUNT} — сколько («5 категорий», обязательна), ${MONTH} — месяц`),
    }).describe('Окна выбора категорий и проверки начислений'),
    failures: z.strictObject({
      timeout: plainText(120).describe('Учётная система не ответила вовремя'),
      unavailable: plainText(120).describe('Учётная система недоступна или ответила ошибкой'),
      busy: plainText(120).describe('Сайт перегружен и отложил запрос'),
      offline: plainText(120).describe('Браузер посетителя не достучался до сайта (только с JS)'),
      tooMany: templateText([MINUTES], { max: 120 })
        .describe(`Слишком много запросов с этой карты или адреса; ${MINUTES} — через сколько минут можно снова (обязательна)`),
      cardUnknown: plainText(120).describe('Карты с таким номером нет'),
      cardRefused: plainText(120).describe('Учётная система не приняла номер карты'),
      choiceRefused: plainText(120).describe('Учётная система не сохранила выбор категорий'),
    }).describe('Причина ошибки над текстом ошибки: в окне и в блоке без JS'),
    hubCard: hubCardTexts,
  }).refine((c) => c.ends === undefined || c.ends >= c.starts, {
    ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
  }),
});

/** The programme's dates, as its pages get them. */
export type LovecategoryDates = Pick<LovecategoryContent, 'starts' | 'ends'>;

/**
 * What its page is made from: the dates, its card's texts for the hub (which reads no kind's
 * file), and what its state carries for its islands (`onPage`: the modals read no props).
 */
export type LovecategoryData = LovecategoryDates & Pick<LovecategoryContent, 'hubCard'> & { onPage: LovecategoryOnPage };
