// The visitor's card number goes to the check call and the answer is "positive"
// (nonzero count) or "negative"; a failed call is neither: the page says so and offers
// to try again with the same card.
import { useState } from 'react';
import { CardCheckForm } from '../../ui/card-check-form.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { savingsChecked, savingsReset, selectSavingsCheck } from '../../store/slices/campaign.js';
import { trackGoal } from '../../analytics/goals.js';
import { SAVINGS_ID } from './anchors.js';

export const SAVINGS_FAILED = 'Не удалось проверить карту, попробуйте ещё раз';

function SavingsResult({ onRetry }: { onRetry: () => void }) {
  const { checkedSavings, checkFailed, failureText, loading } = useAppSelector(selectSavingsCheck);
  if (checkFailed) {
    return (
      <div className="notice notice--error">
        <p>{failureText ?? SAVINGS_FAILED}</p>
        <button type="button" className="button button--secondary" onClick={onRetry} disabled={loading}>Повторить</button>
      </div>
    );
  }
  if (checkedSavings === true) return <p className="notice notice--success savings__positive">По карте есть покупки, участвующие в акции. Баллы будут начислены.</p>;
  if (checkedSavings === false) return <p className="notice savings__negative">По этой карте пока нет покупок, участвующих в акции.</p>;
  return null;
}

export function SavingsCheck({ apiSlug }: { apiSlug: string }) {
  const dispatch = useAppDispatch();
  const { checkedSavings, checkFailed, loading } = useAppSelector(selectSavingsCheck);
  const [lastCard, setLastCard] = useState('');
  const check = (cardNumber: string) => {
    trackGoal('check-bonus');
    setLastCard(cardNumber);
    void dispatch(savingsChecked({ apiSlug, cardNumber }));
  };
  return (
    <section id={SAVINGS_ID} className="section savings" aria-labelledby="savings-title">
      <div className="container">
        <div className="check-panel">
          <div className="check-panel__intro">
            <h2 id="savings-title">Проверьте, участвуют ли ваши покупки в акции</h2>
            <p>Введите номер клубной карты: покажем, есть ли по ней покупки, за которые начислятся баллы.</p>
          </div>
          <div>
            <CardCheckForm
              block="savings"
              busy={loading}
              onValid={check}
              onEdit={() => {
                if (checkedSavings !== null || checkFailed) dispatch(savingsReset());
              }}
            />
            <div className="savings__result" role="status">
              <SavingsResult onRetry={() => check(lastCard)} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
