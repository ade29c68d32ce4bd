// The lovecategory page's islands below its header, each loaded apart from the page's
// first script: the card-status block further down (server HTML, hydrated when near),
// and the six modals of the flow (client-only: they show only after an interaction).
import { lazyIsland } from '#shared/ui/island.js';
import { cardCategoriesSlice } from '#shared/store/slices/card-categories.js';
import { cardFormSlice } from '#shared/store/slices/card-form.js';

export const cardStatusIsland = lazyIsland(
  'card-status',
  () => import('./lovecategory-lazy.js').then((m) => m.CardStatus),
  [cardCategoriesSlice, cardFormSlice],
);
export const modalsIsland = lazyIsland(
  'lc-modals',
  () => import('./lovecategory-lazy.js').then((m) => m.LoveCategoryModals),
  [cardCategoriesSlice],
);
