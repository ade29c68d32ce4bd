// The shape of the site's own content file, content/site.json (docs/decisions/108-page-texts-as-content.md):
// the texts of no one page kind — the footer every page shows, the card field, the feedback form,
// the 404 page and the other error pages. The schema is the one statement of its shape: the type
// the pages and the server read (SiteTexts, shared/content/site-texts.ts), its empty value, its
// JSON Schema and its studio form are derived from it; pages/site-texts.ts declares the file.
import { z } from 'zod';
import { kindFileSchema, plainText, type FileValue } from './campaign-schema.js';
import { templateText } from './template-schema.js';
import { CHARACTERS, CITY, MINUTES } from './site-placeholders.js';

const bySite = (what: string, max?: number) => z.strictObject({
  promo: plainText(max).describe(`${what} на сайте акций`).meta({ title: 'Сайт акций' }),
  business: plainText(max).describe(`${what} на сайте для юридических лиц`).meta({ title: 'Сайт для юрлиц' }),
});

/** A lasting page as the 404 page lists it. */
const notFoundLink = (page: string) => z.strictObject({
  name: plainText(60).describe('Название страницы').meta({ title: 'Название' }),
  note: plainText(80).describe('Строка под названием').meta({ title: 'Строка под названием' }),
}).describe(`Ссылка на ${page}`);

/** The 429 message: {минут}, the minutes to wait, is its only placeholder, and it must have it. */
const minutesText = templateText([MINUTES], { max: 120 });

/** A feedback error that names a limit of the form's rules: {символов} is its only placeholder, and it must have it. */
const charactersText = templateText([CHARACTERS], { max: 120 });

/** A refused request's page (400, 403, 413, 415). */
const refusedPage = (what: string) => z.strictObject({
  title: plainText(60).describe('Заголовок страницы (и вкладки); код ответа в скобках добавит сайт').meta({ title: 'Заголовок' }),
  lead: plainText(200).describe('Пояснение под сообщением').meta({ title: 'Пояснение' }),
}).describe(what);

