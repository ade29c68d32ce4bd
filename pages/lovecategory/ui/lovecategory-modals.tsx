// The six modals of the lovecategory flow, mounted together as one client-only island
// (lovecategory-islands.tsx): they show only after an interaction.
import { CardNumberModal } from './card-number-modal.js';
import { CardInfoModal } from './card-info-modal.js';
import { ChooseCategoryModal } from './choose-category-modal.js';
import { ChoosenCategoriesModal } from './choosen-categories-modal.js';
import { ErrorModal } from './error-modal.js';

export function LoveCategoryModals() {
  return (
    <>
      <CardNumberModal name="input-number" />
      <CardNumberModal name="check-savings" />
      <CardInfoModal />
      <ChooseCategoryModal />
      <ChoosenCategoriesModal />
      <ErrorModal />
    </>
  );
}
