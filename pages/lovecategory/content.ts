// lovecategory's own content file, content/lovecategory.json: the programme's dates and every
// text of its page but the card-status block's and the modals' (its <title> and description,
// the hero, the categories' intro, the rules, its card on the hub). Read, checked, typeset, watched, written as JSON
// Schema, given its studio form and compared on a change from this declaration alone
// (pages/content-files.ts lists it); its pages are dated by it, and its page's state carries it
// (`page.content`, shared/features/lovecategory/lovecategory-texts.ts).
import { z } from 'zod';
import { hubCardTexts, isoDay, kindFileSchema, pageHead, plainText, whenValid } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { PERIOD, type LovecategoryContent } from '#shared/features/lovecategory/lovecategory-texts.js';

const FILE = 'lovecategory.json';

/** A text that may name the programme's days: `{период}` is its only placeholder. */
const periodText = (max?: number) => plainText(max).regex(
  new RegExp(`^(?:[^{}]|${PERIOD.replace(/[{}]/g, '\\$&')})*$`, 'u'),
  `из подстановок в фигурных скобках есть только ${PERIOD}`,
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
      lookupSubmit: plainText(40).describe('Кнопка под полем номера карты, пока программа идёт («Продолжить»)'),
      finishedLookupSubmit: plainText(40).describe('Кнопка под полем номера карты завершённой программы («Проверить»)'),
      cardNumber: plainText(40).describe('Подпись номера найденной карты'),
      cardLevel: plainText(40).describe('Подпись уровня найденной карты'),
      confirm: plainText(40).describe('Кнопка подтверждения выбранных категорий (без JS)'),
      cancel: plainText(40).describe('Кнопка отмены выбора (без JS)'),
      otherCard: plainText(40).describe('Ссылка, чтобы ввести другую карту'),
      noAccruals: plainText().describe('Ответ, когда за время программы на карту ничего не начислено'),
    }).describe('Блок «Статус карты» внизу страницы: работает и без JS'),
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
    hubCard: { name: '', lead: '' },
  } satisfies LovecategoryContent,
});

/** The programme's dates, as its pages get them. */
export type LovecategoryDates = Pick<LovecategoryContent, 'starts' | 'ends'>;

/** What its page is made from: the dates, and its card's texts for the hub (which reads no kind's file). */
export type LovecategoryData = LovecategoryDates & Pick<LovecategoryContent, 'hubCard'>;
