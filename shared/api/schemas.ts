// The payload shapes of the retailer's API, checked at the server's boundary with the
// upstream. Browser code imports only the inferred types (`import type`), so zod never
// ships to the browser.
import { z } from 'zod';

const text = z.string();
const money = z.number().finite();

export const productSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: text,
  url: text,
  image: text.optional().nullable(),
  price: money.optional().nullable(),
  unit: text.optional().nullable(),
});
export const productsSchema = z.array(productSchema);

export const countSchema = z.object({ count: z.number().finite() });

export const ratingEntrySchema = z.object({ cardId: z.union([text, z.number()]).transform(String), sum: money });
export const ratingSchema = z.object({
  spb: z.array(ratingEntrySchema).nullish().transform((rows) => rows ?? []),
  msk: z.array(ratingEntrySchema).nullish().transform((rows) => rows ?? []),
});

export const citySchema = z.object({
  code: text,
  name: text,
  subdomain: text.nullish(),
  phone: text,
  hideAbovePhone: z.boolean().optional().default(false),
  hideFooterInfo: z.boolean().optional().default(false),
});
export const citiesSchema = z.array(citySchema);
export const determinedCitySchema = z.object({ city: citySchema.nullable() });

export const businessInfoSchema = z.array(
  z.object({
    id: z.union([text, z.number()]),
    title: text,
    text: text,
    link: z.object({ title: text, url: text }).nullish(),
  }),
);

// The reviews answer is stored whole (the page state keeps the upstream's body), so
// fields this page does not show yet pass through instead of being stripped.
export const reviewsSchema = z.array(
  z
    .object({
      id: z.union([text, z.number()]),
      author: text,
      company: text.nullish(),
      text: text,
      date: text.nullish(),
      rating: z.number().nullish(),
    })
    .loose(),
);

export const feedbackCategoriesSchema = z.array(z.object({ value: text, label: text }));
export const feedbackSentSchema = z.object({ id: z.union([text, z.number()]) }).passthrough();

const categorySchema = z.object({ code: z.number().int(), name: text });
const scoredCategorySchema = categorySchema.extend({ score: z.number().finite() });
const byMonth = <T extends z.ZodType>(item: T) => z.record(z.string().regex(/^(?:[0-9]|1[01])$/), z.array(item));

export const participantSchema = z.object({
  card: z.object({
    status: text,
    available_categories_count: z.number().int().min(0),
    is_registered: z.boolean(),
    categories_score: byMonth(scoredCategorySchema).nullish().transform((v) => v ?? {}),
  }),
  available_categories: byMonth(categorySchema).nullish().transform((v) => v ?? {}),
});
export const promoCategoriesSchema = z.object({
  categories: z.array(categorySchema),
  currentMonth: z.number().int().min(0).max(11),
});
export const categoriesAddedSchema = z.object({ success: z.boolean() }).passthrough();

export type Product = z.infer<typeof productSchema>;
export type RatingEntry = z.infer<typeof ratingEntrySchema>;
export type Rating = z.infer<typeof ratingSchema>;
export type City = z.infer<typeof citySchema>;
export type BusinessInfo = z.infer<typeof businessInfoSchema>;
export type Review = z.infer<typeof reviewsSchema>[number];
export type FeedbackCategory = z.infer<typeof feedbackCategoriesSchema>[number];
export type PromoCategory = z.infer<typeof categorySchema>;
export type ScoredCategory = z.infer<typeof scoredCategorySchema>;
export type Participant = z.infer<typeof participantSchema>;
export type PromoCategories = z.infer<typeof promoCategoriesSchema>;
