// The placeholders of the hub's texts (shared/content/hub-schema.ts), apart from the
// schema so the browser's code fills them without loading zod.

/** Where a card's dates name a day («1 марта 2025»). */
export const DATE = '{дата}';
