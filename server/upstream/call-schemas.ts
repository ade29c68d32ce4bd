// The payload schema of every call of the shared call table, checked on each upstream
// answer (client.ts). A Record over every call name, so a call added to
// shared/api/calls.ts without its schema here does not compile.
import type { z } from 'zod';
import * as s from '#shared/api/schemas.js';
import type { CallName } from '#shared/api/calls.js';
import { numbersKept, typesetAll } from '#shared/typography/typeset.js';
import { hyphenated } from '#shared/typography/hyphenate.js';

/**
 * The upstream's prose a page shows (law's helpful info and reviews) is typeset as the code's and the content's texts
 * are (docs/decisions/140-typography.md), once per upstream answer, never per request; product names get only the
 * number rules («30 кг»).
 */
const typesetText = <T extends z.ZodType>(schema: T) => schema.transform((data) => typesetAll(data));
/**
 * Law's helpful-info cards are an island the browser draws again from this answer, without the patterns
 * (docs/decisions/489-hyphens-as-a-typesetter-would.md): their title and text carry their soft hyphens from here,
 * the same on both sides; a card's link stays as written.
 */
const hyphenatedCards = typesetText(s.businessInfoSchema)
  .transform((cards) => cards.map((card) => ({ ...card, title: hyphenated(card.title), text: hyphenated(card.text) })));
const productNamesKept = s.productsSchema
  .transform((products) => products.map((product) => ({ ...product, name: numbersKept(product.name) })));

const CALL_SCHEMAS = {
  products: productNamesKept,
  checkSavings: s.countSchema,
  rating: s.ratingSchema,
  cardCheckInCategory: s.countSchema,
  cardCheck: s.countSchema,
  cities: s.citiesSchema,
  determineCity: s.determinedCitySchema,
  businessInfo: hyphenatedCards,
  reviews: typesetText(s.reviewsSchema),
  feedbackCategories: s.feedbackCategoriesSchema,
  sendFeedback: s.feedbackSentSchema,
  participant: s.participantSchema,
  promoCategories: s.promoCategoriesSchema,
  addCategories: s.categoriesAddedSchema,
} satisfies Record<CallName, z.ZodType>;

/** What a call's `data` holds once its schema accepted it. */
export type CallData<N extends CallName> = z.output<(typeof CALL_SCHEMAS)[N]>;

/** The schema of one call, typed by its name (an indexed access through a generic name is beyond the compiler). */
export function callSchema<N extends CallName>(name: N): z.ZodType<CallData<N>> {
  return CALL_SCHEMAS[name] as unknown as z.ZodType<CallData<N>>;
}
