// The studio's Decap config (served as /config.json): the backend from STUDIO
// (docs/operations.md, *Content studio*), always the editorial workflow, Russian, and the
// collections generated from the content schemas (studio-fields.ts) with the labels below.
import type { StudioConfig } from '../config.js';
import { brandFileSchema, campaignFileSchema } from '#shared/content/campaign-schema.js';
import { KIND_CONTENT_FILES } from '#pages/content-files.js';
import { SITE_JSON } from '../../studio/site-json.js';
import { decapFields, jsonSchemaOf, type LabelMap } from './studio-fields.js';

/** The path the studio app talks to Decap's local backend on (studio-app.ts forwards it). */
export const LOCAL_BACKEND_PATH = '/api/v1';

const phaseTexts: LabelMap = {
  title: { label: 'Заголовок' },
  description: { label: 'Текст под заголовком' },
  productsHeading: { label: 'Заголовок блока товаров' },
};

export const CAMPAIGN_LABELS: LabelMap = {
  apiSlug: { label: 'Код акции в учётной системе' },
  brand: {
    label: 'Бренд',
    widget: {
      widget: 'relation', collection: 'brands', value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'],
    },
  },
  status: { label: 'Статус' },
  title: { label: 'Заголовок страницы' },
  description: { label: 'Описание' },
  hubTitle: { label: 'Заголовок карточки на главной' },
  texts: {
    label: 'Тексты по фазам',
    collapsed: true,
    fields: {
      upcoming: { label: 'До старта', fields: phaseTexts, collapsed: true },
      running: { label: 'Идёт', fields: phaseTexts, collapsed: true },
      finished: { label: 'Завершена', fields: phaseTexts, collapsed: true },
    },
  },
  leaderboardLimit: { label: 'Строк в таблице лидеров' },
  places: { label: 'Призовых мест' },
  organiser: { label: 'Организатор' },
  starts: { label: 'Первый день' },
  ends: { label: 'Последний день' },
  endedEarly: { label: 'Закончена досрочно: причина' },
  announce: { label: 'Анонс с' },
  hubMonths: { label: 'Месяцев на главной после окончания' },
  order: { label: 'Место в разделе главной' },
  pointsOnlyForClubPrize: { label: 'Баллы только на приз клубной акции' },
  bannerFile: {
    label: 'Баннер-картинка',
    // The file goes to banners/ and the field holds its name alone, as the schema wants.
    widget: { widget: 'image', choose_url: false, media_folder: '/banners', public_folder: '' },
    hintAfter: 'Имя файла — латиница в нижнем регистре, цифры и дефис; ширина от 1 600 px',
  },
  focus: {
    label: 'Главное место баннера',
    widget: { widget: 'focus' },
    fields: { x: { label: 'По ширине' }, y: { label: 'По высоте' } },
  },
};

const colour = { widget: 'color', allowInput: true };

export const BRAND_LABELS: LabelMap = {
  name: { label: 'Название' },
  wordmark: { label: 'Знак текстом' },
  wordmarkSub: { label: 'Вторая строка знака' },
  logo: { label: 'Логотип', widget: { widget: 'image', choose_url: false, media_library: { config: { multiple: false } } } },
  logoBackground: { label: 'Подложка логотипа' },
  accent: { label: 'Фирменный цвет', widget: colour },
  accentText: {
    label: 'Цвет текста на фирменном',
    widget: colour,
    hintAfter: 'Проверка откажет, если контраст текста с фирменным цветом ниже 4,5:1 (WCAG AA): '
      + 'для светлого фирменного цвета возьмите тёмный текст',
  },
};

/** A claim of the law page: its emphasised start and the rest. */
const CLAIM: LabelMap = { lead: { label: 'Выделенное начало' }, text: { label: 'Продолжение' } };

/** A text per site: the promotions' and the business one's. */
const BY_SITE: LabelMap = { promo: { label: 'Сайт акций' }, business: { label: 'Сайт для юрлиц' } };

/** A lasting page's card on the hub (campaign-schema.ts's hubCardTexts). */
const HUB_CARD = { label: 'Карточка на главной акций', fields: { name: { label: 'Название' }, lead: { label: 'Строка под названием' } } };

/** A refused request's page (400, 403, 413, 415). */
const REFUSED_PAGE: LabelMap = { title: { label: 'Заголовок' }, lead: { label: 'Пояснение' } };

