// The hub's own content file, content/hub.json: every text of /promo/ but the cards'. In shared/ because server/ reads
// it too and never imports pages/ (docs/decisions/092-layers.md).
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText, titled, type FileValue } from './campaign-schema.js';
import { templateText } from './template-schema.js';
import { DATE } from './hub-placeholders.js';

/** A card's dates: {дата} is its only placeholder, and it must have it. */
const dateText = templateText([DATE], { max: 60 });

export const hubSchema = kindFileSchema('hub.json', {
  ...pageHead,
  heading: titled(plainText(80), 'Заголовок страницы (H1)', 'Заголовок'),
  lead: z.strictObject({
    withUpcoming: titled(plainText(), 'Когда на главной есть анонсы: может упоминать предстоящие акции', 'Есть анонсы'),
    withoutUpcoming: titled(plainText(), 'Когда анонсов нет: без обещания предстоящих акций', 'Анонсов нет'),
  }).describe('Текст под заголовком').meta({ title: 'Текст под заголовком' }),
  sections: z.strictObject({
    running: titled(plainText(60), 'Заголовок раздела идущих акций', 'Идущие'),
    upcoming: titled(plainText(60), 'Заголовок раздела анонсов', 'Анонсы'),
    finished: titled(plainText(60), 'Заголовок раздела завершённых акций', 'Завершённые'),
  }).describe('Заголовки разделов (раздел без карточек не показывается)').meta({ title: 'Разделы' }),
  finishedMore: titled(plainText(40), 'Приглашение на карточке завершённой акции посмотреть итоги', 'Ссылка на итоги'),
  cardDates: z.strictObject({
    upcoming: titled(dateText, `Анонс; ${DATE} — первый день («1 марта 2025»)`, 'Анонс'),
    since: titled(dateText, `Постоянная страница без окончания («Любимые категории»); ${DATE} — первый день`, 'Без окончания'),
  }).describe('Даты на карточке, кроме срока «с … по …»').meta({ title: 'Даты на карточке' }),
});

export type HubTexts = FileValue<typeof hubSchema>;
