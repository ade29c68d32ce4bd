// A campaign page needs its products and its leaderboard (limit from the campaign
// table); both run in parallel and a failure of either only hides that part.
import { CAMPAIGNS, type CampaignId } from '#shared/campaigns.js';
import { productsLoaded } from '#shared/store/slices/campaign.js';
import { leaderboardFailed, leaderboardLoaded } from '#shared/store/slices/leaderboard.js';
import { CALLS, buildPath } from '../upstream/calls.js';
import type { PageLoader } from './types.js';

export const loadCampaignPage: PageLoader = async (store, { upstream, page, signal }) => {
  const campaign = CAMPAIGNS[page.id as CampaignId];
  const slug = { slug: campaign.apiSlug };
  const [products, rating] = await Promise.all([
    upstream.call({ method: 'GET', path: buildPath(CALLS.products, slug), schema: CALLS.products.schema, signal }),
    upstream.call({
      method: 'GET',
      path: buildPath(CALLS.rating, slug, { limit: String(campaign.leaderboardLimit) }),
      schema: CALLS.rating.schema,
      signal,
    }),
  ]);
  if (products.ok) store.dispatch(productsLoaded(products.data));
  store.dispatch(rating.ok ? leaderboardLoaded(rating.data) : leaderboardFailed());
};
