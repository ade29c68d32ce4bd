// A landing's products (its products blocks', docs/product.md §13) from the upstream by its apiSlug, asked once per
// data change as a campaign's (the upstream cache); a failure or an slug the upstream does not know (404) leaves the
// blocks out and the page answering.
import { productsLoaded } from '#shared/store/slices/campaign.js';
import { getCall } from '#server/upstream/get-call.js';
import type { PageLoader } from '#server/pages/page-kind.js';
import type { Landing } from './ui/landing-on-page.js';

export const loadLandingPage: PageLoader<unknown, Landing> = async (store, ctx) => {
  const landing = ctx.page.data;
  const most = Math.max(0, ...landing.blocks.map((block) => (block.type === 'products' ? block.count : 0)));
  if (most === 0 || !landing.apiSlug) return;
  const products = await getCall(ctx, 'products', { slug: landing.apiSlug });
  if (products.ok) store.dispatch(productsLoaded(products.data.slice(0, most)));
};
