// The shape of the site's own content file, content/site.json (docs/decisions/108-page-texts-as-content.md): the texts
// of no one page kind.
import { z } from 'zod';
import { kindFileSchema, plainText, titled, type FileValue } from './campaign-schema.js';
import { templateText } from './template-schema.js';
import { CHARACTERS, CITY, MINUTES } from './site-placeholders.js';

const bySite = (what: string, max?: number) => z.strictObject({
  promo: titled(plainText(max), `${what} на сайте акций`, 'Сайт акций'),
  business: titled(plainText(max), `${what} на сайте для юридических лиц`, 'Сайт для юрлиц'),
});

/** A lasting page as the 404 page lists it. */
const notFoundLink = (page: string) => z.strictObject({
  name: titled(plainText(60), 'Название страницы', 'Название'),
  note: titled(plainText(80), 'Строка под названием', 'Строка под названием'),
}).describe(`Ссылка на ${page}`);

/** The 429 message: {минут}, the minutes to wait, is its only placeholder, and it must have it. */
const minutesText = templateText([MINUTES], { max: 120 });

/** A feedback error that names a limit of the form's rules: {символов} is its only placeholder, and it must have it. */
const charactersText = templateText([CHARACTERS], { max: 120 });

/** A refused request's page (400, 403, 413, 415). */
const refusedPage = (what: string) => z.strictObject({
  title: titled(plainText(60), 'Заголовок страницы (и вкладки); код ответа в скобках добавит сайт', 'Заголовок'),
  lead: titled(plainText(200), 'Пояснение под сообщением', 'Пояснение'),
}).describe(what);

