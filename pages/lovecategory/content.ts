// lovecategory's own content file, content/lovecategory.json: the programme's dates and every
// text of its page (its <title> and description,
// the hero, the categories' intro, the rules, its card on the hub). Read, checked, typeset, watched, written as JSON
// Schema, given its studio form and compared on a change from this declaration alone
// (pages/content-files.ts lists it); its pages are dated by it, and its page's state carries it
// (`page.content`, shared/features/lovecategory/lovecategory-texts.ts).
import { z } from 'zod';
import { hubCardTexts, isoDay, kindFileSchema, pageHead, plainText, whenValid } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { CHOOSER_COUNT, CHOOSER_MONTH } from '#shared/store/slices/card-categories-rules.js';
import { PERIOD, type LovecategoryContent, type LovecategoryOnPage } from '#shared/features/lovecategory/lovecategory-texts.js';

const FILE = 'lovecategory.json';

/** A text that may name the programme's days: `{период}` is its only placeholder. */
const periodText = (max?: number) => plainText(max).regex(
  new RegExp(`^(?:[^{}]|${PERIOD.replace(/[{}]/g, '\\$&')})*$`, 'u'),
  `из подстановок в фигурных скобках есть только ${PERIOD}`,
);
/** The chooser's prompt: {сколько} and {месяц} are its only placeholders. */
const chooserText = plainText(120).regex(
  new RegExp(`^(?:[^{}]|${[CHOOSER_COUNT, CHOOSER_MONTH].map((p) => p.replace(/[{}]/g, '\\$&')).join('|')})*$`, 'u'),
  `из подстановок в фигурных скобках есть только ${CHOOSER_COUNT} и ${CHOOSER_MONTH}`,
);
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
      notTakenPart: plainText().describe('Сообщение о карте, не выбиравшей категорий, когда программа завершена'),
      chooserPrompt: chooserText.describe(`Над списком категорий; ${CHOOSER_COUNT} — сколько («5 категорий»), ${CHOOSER_MONTH} — месяц`),
    }).describe('Окна выбора категорий и проверки начислений'),
    hubCard: hubCardTexts,
  }).refine((c) => c.ends === undefined || c.ends >= c.starts, {
    ...whenValid('starts', 'ends'), path: ['ends'], message: 'не может быть раньше starts',
  }),
  // Before any content is read only the page's id and path count, never its dates or texts.
  empty: {
    starts: '2000-01-01', title: '', description: '',
    hero: { heading: '', lead: '', finishedChip: '', finishedLead: '' },
    categories: { heading: '', lead: '', finishedLead: '', link: '' },
    rules: { heading: '', running: [], finished: [] },
    status: {
      heading: '', lookupLead: '', finishedLookupLead: '', lookupSubmit: '', finishedLookupSubmit: '',
      cardNumber: '', cardLevel: '', confirm: '', cancel: '', otherCard: '', noAccruals: '',
    },
    modals: {
      inputNumberTitle: '', inputNumberLead: '', checkSavingsTitle: '', checkSavingsLead: '', cardInfoTitle: '',
      choose: '', close: '', confirmNote: '', chosen: '', toShopping: '', understood: '',
      failureTitle: '', failureText: '', notTakenPart: '', chooserPrompt: '',
    },
    hubCard: { name: '', lead: '' },
  } satisfies LovecategoryContent,
});

/** The programme's dates, as its pages get them. */
export type LovecategoryDates = Pick<LovecategoryContent, 'starts' | 'ends'>;

/**
 * What its page is made from: the dates, its card's texts for the hub (which reads no kind's
 * file), and what its state carries for its islands (`onPage`: the modals read no props).
 */
export type LovecategoryData = LovecategoryDates & Pick<LovecategoryContent, 'hubCard'> & { onPage: LovecategoryOnPage };
