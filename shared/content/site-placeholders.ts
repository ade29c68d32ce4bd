// The placeholders of the site's texts (content/site.json): its schema requires them
// (shared/content/site-texts-schema.ts), the pages and the server fill them in. Apart from the
// schema, so the browser code that fills them does not carry zod.

/** Where the business footer's phone note names the active city. */
export const CITY = '{город}';

/** Where the 429 page's message names the minutes to wait. */
export const MINUTES = '{минут}';

/** Where a feedback error names a limit of the form's rules: the number with its noun («2 символов»). */
export const CHARACTERS = '{символов}';
