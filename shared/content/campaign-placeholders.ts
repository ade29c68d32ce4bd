// The placeholders of the campaign kind's texts (campaign-texts-schema.ts), apart from the
// schema so the browser's code fills them without loading zod.

/** Where a phase's line under the headline, and the upcoming default, name its day («1 марта 2025»). */
export const DATE = '{дата}';

/** Where the phase defaults (phase-texts.ts) name the brand, the card's title (hubTitle), the period and the starting year. */
export const BRAND = '{бренд}';
export const CAMPAIGN = '{акция}';
export const PERIOD = '{период}';
export const YEAR = '{год}';

/** Where the legal sentence names the organiser (and the period). */
export const ORGANISER = '{организатор}';

/** Where a leaderboard's lead (and the legal sentence) names the number of prize places. */
export const PLACES = '{мест}';