/** A lasting page in the 404 page's list. */
const NOT_FOUND_LINK: LabelMap = { name: { label: 'Название' }, note: { label: 'Строка под названием' } };

/** Each page kind's own content file (pages/content-files.ts): its form's title and labels, by kind. */
export const KIND_LABELS: Record<string, { label: string; fields: LabelMap }> = {
  campaign: {
    label: 'Страницы акций: общие тексты',
    fields: {
      hero: {
        label: 'Шапка',
        fields: {
          datesLabel: { label: 'Подпись к срокам (для незрячих)' }, checkAction: { label: 'Кнопка «проверить покупки»' },
          resultsAction: { label: 'Кнопка «итоги»' }, productsAction: { label: 'Кнопка «товары»' },
          elsewhere: {
            label: 'Приглашение к другим акциям',
            fields: { upcoming: { label: 'До старта' }, finished: { label: 'После окончания' }, link: { label: 'Ссылка' } },
          },
          phaseLine: {
            label: 'Строка под заголовком',
            fields: {
              upcoming: { label: 'До старта' }, finished: { label: 'Завершена' }, finishedEarly: { label: 'Завершена досрочно' },
              endsEarly: { label: 'Завершится досрочно' },
            },
          },
        },
      },
      products: { label: 'Товары', fields: { noPrice: { label: 'Нет цены' }, noPhoto: { label: 'Нет фото' } } },
      savings: {
        label: 'Проверка покупок',
        fields: {
          heading: { label: 'Заголовок' }, text: { label: 'Пояснение' },
          answers: {
            label: 'Ответы',
            fields: {
              positive: { label: 'Покупки есть' }, negative: { label: 'Покупок нет' }, failed: { label: 'Проверка не удалась' },
              retry: { label: 'Кнопка «повторить»' },
            },
          },
        },
      },
      leaderboard: {
        label: 'Таблица лидеров',
        fields: {
          heading: { label: 'Заголовок', fields: { running: { label: 'Идёт' }, finished: { label: 'Завершена' } } },
          lead: { label: 'Текст под заголовком', fields: { running: { label: 'Идёт' }, finished: { label: 'Завершена' } } },
          unpublished: { label: 'Итоги не опубликованы' },
          regions: { label: 'Регионы', fields: { spb: { label: 'Санкт-Петербург' }, msk: { label: 'Москва' } } },
          columns: { label: 'Столбцы', fields: { place: { label: 'Место' }, card: { label: 'Карта' }, sum: { label: 'Сумма' } } },
          prizes: { label: 'Первые три места' },
          legal: {
            label: 'Юридический текст',
            fields: { running: { label: 'Идёт' }, finished: { label: 'Завершена' }, clubPrize: { label: 'Приз клубной акции' } },
          },
        },
      },
      rulesLabel: { label: 'Название блока условий (для незрячих)' },
      phaseDefaults: {
        label: 'Тексты акции без своих',
        collapsed: true,
        fields: {
          hubTitle: { label: 'Заголовок карточки на главной' },
          upcoming: { label: 'До старта', fields: { description: { label: 'Текст под заголовком' } } },
          finished: { label: 'Завершена', fields: { title: { label: 'Заголовок' }, description: { label: 'Текст под заголовком' } } },
          productsHeading: {
            label: 'Заголовок товаров', fields: { current: { label: 'До конца акции' }, finished: { label: 'Завершена' } },
          },
        },
      },
    },
  },
  lovecategory: {
    label: '«Любимые категории»',
    fields: {
      starts: { label: 'Первый день программы' },
      ends: { label: 'Последний день программы' },
      title: { label: 'Заголовок вкладки' },
      description: { label: 'Описание для поисковиков' },
      hero: {
        label: 'Шапка',
        fields: {
          heading: { label: 'Заголовок' }, lead: { label: 'Текст под заголовком' },
          finishedChip: { label: 'Плашка завершённой' }, finishedLead: { label: 'Текст под заголовком завершённой' },
        },
      },
      headerActions: {
        label: 'Кнопки в шапке',
        fields: { choose: { label: 'Кнопка «Выбрать категории»' }, check: { label: 'Кнопка «Проверить начисления»' } },
      },
      categories: {
        label: 'Категории акции',
        fields: {
          heading: { label: 'Заголовок' }, lead: { label: 'Текст' }, finishedLead: { label: 'Текст завершённой' },
          link: { label: 'Ссылка на каталог' },
        },
      },
      rules: {
        label: 'Правила акции',
        fields: { heading: { label: 'Заголовок' }, running: { label: 'Правило (идёт)' }, finished: { label: 'Правило (завершена)' } },
      },
      status: {
        label: 'Статус карты',
        fields: {
          heading: { label: 'Заголовок' }, lookupLead: { label: 'Текст над полем карты' },
          finishedLookupLead: { label: 'Текст над полем карты (завершена)' }, lookupSubmit: { label: 'Кнопка под полем карты' },
          finishedLookupSubmit: { label: 'Кнопка под полем карты (завершена)' }, cardNumber: { label: 'Подпись номера карты' },
          cardLevel: { label: 'Подпись уровня карты' }, confirm: { label: 'Кнопка «Подтвердить»' },
          cancel: { label: 'Кнопка «Отмена»' }, otherCard: { label: 'Ссылка «Другая карта»' },
          noAccruals: { label: 'Ответ: ничего не начислено' },
        },
      },
      card: {
        label: 'Найденная карта',
        fields: {
          levels: {
            label: 'Уровни карты',
            fields: { profi: { label: 'Профи' }, expert: { label: 'Эксперт' }, superExpert: { label: 'Супер-Эксперт' } },
          },
          ineligible: { label: 'Ответ: уровень не участвует' }, notChosen: { label: 'Ответ: категории не выбраны' },
          cardInfo: { label: 'Строка «Карта …, уровень …»' }, yourCategories: { label: 'Заголовок «Ваши категории на …»' },
          nextCategories: { label: 'Заголовок категорий следующего месяца' }, accrualsFor: { label: 'Заголовок начислений за месяц' },
          accrued: { label: 'Начислено по категории' }, total: { label: 'Подпись суммы за все месяцы' },
        },
      },
      chooser: {
        label: 'Выбор категорий',
        fields: {
          count: { label: 'Счётчик «Выбрано: … из …»' }, submit: { label: 'Кнопка под списком' },
          nothingChosen: { label: 'Ответ: ничего не отмечено' },
        },
      },
      modals: {
        label: 'Окна',
        fields: {
          inputNumberTitle: { label: 'Заголовок окна выбора' }, inputNumberLead: { label: 'Текст окна выбора' },
          checkSavingsTitle: { label: 'Заголовок окна проверки' }, checkSavingsLead: { label: 'Текст окна проверки' },
          cardInfoTitle: { label: 'Заголовок окна карты' }, choose: { label: 'Кнопка к выбору категорий' },
          close: { label: 'Кнопка «Закрыть»' }, confirmNote: { label: 'Примечание к подтверждению' },
          chosen: { label: 'Ответ: категории выбраны' }, toShopping: { label: 'Ссылка к покупкам' },
          understood: { label: 'Кнопка «Понятно»' }, failureTitle: { label: 'Заголовок ошибки' },
          failureText: { label: 'Текст ошибки' }, mistakeTitle: { label: 'Заголовок: карта не найдена' },
          mistakeText: { label: 'Что проверить в номере карты' }, notTakenPart: { label: 'Ответ: карта не участвовала' },
          chooserPrompt: { label: 'Над списком категорий' },
        },
      },
      failures: {
        label: 'Причины ошибок',
        fields: {
          timeout: { label: 'Нет ответа вовремя' }, unavailable: { label: 'Сервис недоступен' }, busy: { label: 'Сайт перегружен' },
          offline: { label: 'Нет связи с сайтом' }, tooMany: { label: 'Слишком много запросов' },
          cardUnknown: { label: 'Карта не найдена' }, cardRefused: { label: 'Номер карты не принят' },
          choiceRefused: { label: 'Выбор не сохранён' },
        },
      },
      hubCard: HUB_CARD,
    },
  },
  'karta-elektrika': {
    label: '«Карта электрика»',
    fields: {
      title: { label: 'Заголовок вкладки' },
      description: { label: 'Описание для поисковиков' },
      programme: { label: 'Слова в шапке у логотипа' },
      hero: {
        label: 'Шапка',
        fields: {
          chip: { label: 'Плашка' }, heading: { label: 'Заголовок' }, lead: { label: 'Текст под заголовком' },
          action: { label: 'Кнопка' }, bannerAlt: { label: 'Описание баннера' },
        },
      },
      steps: { label: 'Как это работает', fields: { heading: { label: 'Заголовок' }, items: { label: 'Шаг' } } },
      hubCard: HUB_CARD,
      check: {
        label: 'Проверка бонусов',
        fields: {
          heading: { label: 'Заголовок' }, text: { label: 'Пояснение' },
          answers: {
            label: 'Ответы',
            fields: {
              failed: { label: 'Проверка не удалась' }, empty: { label: 'Нет сведений о бонусах' },
              count: { label: 'Перед числом бонусов' },
            },
          },
        },
      },
      offer: {
        label: 'Условия программы',
        fields: { heading: { label: 'Заголовок' }, text: { label: 'Текст' }, link: { label: 'Ссылка на оферту' } },
      },
    },
  },
  law: {
    label: '«Юридическим лицам»',
    fields: {
      title: { label: 'Заголовок вкладки' },
      description: { label: 'Описание для поисковиков' },
      hero: { label: 'Баннер', fields: { heading: { label: 'Заголовок' }, action: { label: 'Кнопка' } } },
      claims: {
        label: 'Преимущества',
        fields: {
          heading: { label: 'Заголовок' },
          items: { label: 'Преимущество', fields: CLAIM },
          certificates: { label: 'Сертификаты', fields: { ...CLAIM, link: { label: 'Ссылка на сертификаты' } } },
        },
      },
      invite: {
        label: 'Приглашение написать', fields: { heading: { label: 'Заголовок' }, text: { label: 'Текст' }, button: { label: 'Кнопка' } },
      },
      helpfulInfo: { label: 'Полезная информация', fields: { heading: { label: 'Заголовок' } } },
      reviews: { label: 'Отзывы клиентов', fields: { heading: { label: 'Заголовок' }, rating: { label: 'Оценка (для незрячих)' } } },
    },
  },
  site: {
    label: 'Весь сайт: подвал, «страница не найдена», ошибки',
    fields: {
      footer: {
        label: 'Подвал',
        fields: {
          note: { label: 'Строка под логотипом' }, phoneNote: { label: 'Подпись к телефону' },
          businessPhoneNote: { label: 'Подпись к телефону (юрлица)' }, linksTitle: { label: 'Заголовок ссылок' },
          policy: { label: 'Ссылка на политику' }, apps: { label: 'Приложение (юрлица)' }, payments: { label: 'Оплата (юрлица)' },
          social: { label: 'Соцсети (юрлица)' },
        },
      },
      shopLinks: {
        label: 'Ссылки на разделы магазина',
        collapsed: true,
        fields: {
          catalog: { label: 'Каталог' }, promotions: { label: 'Все акции' }, club: { label: 'Клубная карта' },
          delivery: { label: 'Доставка и оплата' }, stores: { label: 'Магазины' },
        },
      },
      labels: {
        label: 'Подписи для незрячих',
        collapsed: true,
        fields: {
          logoHome: { label: 'Ссылка логотипа' }, close: { label: 'Кнопка «×» окна' }, shopSections: { label: 'Разделы магазина' },
          loading: { label: 'Полоса загрузки' },
        },
      },
      cardForm: {
        label: 'Поле номера карты',
        collapsed: true,
        fields: {
          label: { label: 'Подпись' }, placeholder: { label: 'Подсказка в поле' }, clear: { label: '«Очистить» (для незрячих)' },
          submit: { label: 'Кнопка проверки' }, busy: { label: 'Кнопка во время проверки' },
          empty: { label: 'Ошибка: номер не введён' }, incomplete: { label: 'Ошибка: номер неверный' },
          required: { label: 'Подсказка в пустом поле' },
        },
      },
      feedback: {
        label: 'Обратная связь (юрлица)',
        collapsed: true,
        fields: {
          heading: { label: 'Заголовок' }, note: { label: 'Строка об обязательных полях' }, name: { label: 'Поле «Имя»' },
          phone: { label: 'Поле «Телефон»' }, email: { label: 'Поле «Почта»' }, topic: { label: 'Выбор темы' },
          topicPlaceholder: { label: 'Пустой пункт темы' }, message: { label: 'Поле «Сообщение»' },
          submit: { label: 'Кнопка отправки' },
          sending: { label: 'Кнопка во время отправки' }, sent: { label: 'Ответ после отправки' },
          understood: { label: 'Кнопка «Понятно»' },
          errors: {
            label: 'Ошибки формы',
            collapsed: true,
            fields: {
              refused: { label: 'Поля заполнены неверно' }, failed: { label: 'Отправить не удалось' },
              nameEmpty: { label: 'Имя не указано' }, nameShort: { label: 'Имя короче предела' },
              nameLong: { label: 'Имя длиннее предела' },
              phoneEmpty: { label: 'Телефон не указан' }, phoneInvalid: { label: 'Телефон неверный' },
              emailInvalid: { label: 'Почта неверная' }, valueEmpty: { label: 'Тема не выбрана' },
              valueUnknown: { label: 'Темы нет в списке' },
              msgLong: { label: 'Сообщение длиннее предела' }, nameRefused: { label: 'Имя не принято сервисом' },
              phoneRefused: { label: 'Телефон не принят сервисом' }, msgRefused: { label: 'Сообщение не принято сервисом' },
            },
          },
        },
      },
      cookieNotice: {
        label: 'Уведомление о cookie',
        collapsed: true,
        fields: { label: { label: 'Название (для незрячих)' }, text: { label: 'Текст' }, accept: { label: 'Кнопка согласия' } },
      },
      businessHeader: {
        label: 'Шапка страниц для юрлиц',
        collapsed: true,
        fields: {
          logoNote: { label: 'Слова в логотипе' }, hours: { label: 'Подпись над телефоном' }, callback: { label: 'Ссылка «позвонить»' },
          callbackMessage: { label: 'Сообщение обратного звонка' }, city: { label: '«Ваш город» (для незрячих)' },
          noCity: { label: 'Город не выбран' }, cities: { label: 'Список городов (для незрячих)' },
        },
      },
      phaseChips: {
        label: 'Плашка состояния акции',
        collapsed: true,
        fields: { upcoming: { label: 'До старта' }, running: { label: 'Идёт' }, finished: { label: 'Завершена' } },
      },
      notFound: {
        label: 'Страница не найдена',
        fields: {
          headline: { label: 'Заголовок' },
          lead: { label: 'Пояснение', fields: BY_SITE },
          home: { label: 'Ссылка на главную' },
          pagesTitle: { label: 'Заголовок списка страниц', fields: BY_SITE },
          stalePreview: { label: 'Ссылка для предпросмотра не действует' },
          pages: {
            label: 'Список страниц',
            collapsed: true,
            fields: {
              hub: { label: 'Главная акций', fields: NOT_FOUND_LINK },
              'karta-elektrika': { label: '«Карта электрика»', fields: NOT_FOUND_LINK },
              lovecategory: { label: '«Любимые категории»', fields: NOT_FOUND_LINK },
              law: { label: '«Юридическим лицам»', fields: NOT_FOUND_LINK },
              sert: { label: '«Подарочные сертификаты»', fields: NOT_FOUND_LINK },
            },
          },
        },
      },
      errors: {
        label: 'Страницы ошибок',
        collapsed: true,
        fields: {
          serverError: { label: 'Ошибка на сервере (500)', fields: { title: { label: 'Сообщение' }, lead: { label: 'Пояснение' } } },
          busy: { label: 'Сайт перегружен (503)', fields: { message: { label: 'Сообщение' }, lead: { label: 'Пояснение' } } },
          tooMany: { label: 'Слишком много проверок (429)', fields: { message: { label: 'Сообщение' }, lead: { label: 'Пояснение' } } },
          badRequest: { label: 'Неверный запрос (400)', fields: REFUSED_PAGE },
          forbidden: { label: 'Запрос отклонён (403)', fields: REFUSED_PAGE },
          tooLarge: { label: 'Слишком большой запрос (413)', fields: REFUSED_PAGE },
          unsupported: { label: 'Неподдерживаемый формат (415)', fields: REFUSED_PAGE },
          back: { label: 'Ссылка «назад» под страницей ошибки' },
          refusals: {
            label: 'Сообщения отказа (403)',
            fields: {
              crossSite: { label: 'Отправлено с другого сайта' }, previewExpired: { label: 'Предпросмотр: срок истёк' },
              previewRevoked: { label: 'Предпросмотр: ссылка отозвана' },
            },
          },
        },
      },
    },
  },
  hub: {
    label: 'Главная акций /promo/',
    fields: {
      title: { label: 'Заголовок вкладки' },
      description: { label: 'Описание для поисковиков' },
      heading: { label: 'Заголовок' },
      lead: {
        label: 'Текст под заголовком', fields: { withUpcoming: { label: 'Есть анонсы' }, withoutUpcoming: { label: 'Анонсов нет' } },
      },
      sections: {
        label: 'Разделы', fields: { running: { label: 'Идущие' }, upcoming: { label: 'Анонсы' }, finished: { label: 'Завершённые' } },
      },
      finishedMore: { label: 'Ссылка на итоги' },
      cardDates: { label: 'Даты на карточке', fields: { upcoming: { label: 'Анонс' }, since: { label: 'Без окончания' } } },
    },
  },
  sert: {
    label: '«Подарочные сертификаты»',
    fields: {
      title: { label: 'Заголовок вкладки' },
      description: { label: 'Описание для поисковиков' },
      breadcrumbs: {
        label: 'Навигационная цепочка',
        fields: {
          label: { label: 'Название (для незрячих)' }, law: { label: 'Ссылка на «Юридическим лицам»' }, sert: { label: 'Эта страница' },
        },
      },
      hero: { label: 'Баннер', fields: { heading: { label: 'Заголовок' }, action: { label: 'Кнопка' } } },
      certificate: {
        label: 'Как получить сертификат',
        fields: { heading: { label: 'Заголовок' }, lead: { label: 'Текст' }, steps: { label: 'Шаг' }, button: { label: 'Кнопка' } },
      },
    },
  },
};

