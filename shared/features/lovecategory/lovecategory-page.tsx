// /promo/lovecategory (SPEC.md §2.3, issue #4): header, the promotion's categories, the
// rules, the card-status block further down, and the page's six modals.
import { LoveCategoryHeader } from './lovecategory-header.js';
import { PromoCategories } from './promo-categories.js';
import { PromoRules } from './promo-rules.js';
import { CardStatus } from './card-status.js';
import { CheckSavingsModal, InputNumberModal } from './card-number-modal.js';
import { CardInfoModal } from './card-info-modal.js';
import { ChooseCategoryModal } from './choose-category-modal.js';
import { ChoosenCategoriesModal } from './choosen-categories-modal.js';
import { ErrorModal } from './error-modal.js';

export function LoveCategoryPage() {
  return (
    <div className="lovecategory">
      <LoveCategoryHeader />
      <main>
        <PromoCategories />
        <PromoRules />
        <CardStatus />
      </main>
      <InputNumberModal />
      <CheckSavingsModal />
      <CardInfoModal />
      <ChooseCategoryModal />
      <ChoosenCategoriesModal />
      <ErrorModal />
    </div>
  );
}
