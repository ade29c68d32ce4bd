// SPEC.md §2.3 and PRODUCT.md §5: description, title, the highlighted choose button
// and the check button. Finished (LOVECATEGORY_FINISHED): 'Акция завершена', no choose
// button and another description; checking accruals still works (issue #4 point 6).
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { modalOpened, selectCanScrollToStatus, selectIsPromoFinished } from '../../store/slices/card-categories.js';
import { trackGoal } from '../../analytics/goals.js';
import { scrollToStatusBlock } from './scroll-to-status.js';
import { RetailerLogo } from '../../ui/retailer-logo.js';

export const LOVECATEGORY_TITLE = 'Больше баллов за покупки в любимых категориях';

export function LoveCategoryHeader() {
  const dispatch = useAppDispatch();
  const finished = useAppSelector(selectIsPromoFinished);
  const canScroll = useAppSelector(selectCanScrollToStatus);

  // SPEC.md §4.4.1: with the card already known, the button goes to its status block.
  function choose() {
    trackGoal('go-to-choose-category');
    if (canScroll) scrollToStatusBlock({ delay: 0, focus: true });
    else dispatch(modalOpened('input-number'));
  }

  function check() {
    trackGoal('check-bonus');
    dispatch(modalOpened('check-savings'));
  }

  return (
    <header className="lc-header">
      <div className="container">
        <RetailerLogo />
        <p className="lc-header__description">
          {finished ? 'Акция проходила с 1 ноября 2024 года. Начисления можно проверить по номеру карты.' : 'С 1 ноября 2024 года'}
        </p>
        <h1 className="lc-header__title">{LOVECATEGORY_TITLE}</h1>
        {finished && <p className="lc-header__finished">Акция завершена</p>}
        <div className="lc-header__actions">
          {!finished && (
            <button type="button" className="button lc-header__choose" onClick={choose}>Выбрать категории</button>
          )}
          <button type="button" className="button button--secondary" onClick={check}>Проверить начисления</button>
        </div>
      </div>
    </header>
  );
}
