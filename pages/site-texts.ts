// The site's own content file, content/site.json: the texts of no one page kind — the footer
// every page shows, the 404 page and the other error pages (docs/decisions/108-page-texts-as-content.md). Declared like
// a kind's file (kindContent) and given to the page registry (pages/route-table.ts), so loading,
// content:check, the JSON Schema, the studio's form and holding back a broken file are the
// kinds' own; a change of it drops every page from the render cache.
import { z } from 'zod';
import { kindFileSchema, plainText } from '#shared/content/campaign-schema.js';
import { templateText } from '#shared/content/template-schema.js';
import { kindContent } from '#server/pages/page-kind.js';
import { CHARACTERS, CITY, MINUTES } from '#shared/content/site-texts.js';

const FILE = 'site.json';

const bySite = (what: string, max?: number) => z.strictObject({
  promo: plainText(max).describe(`${what} на сайте акций`),
  business: plainText(max).describe(`${what} на сайте для юридических лиц`),
});

/** A lasting page as the 404 page lists it. */
const notFoundLink = (page: string) => z.strictObject({
  name: plainText(60).describe('Название страницы'),
  note: plainText(80).describe('Строка под названием'),
}).describe(`Ссылка на ${page}`);

/** The 429 message: {минут}, the minutes to wait, is its only placeholder, and it must have it. */
const minutesText = templateText([MINUTES], { max: 120 });

/** A feedback error that names a limit of the form's rules: {символов} is its only placeholder, and it must have it. */
const charactersText = templateText([CHARACTERS], { max: 120 });

/** A refused request's page (400, 403, 413, 415). */
const refusedPage = (what: string) => z.strictObject({
  title: plainText(60).describe('Заголовок страницы (и вкладки); код ответа в скобках добавит сайт'),
  lead: plainText(200).describe('Пояснение под сообщением'),
}).describe(what);

