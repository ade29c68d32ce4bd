// A campaign page needs its products and its leaderboard (limit from the campaign
// table); both run in parallel and a failure of either only hides that part.
import { CAMPAIGNS, type CampaignId } from '#shared/campaigns.js';
import { productsLoaded } from '#shared/store/slices/campaign.js';
import { leaderboardFailed, leaderboardLoaded } from '#shared/store/slices/leaderboard.js';
import { CALLS } from '../upstream/calls.js';
import { getCall } from '../upstream/get-call.js';
import type { PageLoader } from './types.js';

export const loadCampaignPage: PageLoader = async (store, ctx) => {
  const campaign = CAMPAIGNS[ctx.page.id as CampaignId];
  const slug = { slug: campaign.apiSlug };
  const [products, rating] = await Promise.all([
    getCall(ctx, CALLS.products, slug),
    getCall(ctx, CALLS.rating, slug, { limit: String(campaign.leaderboardLimit) }),
  ]);
  if (products.ok) store.dispatch(productsLoaded(products.data));
  store.dispatch(rating.ok ? leaderboardLoaded(rating.data) : leaderboardFailed());
};
