// choosen-categories: the card's categories for this month after a confirmed choice, a
// way to the catalogue, and 'Понятно'. It opens on 'Понятно', never on the link off the
// site (an Enter at once would leave the page). Its opener (the confirm step's button)
// is gone by the time it closes, so focus goes to the status block.
import { useRef } from 'react';
import { Dialog } from '#shared/ui/dialog.js';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { modalClosed, selectCardCategories, selectCurrentScores } from '#shared/store/slices/card-categories.js';
import { trackGoal } from '#shared/analytics/goals.js';
import { CATALOG_URL } from './links.js';
import { STATUS_BLOCK_ID } from './scroll-to-status.js';
import { useModal } from './use-modal.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import { aboutMonth } from './card-status-texts.js';

const statusBlock = () => document.getElementById(STATUS_BLOCK_ID);

export function ChoosenCategoriesModal() {
  const dispatch = useAppDispatch();
  const { open, dismissed } = useModal('choosen-categories');
  const scores = useAppSelector(selectCurrentScores);
  const { currentCategoryList, currentMonth } = useAppSelector(selectCardCategories);
  const chosen = scores.length > 0 ? scores : currentCategoryList;
  const understood = useRef<HTMLButtonElement>(null);
  const { card, modals } = useAppSelector(selectLovecategoryOnPage);
  const footer = (
    <>
      <a className="button button--secondary" href={CATALOG_URL} onClick={() => trackGoal('go-to-category-from-popup', 'link')}>
        {modals.toShopping}
      </a>
      <button ref={understood} type="button" className="button" onClick={() => dispatch(modalClosed('choosen-categories'))}>
        {modals.understood}
      </button>
    </>
  );
  return (
    <Dialog
      open={open} onClose={dismissed} returnFocusTo={statusBlock} initialFocusRef={understood}
      title={aboutMonth(card.yourCategories, currentMonth)} footer={footer}
    >
      <p>{modals.chosen}</p>
      <ul className="lc-modal__list">
        {chosen.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
    </Dialog>
  );
}
