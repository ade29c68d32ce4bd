// The lovecategory page's lazy islands (lovecategory-islands.tsx) as one module, so the
// browser loads them as one chunk, and the page's first load stays two files beside the
// boot guard (one dynamic import per island would split the shared code into more files):
// the card-status block and the six modals of the flow, mounted together as one client-only island.
import { CardNumberModal } from './card-number-modal.js';
import { CardInfoModal } from './card-info-modal.js';
import { ChooseCategoryModal } from './choose-category-modal.js';
import { ChoosenCategoriesModal } from './choosen-categories-modal.js';
import { ErrorModal } from './error-modal.js';

export { CardStatus } from './card-status.js';

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
