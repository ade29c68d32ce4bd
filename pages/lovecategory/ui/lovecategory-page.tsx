// /promo/lovecategory: header, the promotion's categories, the rules, the card-status
// block further down, the site footer and the page's six modals. Islands: the header's
// buttons, the card-status block and the modals; the rest is server HTML.
import { LoveCategoryHeader } from './lovecategory-header.js';
import { PromoCategories } from './promo-categories.js';
import { PromoRules } from './promo-rules.js';
import { cardStatusIsland, modalsIsland } from './lovecategory-islands.js';
import { CardStatus } from './card-status.js';
import { SiteFooter } from '#shared/ui/site-footer.js';
import { ClientOnlyIsland, Island } from '#shared/ui/island.js';
import { useAppSelector } from '#shared/store/hooks.js';
import { selectPage } from '#shared/store/slices/page.js';

export function LoveCategoryPage() {
  const { currentYear, base } = useAppSelector(selectPage);
  return (
    <div className="page lovecategory">
      <LoveCategoryHeader />
      <main>
        <PromoCategories />
        <PromoRules />
        <Island of={cardStatusIsland} component={CardStatus} />
      </main>
      <SiteFooter currentYear={currentYear} hubHref={base} />
      <ClientOnlyIsland of={modalsIsland} />
    </div>
  );
}
