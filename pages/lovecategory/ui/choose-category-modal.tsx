// choose-category, the confirm step: 'Подтвердить' sends the choice and, on success,
// scrolls to the status block while choosen-categories opens; 'Отмена' closes and
// changes nothing.
import { Dialog } from '#shared/ui/dialog.js';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { categoriesConfirmed, modalClosed, selectCardCategories } from '#shared/store/slices/card-categories.js';
import { trackGoal } from '#shared/analytics/goals.js';
import { scrollToStatusBlock } from './scroll-to-status.js';
import { useModal } from './use-modal.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import { aboutMonth } from './card-status-texts.js';

export function ChooseCategoryModal() {
  const dispatch = useAppDispatch();
  const { open, dismissed } = useModal('choose-category');
  const { currentCategoryList, currentMonth, request } = useAppSelector(selectCardCategories);
  const busy = request === 'loading';
  const { card, modals, status } = useAppSelector(selectLovecategoryOnPage);

  async function confirm() {
    if (busy) return;
    trackGoal('accept-category');
    const result = await dispatch(categoriesConfirmed());
    if (categoriesConfirmed.fulfilled.match(result)) scrollToStatusBlock();
  }

  const footer = (
    <>
      <button type="button" className="button" aria-busy={busy} onClick={confirm}>{status.confirm}</button>
      <button type="button" className="button button--secondary" onClick={() => dispatch(modalClosed('choose-category'))}>
        {status.cancel}
      </button>
    </>
  );
  return (
    <Dialog open={open} onClose={dismissed} title={aboutMonth(card.yourCategories, currentMonth)} footer={footer}>
      <ul className="lc-modal__list">
        {currentCategoryList.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
      <p className="lc-modal__note">{modals.confirmNote}</p>
    </Dialog>
  );
}
