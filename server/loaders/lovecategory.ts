// lovecategory renders its promotion categories on the server (issue #4 point 1), so
// the HTML a crawler gets lists them; the card lookups run later in the browser.
// A failed categories call only hides that part; the month then comes from our clock.
import { categoriesLoaded, promoConfigured } from '#shared/store/slices/card-categories.js';
import { CALLS, buildPath } from '../upstream/calls.js';
import type { PageLoader } from './types.js';

export const loadLoveCategoryPage: PageLoader = async (store, { upstream, config, signal }) => {
  store.dispatch(promoConfigured({ isPromoFinished: config.lovecategoryFinished }));
  const spec = CALLS.promoCategories;
  const answer = await upstream.call({ method: 'GET', path: buildPath(spec), schema: spec.schema, signal });
  store.dispatch(categoriesLoaded(answer.ok ? answer.data : { categories: [], currentMonth: new Date().getMonth() }));
};
