// Where the loyal-customer page points. Outside addresses live here, once, so a
// marketing change is one line and the tests read the same values.
/** The banner leads to the electrical-goods category of the main site's catalog. */
export const ELECTRICS_CATALOG_URL = 'https://petrovich.ru/catalog/1545/';

/** Served by server/routes/static.ts from public/download/loyal/. */
export const PUBLIC_OFFER_FILE = 'download/loyal/public-offer.pdf';

/** The card check's landing (shared/api/browser-calls.ts CARD_CHECK_LANDINGS). */
export const KARTA_LANDING = 'karta-elektrika';
