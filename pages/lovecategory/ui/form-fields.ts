// The names of lovecategory's forms as posted to the page without JS
// (pages/lovecategory/posted-form.ts answers them): which step, the card, the ticked
// categories. The card is a body field, never a query parameter.
export const LOVECATEGORY_FORM = { step: 'step', card: 'card', category: 'category' } as const;

/** lookup: the card; choose: the ticked categories (then the confirm step); confirm: send them; back: cancel the confirm step. */
export const LOVECATEGORY_STEPS = ['lookup', 'choose', 'confirm', 'back'] as const;
export type LoveCategoryStep = (typeof LOVECATEGORY_STEPS)[number];
