// The apiSlug's products from the upstream, as a campaign page shows them (shared/features/promotion/products-list.tsx);
// none when the upstream has none for it (an unknown slug: the block is left out, the page answers).
import { z } from 'zod';
import { titled } from '#shared/content/campaign-schema.js';
import { useAppSelector } from '#shared/store/hooks.js';
import { selectProducts } from '#shared/store/slices/campaign.js';
import { ProductsList } from '#shared/features/promotion/products-list.js';
import { blockType } from '#pages/landing/ui/block-type.js';
import { heading } from '#pages/landing/ui/fields.js';

export const products = blockType({
  title: 'Товары',
  fields: z.strictObject({
    heading: heading(),
    count: titled(z.int().min(1).max(24), 'Сколько товаров показать (1–24): первые из списка акции в учётной системе', 'Сколько товаров'),
  }),
  Block({ block, landing }) {
    const shown = useAppSelector(selectProducts).slice(0, block.count);
    return <ProductsList products={shown} heading={block.heading} texts={landing.texts.products} />;
  },
});
