// A campaign page needs its products and its leaderboard (limit from the campaign's
// content); both run in parallel and a failure of either only hides that part. An
// upcoming campaign has no leaderboard yet (docs/product.md §4): it is not asked for.
import { productsLoaded } from '#shared/store/slices/campaign.js';
import { leaderboardFailed, leaderboardLoaded } from '#shared/store/slices/leaderboard.js';
import { getCall } from '#server/upstream/get-call.js';
import type { Campaign } from '#shared/content/campaign-schema.js';
import type { PageLoader } from '#server/pages/page-kind.js';

/**
 * The most products a campaign page lists. Each one is rendered twice (HTML and the
 * state block), so an upstream list of thousands would make a page of megabytes and
 * hold the event loop for seconds; a promotion features a few dozen at most.
 */
const MAX_PRODUCTS_SHOWN = 48;

export const loadCampaignPage: PageLoader<unknown, Campaign> = async (store, ctx) => {
  const campaign = ctx.page.data;
  const slug = { slug: campaign.apiSlug };
  const [products, rating] = await Promise.all([
    getCall(ctx, 'products', slug),
    ctx.phase === 'upcoming' ? undefined : getCall(ctx, 'rating', slug, { limit: String(campaign.leaderboardLimit) }),
  ]);
  if (products.ok) store.dispatch(productsLoaded(products.data.slice(0, MAX_PRODUCTS_SHOWN)));
  if (!rating) return;
  if (!rating.ok) return void store.dispatch(leaderboardFailed());
  // The upstream is asked for `limit` rows, yet may send more: the page keeps `limit`.
  const { spb, msk } = rating.data;
  store.dispatch(leaderboardLoaded({ spb: spb.slice(0, campaign.leaderboardLimit), msk: msk.slice(0, campaign.leaderboardLimit) }));
};
