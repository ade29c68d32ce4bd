// The hub's own content file, content/hub.json: every text of /promo/ but the cards' (its
// <title> and description, the headline and its lead, the sections' headings, a finished card's
// invitation to its results). Declared once here
// (docs/decisions/091-kind-content-in-its-descriptor.md); its page's state carries it
// (`page.content`, shared/features/hub/hub-texts.ts).
import { z } from 'zod';
import { kindFileSchema, pageHead, plainText } from '#shared/content/campaign-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { DATE } from '#shared/features/hub/hub-texts.js';
import { templateText } from '#shared/content/template-schema.js';

const FILE = 'hub.json';

/** A card's dates: {дата} is its only placeholder, and it must have it. */
const dateText = templateText([DATE], { max: 60 });

export const hubContent = kindContent({
  file: FILE,
  title: 'Тексты главной страницы акций /promo/ (docs/content.md)',
  schema: kindFileSchema(FILE, {
    ...pageHead,
    heading: plainText(80).describe('Заголовок страницы (H1)'),
    lead: z.strictObject({
      withUpcoming: plainText().describe('Когда на главной есть анонсы: может упоминать предстоящие акции'),
      withoutUpcoming: plainText().describe('Когда анонсов нет: без обещания предстоящих акций'),
    }).describe('Текст под заголовком'),
    sections: z.strictObject({
      running: plainText(60).describe('Заголовок раздела идущих акций'),
      upcoming: plainText(60).describe('Заголовок раздела анонсов'),
      finished: plainText(60).describe('Заголовок раздела завершённых акций'),
    }).describe('Заголовки разделов (раздел без карточек не показывается)'),
    finishedMore: plainText(40).describe('Приглашение на карточке завершённой акции посмотреть итоги'),
    cardDates: z.strictObject({
      upcoming: dateText.describe(`Анонс; ${DATE} — первый день («1 марта 2025»)`),
      since: dateText.describe(`Постоянная страница без окончания («Любимые категории»); ${DATE} — первый день`),
    }).describe('Даты на карточке, кроме срока «с … по …»'),
  }),
});
