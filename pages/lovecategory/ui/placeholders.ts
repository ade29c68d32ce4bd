// The placeholders of lovecategory's texts (lovecategory-schema.ts), apart from the schema so
// the browser's code fills them without loading zod.

/** Where a text names the programme's days («с 1 ноября 2024 года»). */
export const PERIOD = '{период}';
/** Where a text names a month («ноябрь»: the nominative, card-categories-rules.ts's `monthName`). */
export const MONTH = '{месяц}';
/** The chooser's prompt: how many categories the card may choose, with the noun («5 категорий»). */
export const COUNT = '{сколько}';
/** The chooser's counter: how many are ticked, and of how many. */
export const TICKED = '{выбрано}';
export const OF = '{всего}';
/** The card-info modal: the card's number and its level. */
export const CARD = '{карта}';
export const LEVEL = '{уровень}';
/** An accrual: the points with their noun («1 270 баллов»). */
export const POINTS = '{баллов}';
