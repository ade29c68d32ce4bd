// The lovecategory error modal lists seven regional support lines, in this order. These
// are the demo numbers; SUPPORT_PHONES (server/config.ts) replaces them in a
// deployment.
export interface SupportPhone {
  city: string;
  phone: string;
}

export const DEFAULT_SUPPORT_PHONES: readonly SupportPhone[] = [
  { city: 'Санкт-Петербург', phone: '+7 (812) 000-00-01' },
  { city: 'Выборг', phone: '+7 (81378) 0-00-02' },
  { city: 'Кингисепп', phone: '+7 (81375) 0-00-03' },
  { city: 'Гатчина', phone: '+7 (81371) 0-00-04' },
  { city: 'Петрозаводск', phone: '+7 (8142) 00-00-05' },
  { city: 'Великий Новгород', phone: '+7 (8162) 00-00-06' },
  { city: 'Луга', phone: '+7 (81372) 0-00-07' },
];

/** `Город=+7 (812) 000-00-01;Город=…` → the list, or null when any entry is malformed. */
export function parseSupportPhones(text: string): SupportPhone[] | null {
  const entries = text.split(';').map((e) => e.trim()).filter(Boolean);
  const phones = entries.map((entry) => {
    const [city = '', phone = ''] = entry.split('=').map((part) => part.trim());
    return { city, phone };
  });
  const valid = phones.every(({ city, phone }) => city.length > 0 && city.length <= 60 && /^\+?[\d\s()-]{5,24}$/.test(phone));
  return valid && phones.length > 0 && phones.length <= 12 ? phones : null;
}
