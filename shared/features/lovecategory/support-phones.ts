// PRODUCT.md §5 / SPEC.md §8: the error modal lists seven regional support lines, in
// this order. The numbers are demo values (the real ones are not in the spec); change
// them here, in one place.
export interface SupportPhone {
  city: string;
  phone: string;
}

export const SUPPORT_PHONES: readonly SupportPhone[] = [
  { city: 'Санкт-Петербург', phone: '+7 (812) 000-00-01' },
  { city: 'Выборг', phone: '+7 (81378) 0-00-02' },
  { city: 'Кингисепп', phone: '+7 (81375) 0-00-03' },
  { city: 'Гатчина', phone: '+7 (81371) 0-00-04' },
  { city: 'Петрозаводск', phone: '+7 (8142) 00-00-05' },
  { city: 'Великий Новгород', phone: '+7 (8162) 00-00-06' },
  { city: 'Луга', phone: '+7 (81372) 0-00-07' },
];

/** `tel:` wants digits only, with the leading plus. */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D+/g, '')}`;
}
