// choosen-categories: the card's categories for this month after a confirmed choice, a
// way to the catalogue, and 'Понятно'. It opens on 'Понятно', never on the link off the
// site (an Enter at once would leave the page). Its opener (the confirm step's button)
// is gone by the time it closes, so focus goes to the status block.
import { useRef } from 'react';
import { Dialog } from '../../ui/dialog.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { modalClosed, selectCardCategories, selectCurrentScores } from '../../store/slices/card-categories.js';
import { monthName } from '../../store/slices/card-categories-rules.js';
import { trackGoal } from '../../analytics/goals.js';
import { CATALOG_URL } from './links.js';
import { STATUS_BLOCK_ID } from './scroll-to-status.js';
import { useModal } from './use-modal.js';

const statusBlock = () => document.getElementById(STATUS_BLOCK_ID);

/** What a confirmed choice means for the visitor (here, and in the status block without JS). */
export const CHOSEN_TEXT = 'Категории выбраны. До конца месяца за покупки в них вы получаете больше баллов.';

export function ChoosenCategoriesModal() {
  const dispatch = useAppDispatch();
  const { open, dismissed } = useModal('choosen-categories');
  const scores = useAppSelector(selectCurrentScores);
  const { currentCategoryList, currentMonth } = useAppSelector(selectCardCategories);
  const chosen = scores.length > 0 ? scores : currentCategoryList;
  const understood = useRef<HTMLButtonElement>(null);
  const footer = (
    <>
      <a className="button button--secondary" href={CATALOG_URL} onClick={() => trackGoal('go-to-category-from-popup', 'link')}>
        Перейти к покупкам
      </a>
      <button ref={understood} type="button" className="button" onClick={() => dispatch(modalClosed('choosen-categories'))}>Понятно</button>
    </>
  );
  return (
    <Dialog
      open={open} onClose={dismissed} returnFocusTo={statusBlock} initialFocusRef={understood}
      title={`Ваши категории на ${monthName(currentMonth)}`} footer={footer}
    >
      <p>{CHOSEN_TEXT}</p>
      <ul className="lc-modal__list">
        {chosen.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
    </Dialog>
  );
}
