// /promo/lovecategory: header, the promotion's categories, the rules, the card-status
// block further down, the site footer and the page's six modals.
import { LoveCategoryHeader } from './lovecategory-header.js';
import { PromoCategories } from './promo-categories.js';
import { PromoRules } from './promo-rules.js';
import { CardStatus } from './card-status.js';
import { CheckSavingsModal, InputNumberModal } from './card-number-modal.js';
import { CardInfoModal } from './card-info-modal.js';
import { ChooseCategoryModal } from './choose-category-modal.js';
import { ChoosenCategoriesModal } from './choosen-categories-modal.js';
import { ErrorModal } from './error-modal.js';
import { SiteFooter } from '../../ui/site-footer.js';
import { useAppSelector } from '../../store/hooks.js';
import { selectPage } from '../../store/slices/page.js';

export function LoveCategoryPage() {
  const { currentYear } = useAppSelector(selectPage);
  return (
    <div className="page lovecategory">
      <LoveCategoryHeader />
      <main>
        <PromoCategories />
        <PromoRules />
        <CardStatus />
      </main>
      <SiteFooter currentYear={currentYear} />
      <InputNumberModal />
      <CheckSavingsModal />
      <CardInfoModal />
      <ChooseCategoryModal />
      <ChoosenCategoriesModal />
      <ErrorModal />
    </div>
  );
}