export const siteTextsContent = kindContent({
  file: FILE,
  title: 'Тексты всего сайта: подвал, формы, страница «не найдено» и страницы ошибок (docs/content.md)',
  schema: kindFileSchema(FILE, {
    footer: z.strictObject({
      note: plainText(200).describe('Строка под логотипом'),
      phoneNote: plainText(60).describe('Подпись к телефону поддержки (на страницах акций)'),
      businessPhoneNote: templateText([CITY], { max: 80 })
        .describe(`Подпись к телефону города на страницах для юрлиц; ${CITY} — название выбранного города`),
      linksTitle: plainText(40).describe('Заголовок ссылок на разделы магазина'),
      policy: plainText(80).describe('Текст ссылки на политику обработки персональных данных'),
      apps: plainText(40).describe('Заголовок ссылок на мобильное приложение (страницы для юрлиц)'),
      payments: plainText(40).describe('Заголовок значков оплаты (страницы для юрлиц)'),
      social: plainText(40).describe('Заголовок ссылок на соцсети (страницы для юрлиц)'),
    }).describe('Подвал каждой страницы'),
    shopLinks: z.strictObject({
      catalog: plainText(40).describe('Ссылка на каталог'),
      promotions: plainText(40).describe('Ссылка на все акции (и в шапке страниц акций — на главную акций)'),
      club: plainText(40).describe('Ссылка на клубную карту'),
      delivery: plainText(40).describe('Ссылка на доставку и оплату'),
      stores: plainText(40).describe('Ссылка на магазины'),
    }).describe('Ссылки на разделы магазина в подвале; адреса задаёт код'),
    labels: z.strictObject({
      logoHome: plainText(80).describe('Слова после «Петрович» в ссылке логотипа: куда она ведёт'),
      close: plainText(30).describe('Кнопка «×» в углу окна'),
      shopSections: plainText(60).describe('Название ссылок на разделы магазина в подвале'),
      loading: plainText(30).describe('Полоса загрузки вверху страницы, пока ответ на запрос идёт дольше 0,2 с'),
    }).describe('Подписи для незрячих на каждой странице (их читает экранный диктор, на экране их нет)'),
    cardForm: z.strictObject({
      label: plainText(60).describe('Подпись поля номера карты'),
      placeholder: plainText(30).describe('Подсказка в пустом поле'),
      clear: plainText(60).describe('Кнопка «очистить поле» для незрячих'),
      submit: plainText(30).describe('Кнопка проверки карты (страницы акций, «Карта электрика»)'),
      busy: plainText(30).describe('Та же кнопка, пока идёт проверка'),
      empty: plainText(60).describe('Ошибка: номер не введён'),
      incomplete: plainText(60).describe('Ошибка: в номере не 7 цифр'),
      required: plainText(60).describe('Подсказка под пустым полем, пока в нём курсор'),
    }).describe('Поле номера клубной карты на всех страницах'),
    feedback: z.strictObject({
      heading: plainText(60).describe('Заголовок окна и блока обратной связи'),
      note: plainText(120).describe('Строка над полями: какие обязательны'),
      name: plainText(40).describe('Подпись поля имени'),
      phone: plainText(40).describe('Подпись поля телефона'),
      email: plainText(40).describe('Подпись поля почты'),
      topic: plainText(40).describe('Подпись выбора темы'),
      topicPlaceholder: plainText(40).describe('Пустой пункт выбора темы'),
      message: plainText(40).describe('Подпись поля сообщения'),
      submit: plainText(30).describe('Кнопка отправки'),
      sending: plainText(30).describe('Та же кнопка, пока сообщение отправляется'),
      sent: plainText(200).describe('Ответ после отправки'),
      understood: plainText(30).describe('Кнопка, закрывающая окно после отправки'),
      errors: z.strictObject({
        refused: plainText(120).describe('Над кнопкой, когда поля заполнены неверно (под полями — что именно)'),
        failed: plainText(200).describe('Над кнопкой, когда отправить не удалось'),
        nameEmpty: plainText(120).describe('Имя не указано'),
        nameShort: charactersText.describe(`Имя слишком короткое; ${CHARACTERS} — наименьшая длина со словом («2 символов»)`),
        nameLong: charactersText.describe(`Имя слишком длинное; ${CHARACTERS} — наибольшая длина со словом («100 символов»)`),
        phoneEmpty: plainText(120).describe('Телефон не указан'),
        phoneInvalid: plainText(120).describe('Телефон не похож на российский номер'),
        emailInvalid: plainText(120).describe('Почта указана неверно (и когда её не принял сервис)'),
        valueEmpty: plainText(120).describe('Тема не выбрана'),
        valueUnknown: plainText(120).describe('Темы нет в списке (и когда её не принял сервис)'),
        msgLong: charactersText.describe(`Сообщение слишком длинное; ${CHARACTERS} — наибольшая длина со словом («2000 символов»)`),
        nameRefused: plainText(120).describe('Имя не принял сервис обращений'),
        phoneRefused: plainText(120).describe('Телефон не принял сервис обращений'),
        msgRefused: plainText(120).describe('Сообщение не принял сервис обращений'),
      }).describe('Ошибки формы: под полем, когда оно заполнено неверно, и над кнопкой'),
    }).describe('Форма обратной связи на страницах для юрлиц (окно и блок без JS)'),
    cookieNotice: z.strictObject({
      label: plainText(80).describe('Название уведомления для незрячих'),
      text: plainText(300).describe('Текст уведомления'),
      accept: plainText(30).describe('Кнопка согласия'),
    }).describe('Уведомление о файлах cookie (страница «Юридическим лицам»)'),
    businessHeader: z.strictObject({
      logoNote: plainText(30).describe('Слова после «Петрович» в логотипе'),
      hours: plainText(30).describe('Подпись над телефоном (в городах, где она не скрыта)'),
      callback: plainText(30).describe('Ссылка обратного звонка: открывает форму обратной связи'),
      callbackMessage: plainText(120).describe('Сообщение, с которым открывается форма по этой ссылке'),
      city: plainText(30).describe('Слова перед названием города для незрячих'),
      noCity: plainText(30).describe('Кнопка выбора города, пока город не выбран'),
      cities: plainText(30).describe('Название списка городов для незрячих'),
    }).describe('Шапка страниц для юрлиц: телефон, обратный звонок, выбор города'),
    phaseChips: z.strictObject({
      upcoming: plainText(30).describe('До старта акции'),
      running: plainText(30).describe('Пока акция идёт'),
      finished: plainText(30).describe('Когда акция завершена'),
    }).describe('Плашка состояния акции: в шапке страницы акции и на её карточке на главной /promo/'),
    notFound: z.strictObject({
      headline: plainText(80).describe('Заголовок (и заголовок вкладки)'),
      lead: bySite('Пояснение под заголовком', 200),
      home: plainText(40).describe('Ссылка на главную'),
      pagesTitle: bySite('Заголовок списка постоянных страниц', 60),
      stalePreview: plainText(200).describe('Пояснение, когда ссылка для предпросмотра истекла или отозвана'),
      // By page id: a lasting page the file names is listed on the sites that serve it, the site's home first.
      pages: z.strictObject({
        hub: notFoundLink('главную акций /promo/'),
        'karta-elektrika': notFoundLink('«Карту электрика»'),
        lovecategory: notFoundLink('«Любимые категории»'),
        law: notFoundLink('страницу «Юридическим лицам»'),
        sert: notFoundLink('«Подарочные сертификаты»'),
      }).describe('Список постоянных страниц: каждая показана на том сайте, где она есть'),
    }).describe('Страница «не найдено» (404)'),
    // The server keeps its own words for these pages when this file is not there (server/answers/error-page.ts).
    errors: z.strictObject({
      serverError: z.strictObject({
        title: plainText(80).describe('Сообщение под кодом 500'),
        lead: plainText(200).describe('Пояснение под кодом 500'),
      }).describe('Ошибка на сервере (500)'),
      busy: z.strictObject({
        message: plainText(80).describe('Сообщение под кодом 503'),
        lead: plainText(200).describe('Пояснение: когда обновить страницу'),
      }).describe('Сайт перегружен (503): страница вместо любой другой, пока посетителей слишком много'),
      tooMany: z.strictObject({
        message: minutesText.describe(`Сообщение под кодом 429; ${MINUTES} — сколько минут подождать`),
        lead: plainText(200).describe('Пояснение под сообщением'),
      }).describe('Слишком много запросов (429): страница проверки без JavaScript и ответ проверки или формы на странице'),
      badRequest: refusedPage('Неверный запрос (400)'),
      forbidden: refusedPage('Запрос отклонён (403): отправлен с другого сайта или ссылка предпросмотра не действует'),
      tooLarge: refusedPage('Слишком большой запрос (413): форма отправлена со слишком длинным текстом'),
      unsupported: refusedPage('Неподдерживаемый формат (415)'),
      back: plainText(60)
        .describe('Ссылка под страницей ошибки на страницу посетителя (пришёл не с нашей — ссылка «На главную» из страницы 404)'),
      refusals: z.strictObject({
        crossSite: plainText(200).describe('Форма отправлена со страницы другого сайта'),
        previewExpired: plainText(200).describe('Срок ссылки для предпросмотра истёк'),
        previewRevoked: plainText(200).describe('Ссылку для предпросмотра отозвали'),
      }).describe('Сообщения под кодом 403'),
    }).describe('Страницы ошибок 500, 503, 429, 400, 403, 413 и 415'),
  }),
});
