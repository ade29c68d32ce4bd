// The card-status block further down the page (SPEC.md §2.3, §4.6): the card's level,
// either the ineligible message, this month's categories with their accruals, or the
// chooser; and next month's list. Before a lookup it invites one.
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { modalOpened, selectCardCategories, selectCurrentScores } from '../../store/slices/card-categories.js';
import { INELIGIBLE_MESSAGE, cardStatusMessage, isEligibleStatus, monthName, nextMonth } from '../../store/slices/card-categories-rules.js';
import { formatPoints } from './format-points.js';
import { CategoryChooser } from './category-chooser.js';
import { STATUS_BLOCK_ID } from './scroll-to-status.js';

function ChosenCategories() {
  const scores = useAppSelector(selectCurrentScores);
  const { currentMonth } = useAppSelector(selectCardCategories);
  return (
    <div className="lc-status__chosen">
      <h3>Ваши категории на {monthName(currentMonth)}</h3>
      <ul className="lc-status__scores">
        {scores.map((category) => (
          <li key={category.code} className="lc-status__score">
            <span>{category.name}</span>
            <span>начислено {formatPoints(category.score)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardDetails() {
  const state = useAppSelector(selectCardCategories);
  const eligible = isEligibleStatus(state.cardStatus);
  const next = nextMonth(state.currentMonth);
  return (
    <>
      <dl className="lc-status__facts">
        <div><dt>Номер карты</dt><dd>{state.cardNumber}</dd></div>
        <div><dt>Уровень карты</dt><dd>{state.cardStatus}</dd></div>
      </dl>
      {!eligible && <p className="lc-status__message">{INELIGIBLE_MESSAGE}</p>}
      {eligible && state.categoriesSelected && <ChosenCategories />}
      {eligible && !state.categoriesSelected && <p className="lc-status__message">{cardStatusMessage(state.cardStatus, state.currentMonth)}</p>}
      {eligible && !state.categoriesSelected && !state.isPromoFinished && <CategoryChooser />}
      {eligible && state.nextCategoriesList.length > 0 && (
        <div className="lc-status__next">
          <h3>Категории на {next === -1 ? 'следующий месяц' : monthName(next)}</h3>
          <ul className="lc-status__next-list">
            {state.nextCategoriesList.map((category) => <li key={category.code}>{category.name}</li>)}
          </ul>
        </div>
      )}
    </>
  );
}

export function CardStatus() {
  const dispatch = useAppDispatch();
  const { cardStatus, isPromoFinished } = useAppSelector(selectCardCategories);
  return (
    <section id={STATUS_BLOCK_ID} className="container lc-section lc-status" tabIndex={-1} aria-labelledby="lc-status-title">
      <h2 id="lc-status-title">Статус карты</h2>
      {cardStatus !== '' ? (
        <CardDetails />
      ) : (
        <>
          <p>Введите номер клубной карты, чтобы узнать её статус, выбрать категории и проверить начисления.</p>
          <button type="button" className="button button--secondary" onClick={() => dispatch(modalOpened(isPromoFinished ? 'check-savings' : 'input-number'))}>
            Ввести номер карты
          </button>
        </>
      )}
    </section>
  );
}
