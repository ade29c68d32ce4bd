// The placeholders of the campaign kind's texts (campaign-texts-schema.ts), apart from the
// schema so the browser's code fills them without loading zod.

/** Where a phase's line under the headline names its day («1 марта 2025»). */
export const DATE = '{дата}';

/** Where the legal sentence names the organiser (and the period: phase-texts.ts's PERIOD). */
export const ORGANISER = '{организатор}';

/** Where a leaderboard's lead (and the legal sentence) names the number of prize places. */
export const PLACES = '{мест}';
