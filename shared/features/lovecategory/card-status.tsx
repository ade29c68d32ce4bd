// The card-status block further down the page: the card's level, either the ineligible
// message, this month's categories with their accruals, or the chooser; and next
// month's list. Once the promotion has finished: the accruals only, nothing to choose.
// Before a lookup it invites one.
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { modalOpened, selectCardCategories } from '../../store/slices/card-categories.js';
import { isEligibleStatus, monthName, nextMonth } from '../../store/slices/card-categories-rules.js';
import { CategoryChooser } from './category-chooser.js';
import { AllAccruals, CurrentAccruals } from './accruals.js';
import { statusMessage } from './card-status-texts.js';
import { levelName } from './level-name.js';
import { STATUS_BLOCK_ID } from './scroll-to-status.js';

function NextMonth() {
  const { currentMonth, nextCategoriesList } = useAppSelector(selectCardCategories);
  const next = nextMonth(currentMonth);
  if (nextCategoriesList.length === 0) return null;
  return (
    <div className="lc-status__next">
      <h3>Категории на {next === -1 ? 'следующий месяц' : monthName(next)}</h3>
      <ul className="lc-status__next-list">
        {nextCategoriesList.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
    </div>
  );
}

function CardDetails() {
  const state = useAppSelector(selectCardCategories);
  const eligible = isEligibleStatus(state.cardStatus);
  const finished = state.isPromoFinished;
  const message = <p className="lc-status__message">{statusMessage(state.cardStatus, state.currentMonth, finished)}</p>;
  return (
    <>
      <dl className="lc-status__facts">
        <div><dt>Номер карты</dt><dd>{state.cardNumber}</dd></div>
        <div><dt>Уровень карты</dt><dd>{levelName(state.cardStatus)}</dd></div>
      </dl>
      {!eligible && message}
      {eligible && finished && <AllAccruals />}
      {eligible && !finished && (state.categoriesSelected ? <CurrentAccruals /> : <>{message}<CategoryChooser /></>)}
      {eligible && !finished && <NextMonth />}
    </>
  );
}

export function CardStatus() {
  const dispatch = useAppDispatch();
  const { cardStatus, isPromoFinished } = useAppSelector(selectCardCategories);
  return (
    <section id={STATUS_BLOCK_ID} className="container section lc-status" tabIndex={-1} aria-labelledby="lc-status-title">
      <div className="card lc-status__card">
        <h2 id="lc-status-title">Статус карты</h2>
        {cardStatus !== '' ? (
          <CardDetails />
        ) : (
          <>
            <p>
              {isPromoFinished
                ? 'Введите номер клубной карты, чтобы проверить начисления по любимым категориям.'
                : 'Введите номер клубной карты, чтобы узнать её статус, выбрать категории и проверить начисления.'}
            </p>
            <button type="button" className="button button--secondary" onClick={() => dispatch(modalOpened(isPromoFinished ? 'check-savings' : 'input-number'))}>
              Ввести номер карты
            </button>
          </>
        )}
      </div>
    </section>
  );
}
