// The six modals of the lovecategory flow, mounted together as one client-only island
// (lovecategory-islands.tsx): they show only after an interaction.
import { CheckSavingsModal, InputNumberModal } from './card-number-modal.js';
import { CardInfoModal } from './card-info-modal.js';
import { ChooseCategoryModal } from './choose-category-modal.js';
import { ChoosenCategoriesModal } from './choosen-categories-modal.js';
import { ErrorModal } from './error-modal.js';

export function LoveCategoryModals() {
  return (
    <>
      <InputNumberModal />
      <CheckSavingsModal />
      <CardInfoModal />
      <ChooseCategoryModal />
      <ChoosenCategoriesModal />
      <ErrorModal />
    </>
  );
}