export const siteTextsSchema = kindFileSchema('site.json', {
  footer: z.strictObject({
    note: plainText(200).describe('Строка под логотипом').meta({ title: 'Строка под логотипом' }),
    phoneNote: plainText(60).describe('Подпись к телефону поддержки (на страницах акций)').meta({ title: 'Подпись к телефону' }),
    businessPhoneNote: templateText([CITY], { max: 80 })
      .describe(`Подпись к телефону города на страницах для юрлиц; ${CITY} — название выбранного города`)
      .meta({ title: 'Подпись к телефону (юрлица)' }),
    linksTitle: plainText(40).describe('Заголовок ссылок на разделы магазина').meta({ title: 'Заголовок ссылок' }),
    policy: plainText(80).describe('Текст ссылки на политику обработки персональных данных').meta({ title: 'Ссылка на политику' }),
    apps: plainText(40).describe('Заголовок ссылок на мобильное приложение (страницы для юрлиц)').meta({ title: 'Приложение (юрлица)' }),
    payments: plainText(40).describe('Заголовок значков оплаты (страницы для юрлиц)').meta({ title: 'Оплата (юрлица)' }),
    social: plainText(40).describe('Заголовок ссылок на соцсети (страницы для юрлиц)').meta({ title: 'Соцсети (юрлица)' }),
  }).describe('Подвал каждой страницы').meta({ title: 'Подвал' }),
  shopLinks: z.strictObject({
    catalog: plainText(40).describe('Ссылка на каталог').meta({ title: 'Каталог' }),
    promotions: plainText(40).describe('Ссылка на все акции (и в шапке страниц акций — на главную акций)').meta({ title: 'Все акции' }),
    club: plainText(40).describe('Ссылка на клубную карту').meta({ title: 'Клубная карта' }),
    delivery: plainText(40).describe('Ссылка на доставку и оплату').meta({ title: 'Доставка и оплата' }),
    stores: plainText(40).describe('Ссылка на магазины').meta({ title: 'Магазины' }),
  }).describe('Ссылки на разделы магазина в подвале; адреса задаёт код').meta({ title: 'Ссылки на разделы магазина' }),
  labels: z.strictObject({
    logoHome: plainText(80).describe('Слова после «Петрович» в ссылке логотипа: куда она ведёт').meta({ title: 'Ссылка логотипа' }),
    close: plainText(30).describe('Кнопка «×» в углу окна').meta({ title: 'Кнопка «×» окна' }),
    shopSections: plainText(60).describe('Название ссылок на разделы магазина в подвале').meta({ title: 'Разделы магазина' }),
    loading: plainText(30).describe('Полоса загрузки вверху страницы, пока ответ на запрос идёт дольше 0,2 с')
      .meta({ title: 'Полоса загрузки' }),
  }).describe('Подписи для незрячих на каждой странице (их читает экранный диктор, на экране их нет)')
    .meta({ title: 'Подписи для незрячих' }),
  cardForm: z.strictObject({
    label: plainText(60).describe('Подпись поля номера карты').meta({ title: 'Подпись' }),
    placeholder: plainText(30).describe('Подсказка в пустом поле').meta({ title: 'Подсказка в поле' }),
    clear: plainText(60).describe('Кнопка «очистить поле» для незрячих').meta({ title: '«Очистить» (для незрячих)' }),
    submit: plainText(30).describe('Кнопка проверки карты (страницы акций, «Карта электрика»)').meta({ title: 'Кнопка проверки' }),
    busy: plainText(30).describe('Та же кнопка, пока идёт проверка').meta({ title: 'Кнопка во время проверки' }),
    empty: plainText(60).describe('Ошибка: номер не введён').meta({ title: 'Ошибка: номер не введён' }),
    incomplete: plainText(60).describe('Ошибка: в номере не 7 цифр').meta({ title: 'Ошибка: номер неверный' }),
    required: plainText(60).describe('Подсказка под пустым полем, пока в нём курсор').meta({ title: 'Подсказка в пустом поле' }),
  }).describe('Поле номера клубной карты на всех страницах').meta({ title: 'Поле номера карты' }),
  feedback: z.strictObject({
    heading: plainText(60).describe('Заголовок окна и блока обратной связи').meta({ title: 'Заголовок' }),
    note: plainText(120).describe('Строка над полями: какие обязательны').meta({ title: 'Строка об обязательных полях' }),
    name: plainText(40).describe('Подпись поля имени').meta({ title: 'Поле «Имя»' }),
    phone: plainText(40).describe('Подпись поля телефона').meta({ title: 'Поле «Телефон»' }),
    email: plainText(40).describe('Подпись поля почты').meta({ title: 'Поле «Почта»' }),
    topic: plainText(40).describe('Подпись выбора темы').meta({ title: 'Выбор темы' }),
    topicPlaceholder: plainText(40).describe('Пустой пункт выбора темы').meta({ title: 'Пустой пункт темы' }),
    message: plainText(40).describe('Подпись поля сообщения').meta({ title: 'Поле «Сообщение»' }),
    submit: plainText(30).describe('Кнопка отправки').meta({ title: 'Кнопка отправки' }),
    sending: plainText(30).describe('Та же кнопка, пока сообщение отправляется').meta({ title: 'Кнопка во время отправки' }),
    sent: plainText(200).describe('Ответ после отправки').meta({ title: 'Ответ после отправки' }),
    understood: plainText(30).describe('Кнопка, закрывающая окно после отправки').meta({ title: 'Кнопка «Понятно»' }),
    consent: z.strictObject({
      text: plainText(200).describe('Согласие на обработку персональных данных под кнопкой отправки, до ссылки на политику')
        .meta({ title: 'Текст до ссылки' }),
      link: plainText(80).describe('Слова ссылки на политику обработки персональных данных в конце строки согласия')
        .meta({ title: 'Слова ссылки на политику' }),
    }).describe('Строка согласия на обработку персональных данных под формой (152-ФЗ)')
      .meta({ title: 'Согласие на обработку персональных данных' }),
    errors: z.strictObject({
      refused: plainText(120).describe('Над кнопкой, когда поля заполнены неверно (под полями — что именно)')
        .meta({ title: 'Поля заполнены неверно' }),
      failed: plainText(200).describe('Над кнопкой, когда отправить не удалось').meta({ title: 'Отправить не удалось' }),
      nameEmpty: plainText(120).describe('Имя не указано').meta({ title: 'Имя не указано' }),
      nameShort: charactersText.describe(`Имя слишком короткое; ${CHARACTERS} — наименьшая длина со словом («2 символов»)`)
        .meta({ title: 'Имя короче предела' }),
      nameLong: charactersText.describe(`Имя слишком длинное; ${CHARACTERS} — наибольшая длина со словом («100 символов»)`)
        .meta({ title: 'Имя длиннее предела' }),
      phoneEmpty: plainText(120).describe('Телефон не указан').meta({ title: 'Телефон не указан' }),
      phoneInvalid: plainText(120).describe('Телефон не похож на российский номер').meta({ title: 'Телефон неверный' }),
      emailInvalid: plainText(120).describe('Почта указана неверно (и когда её не принял сервис)').meta({ title: 'Почта неверная' }),
      valueEmpty: plainText(120).describe('Тема не выбрана').meta({ title: 'Тема не выбрана' }),
      valueUnknown: plainText(120).describe('Темы нет в списке (и когда её не принял сервис)').meta({ title: 'Темы нет в списке' }),
      msgLong: charactersText.describe(`Сообщение слишком длинное; ${CHARACTERS} — наибольшая длина со словом («2000 символов»)`)
        .meta({ title: 'Сообщение длиннее предела' }),
      nameRefused: plainText(120).describe('Имя не принял сервис обращений').meta({ title: 'Имя не принято сервисом' }),
      phoneRefused: plainText(120).describe('Телефон не принял сервис обращений').meta({ title: 'Телефон не принят сервисом' }),
      msgRefused: plainText(120).describe('Сообщение не принял сервис обращений').meta({ title: 'Сообщение не принято сервисом' }),
    }).describe('Ошибки формы: под полем, когда оно заполнено неверно, и над кнопкой').meta({ title: 'Ошибки формы' }),
  }).describe('Форма обратной связи на страницах для юрлиц (окно и блок без JS)').meta({ title: 'Обратная связь (юрлица)' }),
  cookieNotice: z.strictObject({
    label: plainText(80).describe('Название уведомления для незрячих').meta({ title: 'Название (для незрячих)' }),
    text: plainText(300).describe('Текст уведомления').meta({ title: 'Текст' }),
    accept: plainText(30).describe('Кнопка согласия').meta({ title: 'Кнопка согласия' }),
  }).describe('Уведомление о файлах cookie (страница «Юридическим лицам»)').meta({ title: 'Уведомление о cookie' }),
  businessHeader: z.strictObject({
    logoNote: plainText(30).describe('Слова после «Петрович» в логотипе').meta({ title: 'Слова в логотипе' }),
    hours: plainText(30).describe('Подпись над телефоном (в городах, где она не скрыта)').meta({ title: 'Подпись над телефоном' }),
    callback: plainText(30).describe('Ссылка обратного звонка: открывает форму обратной связи').meta({ title: 'Ссылка «позвонить»' }),
    callbackMessage: plainText(120).describe('Сообщение, с которым открывается форма по этой ссылке')
      .meta({ title: 'Сообщение обратного звонка' }),
    city: plainText(30).describe('Слова перед названием города для незрячих').meta({ title: '«Ваш город» (для незрячих)' }),
    noCity: plainText(30).describe('Кнопка выбора города, пока город не выбран').meta({ title: 'Город не выбран' }),
    cities: plainText(30).describe('Название списка городов для незрячих').meta({ title: 'Список городов (для незрячих)' }),
  }).describe('Шапка страниц для юрлиц: телефон, обратный звонок, выбор города').meta({ title: 'Шапка страниц для юрлиц' }),
  phaseChips: z.strictObject({
    upcoming: plainText(30).describe('До старта акции').meta({ title: 'До старта' }),
    running: plainText(30).describe('Пока акция идёт').meta({ title: 'Идёт' }),
    finished: plainText(30).describe('Когда акция завершена').meta({ title: 'Завершена' }),
  }).describe('Плашка состояния акции: в шапке страницы акции и на её карточке на главной /promo/')
    .meta({ title: 'Плашка состояния акции' }),
  notFound: z.strictObject({
    headline: plainText(80).describe('Заголовок (и заголовок вкладки)').meta({ title: 'Заголовок' }),
    lead: bySite('Пояснение под заголовком', 200).meta({ title: 'Пояснение' }),
    home: plainText(40).describe('Ссылка на главную').meta({ title: 'Ссылка на главную' }),
    pagesTitle: bySite('Заголовок списка постоянных страниц', 60).meta({ title: 'Заголовок списка страниц' }),
    stalePreview: plainText(200).describe('Пояснение, когда ссылка для предпросмотра истекла или отозвана')
      .meta({ title: 'Ссылка для предпросмотра не действует' }),
    // By page id: a lasting page the file names is listed on the sites that serve it, the site's home first.
    pages: z.strictObject({
      hub: notFoundLink('главную акций /promo/').meta({ title: 'Главная акций' }),
      'karta-elektrika': notFoundLink('«Карту электрика»').meta({ title: '«Карта электрика»' }),
      lovecategory: notFoundLink('«Любимые категории»').meta({ title: '«Любимые категории»' }),
      law: notFoundLink('страницу «Юридическим лицам»').meta({ title: '«Юридическим лицам»' }),
      sert: notFoundLink('«Подарочные сертификаты»').meta({ title: '«Подарочные сертификаты»' }),
    }).describe('Список постоянных страниц: каждая показана на том сайте, где она есть').meta({ title: 'Список страниц' }),
  }).describe('Страница «не найдено» (404)').meta({ title: 'Страница не найдена' }),
  // The server keeps its own words for these pages when this file is not there (server/answers/error-page.ts).
  errors: z.strictObject({
    serverError: z.strictObject({
      title: plainText(80).describe('Сообщение под кодом 500').meta({ title: 'Сообщение' }),
      lead: plainText(200).describe('Пояснение под кодом 500').meta({ title: 'Пояснение' }),
    }).describe('Ошибка на сервере (500)').meta({ title: 'Ошибка на сервере (500)' }),
    busy: z.strictObject({
      message: plainText(80).describe('Сообщение под кодом 503').meta({ title: 'Сообщение' }),
      lead: plainText(200).describe('Пояснение: когда обновить страницу').meta({ title: 'Пояснение' }),
    }).describe('Сайт перегружен (503): страница вместо любой другой, пока посетителей слишком много')
      .meta({ title: 'Сайт перегружен (503)' }),
    tooMany: z.strictObject({
      message: minutesText.describe(`Сообщение под кодом 429; ${MINUTES} — сколько минут подождать`).meta({ title: 'Сообщение' }),
      lead: plainText(200).describe('Пояснение под сообщением').meta({ title: 'Пояснение' }),
    }).describe('Слишком много запросов (429): страница проверки без JavaScript и ответ проверки или формы на странице')
      .meta({ title: 'Слишком много проверок (429)' }),
    badRequest: refusedPage('Неверный запрос (400)').meta({ title: 'Неверный запрос (400)' }),
    forbidden: refusedPage('Запрос отклонён (403): отправлен с другого сайта или ссылка предпросмотра не действует')
      .meta({ title: 'Запрос отклонён (403)' }),
    tooLarge: refusedPage('Слишком большой запрос (413): форма отправлена со слишком длинным текстом')
      .meta({ title: 'Слишком большой запрос (413)' }),
    unsupported: refusedPage('Неподдерживаемый формат (415)').meta({ title: 'Неподдерживаемый формат (415)' }),
    back: plainText(60)
      .describe('Ссылка под страницей ошибки на страницу посетителя (пришёл не с нашей — ссылка «На главную» из страницы 404)')
      .meta({ title: 'Ссылка «назад» под страницей ошибки' }),
    refusals: z.strictObject({
      crossSite: plainText(200).describe('Форма отправлена со страницы другого сайта').meta({ title: 'Отправлено с другого сайта' }),
      previewExpired: plainText(200).describe('Срок ссылки для предпросмотра истёк').meta({ title: 'Предпросмотр: срок истёк' }),
      previewRevoked: plainText(200).describe('Ссылку для предпросмотра отозвали').meta({ title: 'Предпросмотр: ссылка отозвана' }),
    }).describe('Сообщения под кодом 403').meta({ title: 'Сообщения отказа (403)' }),
  }).describe('Страницы ошибок 500, 503, 429, 400, 403, 413 и 415').meta({ title: 'Страницы ошибок' }),
});

export type SiteTexts = FileValue<typeof siteTextsSchema>;
