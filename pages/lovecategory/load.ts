// lovecategory renders its promotion categories on the server, so the HTML a crawler
// gets lists them; the card lookups run later in the browser. A failed categories call
// only hides that part; the month then comes from our clock. Finished after its end
// (content/lovecategory.json) or while LOVECATEGORY_FINISHED is set (its dates: pages/lovecategory/kind.ts).
import { categoriesLoaded, promoConfigured } from '#shared/store/slices/card-categories.js';
import { moscowDay } from '#shared/content/calendar.js';
import { getCall } from '#server/upstream/get-call.js';
import type { PageLoader } from '#server/pages/page-kind.js';

export const loadLoveCategoryPage: PageLoader = async (store, ctx) => {
  store.dispatch(promoConfigured({ isPromoFinished: ctx.phase === 'finished', supportPhones: ctx.config.supportPhones }));
  const answer = await getCall(ctx, 'promoCategories');
  store.dispatch(categoriesLoaded(
    answer.ok ? answer.data : { categories: [], currentMonth: Number(moscowDay(ctx.instant).slice(5, 7)) - 1 },
  ));
};
