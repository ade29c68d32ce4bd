// The words the /api answers in where a visitor reads them: the feedback form's errors and the
// 429's message, content/site.json's (docs/decisions/108-page-texts-as-content.md). Taken once
// per app from the content served (an app is made per content), so a publish changes them with
// the pages; without the site's file (a registry made without it), the server's own words, the
// ones the file ships with.
import { SITE_TEXTS_FILE, type ErrorTexts, type FeedbackErrorTexts } from '#shared/content/site-texts.js';
import { CHARACTERS } from '#shared/content/site-placeholders.js';
import { typesetAll } from '#shared/typography/typeset.js';
import { servedFile } from '../pages/page-kind.js';
import { BUILT_IN_ERROR_TEXTS } from '../answers/error-page.js';

export interface ProxyTexts {
  feedback: FeedbackErrorTexts;
  /** The 429's message (tooManyMessage). */
  errors: ErrorTexts;
}

export const BUILT_IN_PROXY_TEXTS: ProxyTexts = {
  feedback: typesetAll({
    refused: 'Проверьте поля формы',
    failed: 'Не удалось отправить сообщение. Попробуйте ещё раз или позвоните нам.',
    nameEmpty: 'Укажите имя',
    nameShort: `Имя — не короче ${CHARACTERS}`,
    nameLong: `Имя — не длиннее ${CHARACTERS}`,
    phoneEmpty: 'Укажите телефон',
    phoneInvalid: 'Введите номер в формате +7 (XXX) XXX-XX-XX',
    emailInvalid: 'Проверьте адрес почты, например ivan@example.ru',
    valueEmpty: 'Выберите тему обращения',
    valueUnknown: 'Неизвестная тема обращения',
    msgLong: `Сообщение — не длиннее ${CHARACTERS}`,
    nameRefused: 'Проверьте имя',
    phoneRefused: 'Проверьте номер телефона',
    msgRefused: 'Проверьте текст сообщения',
  }),
  errors: BUILT_IN_ERROR_TEXTS,
};

/** The /api's words of the content served: its site's own file's, the built-in ones when the registry has no such file. */
export function proxyTexts(kindFiles: Readonly<Record<string, unknown>>): ProxyTexts {
  const site = servedFile(kindFiles, SITE_TEXTS_FILE);
  return site ? { feedback: site.feedback.errors, errors: site.errors } : BUILT_IN_PROXY_TEXTS;
}