/** The form of every kind's own file; a kind the map does not name stops the generation. */
function kindFiles() {
  const unnamed = KIND_CONTENT_FILES.filter(({ kind }) => !KIND_LABELS[kind]).map(({ kind }) => kind);
  if (unnamed.length > 0) throw new Error(`Студия: нет подписей для файлов видов страниц: ${unnamed.join(', ')}`);
  return KIND_CONTENT_FILES.map(({ kind, file, schema }) => ({
    name: kind, label: KIND_LABELS[kind]!.label, file, format: SITE_JSON.format,
    fields: decapFields(jsonSchemaOf(schema), KIND_LABELS[kind]!.fields),
  }));
}

/** A field naming a new entry's file (its id, the page's address); the format leaves it out of the file. */
function idField(label: string, hint: string) {
  return { name: 'id', label, widget: 'string', required: false, pattern: ['^[a-z0-9-]{1,40}$', 'латиница, цифры и дефис'], hint };
}

function backendOf(studio: StudioConfig): Record<string, unknown> {
  const { backend } = studio;
  if (backend.kind === 'local') return { name: 'proxy', proxy_url: LOCAL_BACKEND_PATH, branch: backend.branch };
  const optional = {
    ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
    ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
    ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
    ...(backend.appId ? { app_id: backend.appId, auth_type: 'pkce' } : {}),
  };
  return { name: backend.kind, repo: backend.repo, branch: backend.branch, ...optional };
}

