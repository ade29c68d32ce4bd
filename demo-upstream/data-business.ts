// Demo data of the business directory (the business calls): the retailer's north-west
// cities plus Moscow, with the flags the law page reacts to.
export interface DemoCity {
  code: string; name: string; subdomain: string; phone: string;
  hideAbovePhone: boolean; hideFooterInfo: boolean;
}
export interface DemoInfoCard { id: string; title: string; text: string; link?: { title: string; url: string } }
export interface DemoReview { id: number; author: string; company: string; text: string; date: string; rating: number }
export interface FeedbackCategory { value: string; label: string }

function city(code: string, name: string, subdomain: string, phone: string, flags: Partial<DemoCity> = {}): DemoCity {
  return { code, name, subdomain, phone, hideAbovePhone: false, hideFooterInfo: false, ...flags };
}

export const CITIES: DemoCity[] = [
  city('spb', 'Санкт-Петербург', '', '+7 (812) 334-88-88'),
  city('msk', 'Москва', 'moscow', '+7 (495) 266-88-88'),
  // Vyborg: no 24/7 line, so the 'круглосуточно' label above the phone is hidden.
  city('vyborg', 'Выборг', 'vyborg', '+7 (81378) 5-88-88', { hideAbovePhone: true }),
  // Petrozavodsk: a partner store without the app/payments footer block.
  city('petrozavodsk', 'Петрозаводск', 'petrozavodsk', '+7 (8142) 33-88-88', { hideFooterInfo: true }),
  city('novgorod', 'Великий Новгород', 'novgorod', '+7 (8162) 68-88-88'),
];

/** A fixed GeoIP stand-in. Private and loopback addresses are not recognised (null city). */
export const IP_TO_CITY: Readonly<Record<string, string>> = {
  '77.88.8.8': 'msk',
  '2a02:6b8::feed:ff': 'msk',
  '5.18.0.1': 'spb',
  '95.161.0.1': 'vyborg',
  '178.70.0.1': 'petrozavodsk',
  '31.173.0.1': 'novgorod',
};

export function findCity(code: string): DemoCity | undefined {
  return CITIES.find((c) => c.code === code);
}

const WHERE: Readonly<Record<string, string>> = {
  spb: 'в Санкт-Петербурге и Ленинградской области',
  msk: 'в Москве и Московской области',
  vyborg: 'в Выборге',
  petrozavodsk: 'в Петрозаводске',
  novgorod: 'в Великом Новгороде',
};

/** 3–4 "helpful information" cards; the big cities also get the documents card. */
export function infoForCity(code: string): DemoInfoCard[] | undefined {
  const where = WHERE[code];
  if (where === undefined) return undefined;
  const cards: DemoInfoCard[] = [
    {
      id: 'deferral', title: 'Отсрочка платежа',
      text: 'Отсрочка платежа до 50 000 ₽ на 15 дней.\nДоступна юридическим лицам и ИП после первой покупки по договору.',
      link: { title: 'Подробнее', url: 'https://petrovich.ru/business/deferral/' },
    },
    {
      id: 'assortment', title: 'Широкий ассортимент',
      text: `Более 30 000 товаров в наличии ${where}.\nВсё для стройки и ремонта в одном месте.`,
    },
    {
      id: 'delivery', title: 'Доставка на объект',
      text: `Доставим заказ ${where} в удобный интервал.\nРазгрузка манипулятором и подъём на этаж.`,
      link: { title: 'Условия доставки', url: 'https://petrovich.ru/delivery/' },
    },
  ];
  if (code === 'spb' || code === 'msk') {
    cards.push({
      id: 'documents', title: 'Закрывающие документы',
      text: 'Счёт, УПД и счёт-фактура к каждому заказу.\nЭлектронный документооборот через Диадок и СБИС.',
      link: { title: 'Подробнее', url: 'https://petrovich.ru/business/edo/' },
    });
  }
  return cards;
}

export const REVIEWS: DemoReview[] = [
  {
    id: 17, author: 'Ирина К.', company: 'ООО «Стройдом»', date: '2025-03-14', rating: 5,
    text: 'Быстро собрали заказ и привезли на объект в тот же день. Документы пришли по ЭДО без напоминаний.',
  },
  {
    id: 21, author: 'Алексей П.', company: 'ИП Петренко А. В.', date: '2025-02-27', rating: 5,
    text: 'Пользуемся отсрочкой платежа уже год.\nМенеджер всегда на связи, цены ниже, чем у конкурентов.',
  },
  {
    id: 34, author: 'Марина С.', company: 'ООО «Северная отделка»', date: '2025-01-19', rating: 4,
    text: 'Удобно, что весь ассортимент в одном месте. Один раз задержали доставку на час, но предупредили заранее.',
  },
  {
    id: 42, author: 'Дмитрий Н.', company: 'ООО «Ремонт-Сервис»', date: '2024-12-05', rating: 5,
    text: 'Подарочные сертификаты для сотрудников оформили за один день. Рекомендую.',
  },
];

export const FEEDBACK_CATEGORIES: FeedbackCategory[] = [
  { value: 'delivery', label: 'Доставка' },
  { value: 'certificates', label: 'Подарочные сертификаты' },
  { value: 'contract', label: 'Договор и документы' },
  { value: 'other', label: 'Другое' },
];
