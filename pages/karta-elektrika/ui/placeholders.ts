// The placeholders of karta-elektrika's texts (karta-schema.ts), apart from the schema so the
// browser's code fills them without loading zod.

/** Where the check's answers name the card checked. */
export const CARD_NUMBER = '{номер}';
