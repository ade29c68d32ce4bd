// The card check's landings. The campaigns themselves are content (content/campaigns/,
// docs/product.md §4), not code.

/** Landings of the card check: karta-elektrika lives under `loyal`; the proxy answers 404 for any other. */
export const CARD_CHECK_LANDINGS = { 'karta-elektrika': { landingCategory: 'loyal' as string | undefined } } as const;
