// Where the shared header and footer point: the retailer's main site. Outside addresses
// live here, once; confirm them with the retailer's site before a launch.
import type { ShopLinkTexts } from '../content/site-texts.js';

export const RETAILER_SITE_URL = 'https://petrovich.ru/';
/** The retailer's name as its pages' titles, the link previews and the structured data say it. */
export const RETAILER_NAME = 'Петрович';

/** The copyright line of every page's footer (shared/ui/site-footer.tsx) and the error page's (server/answers/error-page.ts). */
export const copyrightLine = (year: number): string => `© 2003–${year} «${RETAILER_NAME}»`;

/** The retailer's stores: where the campaigns' purchases are made (a campaign's JSON-LD place). */
export const STORES_URL = 'https://petrovich.ru/shops/';

/**
 * The footer's links to the retailer's main sections, by the name of their words in
 * content/site.json (`shopLinks`); a promo page's footer leads `promotions` to its hub.
 */
export const RETAILER_LINKS: readonly (readonly [words: keyof ShopLinkTexts, url: string])[] = [
  ['catalog', 'https://petrovich.ru/catalog/'],
  ['promotions', 'https://petrovich.ru/actions/'],
  ['club', 'https://petrovich.ru/club/'],
  ['delivery', 'https://petrovich.ru/delivery/'],
  ['stores', STORES_URL],
];

/** The personal-data policy (the loyal-customer layout must link it; every footer does). */
export const PUBLIC_POLICY_URL = 'https://petrovich.ru/about/policy/';

/** The retail support line of the promo pages' footer (the business pages show the city's). */
export const SUPPORT_PHONE = '+7 (812) 334-88-88';