export const siteTextsSchema = kindFileSchema('site.json', {
  footer: z.strictObject({
    note: titled(plainText(200), 'Строка под логотипом', 'Строка под логотипом'),
    phoneNote: titled(plainText(60), 'Подпись к телефону поддержки (на страницах акций)', 'Подпись к телефону'),
    businessPhoneNote: templateText([CITY], { max: 80 })
      .describe(`Подпись к телефону города на страницах для юрлиц; ${CITY} — название выбранного города`)
      .meta({ title: 'Подпись к телефону (юрлица)' }),
    linksTitle: titled(plainText(40), 'Заголовок ссылок на разделы магазина', 'Заголовок ссылок'),
    policy: titled(plainText(80), 'Текст ссылки на политику обработки персональных данных', 'Ссылка на политику'),
    apps: titled(plainText(40), 'Заголовок ссылок на мобильное приложение (страницы для юрлиц)', 'Приложение (юрлица)'),
    payments: titled(plainText(40), 'Заголовок значков оплаты (страницы для юрлиц)', 'Оплата (юрлица)'),
    social: titled(plainText(40), 'Заголовок ссылок на соцсети (страницы для юрлиц)', 'Соцсети (юрлица)'),
  }).describe('Подвал каждой страницы').meta({ title: 'Подвал' }),
  shopLinks: z.strictObject({
    catalog: titled(plainText(40), 'Ссылка на каталог', 'Каталог'),
    promotions: titled(plainText(40), 'Ссылка на все акции (и в шапке страниц акций — на главную акций)', 'Все акции'),
    club: titled(plainText(40), 'Ссылка на клубную карту', 'Клубная карта'),
    delivery: titled(plainText(40), 'Ссылка на доставку и оплату', 'Доставка и оплата'),
    stores: titled(plainText(40), 'Ссылка на магазины', 'Магазины'),
  }).describe('Ссылки на разделы магазина в подвале; адреса задаёт код').meta({ title: 'Ссылки на разделы магазина' }),
  labels: z.strictObject({
    logoHome: titled(plainText(80), 'Слова после «Петрович» в ссылке логотипа: куда она ведёт', 'Ссылка логотипа'),
    close: titled(plainText(30), 'Кнопка «×» в углу окна', 'Кнопка «×» окна'),
    shopSections: titled(plainText(60), 'Название ссылок на разделы магазина в подвале', 'Разделы магазина'),
    loading: titled(plainText(30), 'Полоса загрузки вверху страницы, пока ответ на запрос идёт дольше 0,2 с', 'Полоса загрузки'),
  }).describe('Подписи для незрячих на каждой странице (их читает экранный диктор, на экране их нет)')
    .meta({ title: 'Подписи для незрячих' }),
  cardForm: z.strictObject({
    label: titled(plainText(60), 'Подпись поля номера карты', 'Подпись'),
    placeholder: titled(plainText(30), 'Подсказка в пустом поле', 'Подсказка в поле'),
    clear: titled(plainText(60), 'Кнопка «очистить поле» для незрячих', '«Очистить» (для незрячих)'),
    submit: titled(plainText(30), 'Кнопка проверки карты (страницы акций, «Карта электрика»)', 'Кнопка проверки'),
    busy: titled(plainText(30), 'Та же кнопка, пока идёт проверка', 'Кнопка во время проверки'),
    empty: titled(plainText(60), 'Ошибка: номер не введён', 'Ошибка: номер не введён'),
    incomplete: titled(plainText(60), 'Ошибка: в номере не 7 цифр', 'Ошибка: номер неверный'),
    required: titled(plainText(60), 'Подсказка под пустым полем, пока в нём курсор', 'Подсказка в пустом поле'),
  }).describe('Поле номера клубной карты на всех страницах').meta({ title: 'Поле номера карты' }),
  feedback: z.strictObject({
    heading: titled(plainText(60), 'Заголовок окна и блока обратной связи', 'Заголовок'),
    note: titled(plainText(120), 'Строка над полями: какие обязательны', 'Строка об обязательных полях'),
    name: titled(plainText(40), 'Подпись поля имени', 'Поле «Имя»'),
    phone: titled(plainText(40), 'Подпись поля телефона', 'Поле «Телефон»'),
    email: titled(plainText(40), 'Подпись поля почты', 'Поле «Почта»'),
    topic: titled(plainText(40), 'Подпись выбора темы', 'Выбор темы'),
    topicPlaceholder: titled(plainText(40), 'Пустой пункт выбора темы', 'Пустой пункт темы'),
    message: titled(plainText(40), 'Подпись поля сообщения', 'Поле «Сообщение»'),
    submit: titled(plainText(30), 'Кнопка отправки', 'Кнопка отправки'),
    sending: titled(plainText(30), 'Та же кнопка, пока сообщение отправляется', 'Кнопка во время отправки'),
    sent: titled(plainText(200), 'Ответ после отправки', 'Ответ после отправки'),
    understood: titled(plainText(30), 'Кнопка, закрывающая окно после отправки', 'Кнопка «Понятно»'),
    consent: z.strictObject({
      text: plainText(200).describe('Согласие на обработку персональных данных под кнопкой отправки, до ссылки на политику')
        .meta({ title: 'Текст до ссылки' }),
      link: plainText(80).describe('Слова ссылки на политику обработки персональных данных в конце строки согласия')
        .meta({ title: 'Слова ссылки на политику' }),
    }).describe('Строка согласия на обработку персональных данных под формой (152-ФЗ)')
      .meta({ title: 'Согласие на обработку персональных данных' }),
    errors: z.strictObject({
      refused: titled(plainText(120), 'Над кнопкой, когда поля заполнены неверно (под полями — что именно)', 'Поля заполнены неверно'),
      failed: titled(plainText(200), 'Над кнопкой, когда отправить не удалось', 'Отправить не удалось'),
      nameEmpty: titled(plainText(120), 'Имя не указано', 'Имя не указано'),
      nameShort: charactersText.describe(`Имя слишком короткое; ${CHARACTERS} — наименьшая длина со словом («2 символов»)`)
        .meta({ title: 'Имя короче предела' }),
      nameLong: charactersText.describe(`Имя слишком длинное; ${CHARACTERS} — наибольшая длина со словом («100 символов»)`)
        .meta({ title: 'Имя длиннее предела' }),
      phoneEmpty: titled(plainText(120), 'Телефон не указан', 'Телефон не указан'),
      phoneInvalid: titled(plainText(120), 'Телефон не похож на российский номер', 'Телефон неверный'),
      emailInvalid: titled(plainText(120), 'Почта указана неверно (и когда её не принял сервис)', 'Почта неверная'),
      valueEmpty: titled(plainText(120), 'Тема не выбрана', 'Тема не выбрана'),
      valueUnknown: titled(plainText(120), 'Темы нет в списке (и когда её не принял сервис)', 'Темы нет в списке'),
      msgLong: charactersText.describe(`Сообщение слишком длинное; ${CHARACTERS} — наибольшая длина со словом («2000 символов»)`)
        .meta({ title: 'Сообщение длиннее предела' }),
      nameRefused: titled(plainText(120), 'Имя не принял сервис обращений', 'Имя не принято сервисом'),
      phoneRefused: titled(plainText(120), 'Телефон не принял сервис обращений', 'Телефон не принят сервисом'),
      msgRefused: titled(plainText(120), 'Сообщение не принял сервис обращений', 'Сообщение не принято сервисом'),
    }).describe('Ошибки формы: под полем, когда оно заполнено неверно, и над кнопкой').meta({ title: 'Ошибки формы' }),
  }).describe('Форма обратной связи на страницах для юрлиц (окно и блок без JS)').meta({ title: 'Обратная связь (юрлица)' }),
  cookieNotice: z.strictObject({
    label: titled(plainText(80), 'Название уведомления для незрячих', 'Название (для незрячих)'),
    text: titled(plainText(300), 'Текст уведомления', 'Текст'),
    accept: titled(plainText(30), 'Кнопка согласия', 'Кнопка согласия'),
  }).describe('Уведомление о файлах cookie (страница «Юридическим лицам»)').meta({ title: 'Уведомление о cookie' }),
  businessHeader: z.strictObject({
    logoNote: titled(plainText(30), 'Слова после «Петрович» в логотипе', 'Слова в логотипе'),
    hours: titled(plainText(30), 'Подпись над телефоном (в городах, где она не скрыта)', 'Подпись над телефоном'),
    callback: titled(plainText(30), 'Ссылка обратного звонка: открывает форму обратной связи', 'Ссылка «позвонить»'),
    callbackMessage: titled(plainText(120), 'Сообщение, с которым открывается форма по этой ссылке', 'Сообщение обратного звонка'),
    city: titled(plainText(30), 'Слова перед названием города для незрячих', '«Ваш город» (для незрячих)'),
    noCity: titled(plainText(30), 'Кнопка выбора города, пока город не выбран', 'Город не выбран'),
    cities: titled(plainText(30), 'Название списка городов для незрячих', 'Список городов (для незрячих)'),
  }).describe('Шапка страниц для юрлиц: телефон, обратный звонок, выбор города').meta({ title: 'Шапка страниц для юрлиц' }),
  phaseChips: z.strictObject({
    upcoming: titled(plainText(30), 'До старта акции', 'До старта'),
    running: titled(plainText(30), 'Пока акция идёт', 'Идёт'),
    finished: titled(plainText(30), 'Когда акция завершена', 'Завершена'),
  }).describe('Плашка состояния акции: в шапке страницы акции и на её карточке на главной /promo/')
    .meta({ title: 'Плашка состояния акции' }),
  notFound: z.strictObject({
    headline: titled(plainText(80), 'Заголовок (и заголовок вкладки)', 'Заголовок'),
    lead: bySite('Пояснение под заголовком', 200).meta({ title: 'Пояснение' }),
    home: titled(plainText(40), 'Ссылка на главную', 'Ссылка на главную'),
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
      title: titled(plainText(80), 'Сообщение под кодом 500', 'Сообщение'),
      lead: titled(plainText(200), 'Пояснение под кодом 500', 'Пояснение'),
    }).describe('Ошибка на сервере (500)').meta({ title: 'Ошибка на сервере (500)' }),
    busy: z.strictObject({
      message: titled(plainText(80), 'Сообщение под кодом 503', 'Сообщение'),
      lead: titled(plainText(200), 'Пояснение: когда обновить страницу', 'Пояснение'),
    }).describe('Сайт перегружен (503): страница вместо любой другой, пока посетителей слишком много')
      .meta({ title: 'Сайт перегружен (503)' }),
    tooMany: z.strictObject({
      message: titled(minutesText, `Сообщение под кодом 429; ${MINUTES} — сколько минут подождать`, 'Сообщение'),
      lead: titled(plainText(200), 'Пояснение под сообщением', 'Пояснение'),
    }).describe('Слишком много запросов (429): страница проверки без JavaScript и ответ проверки или формы на странице')
      .meta({ title: 'Слишком много проверок (429)' }),
    badRequest: refusedPage('Неверный запрос (400)').meta({ title: 'Неверный запрос (400)' }),
    forbidden: refusedPage('Запрос отклонён (403): отправлен с другого сайта или ссылка предпросмотра не действует')
      .meta({ title: 'Запрос отклонён (403)' }),
    tooLarge: refusedPage('Слишком большой запрос (413): форма отправлена со слишком длинным текстом')
      .meta({ title: 'Слишком большой запрос (413)' }),
    unsupported: refusedPage('Неподдерживаемый формат (415)').meta({ title: 'Неподдерживаемый формат (415)' }),
    // Optional: a site.json written before it still passes (else the site's texts would never pass:
    // docs/decisions/105-broken-file-holds-back-itself.md).
    mending: refusedPage('Страница временно недоступна (503): её файл контента не прошёл проверку, его исправляют')
      .meta({ title: 'Страница временно недоступна (503)' }).optional(),
    back: plainText(60)
      .describe('Ссылка под страницей ошибки на страницу посетителя (пришёл не с нашей — ссылка «На главную» из страницы 404)')
      .meta({ title: 'Ссылка «назад» под страницей ошибки' }),
    refusals: z.strictObject({
      crossSite: titled(plainText(200), 'Форма отправлена со страницы другого сайта', 'Отправлено с другого сайта'),
      previewExpired: titled(plainText(200), 'Срок ссылки для предпросмотра истёк', 'Предпросмотр: срок истёк'),
      previewRevoked: titled(plainText(200), 'Ссылку для предпросмотра отозвали', 'Предпросмотр: ссылка отозвана'),
    }).describe('Сообщения под кодом 403').meta({ title: 'Сообщения отказа (403)' }),
  }).describe('Страницы ошибок 500, 503, 429, 400, 403, 413 и 415').meta({ title: 'Страницы ошибок' }),
});

export type SiteTexts = FileValue<typeof siteTextsSchema>;
