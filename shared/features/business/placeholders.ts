// The placeholders of law's texts (law-schema.ts), apart from the schema so the browser's
// code fills them without loading zod.

/** Where a review's rating names its stars and their most. */
export const RATING = '{оценка}';
export const RATING_OF = '{из}';