/** The whole config Decap is started with. */
export function decapConfig(studio: StudioConfig): Record<string, unknown> {
  const folder = (name: string, label: string, singular: string, fields: unknown[]) => ({
    name, label, label_singular: singular, folder: name, extension: 'json', format: SITE_JSON.format,
    create: true, delete: false, identifier_field: 'id', slug: '{{id}}',
    filter: { field: SITE_JSON.entryMarker, value: true }, fields,
  });
  return {
    backend: backendOf(studio),
    publish_mode: 'editorial_workflow',
    locale: 'ru',
    load_config_file: false,
    media_folder: 'banners',
    public_folder: 'banners',
    collections: [
      {
        ...folder('campaigns', 'Акции', 'Акция', [
          idField('Адрес страницы: /promo/…', 'Только для новой акции: латиница, цифры, дефис; потом не меняется'),
          ...decapFields(jsonSchemaOf(campaignFileSchema), CAMPAIGN_LABELS),
        ]),
        summary: '{{title}} ({{starts}} — {{ends}})',
        sortable_fields: ['starts', 'ends', 'title'],
      },
      {
        ...folder('brands', 'Бренды', 'Бренд', [
          idField('Код бренда', 'Только для нового бренда: латиница, цифры, дефис (например ceresit)'),
          ...decapFields(jsonSchemaOf(brandFileSchema), BRAND_LABELS),
        ]),
        // A logo is a file beside the brand files, named by its file name alone.
        media_folder: '',
        public_folder: '',
        summary: '{{name}}',
      },
      {
        name: 'pages',
        label: 'Страницы',
        files: kindFiles(),
      },
    ],
  };
}
