// The visitor's card number goes to the check call and the answer is "positive"
// (nonzero count) or "negative"; a failed call is neither: the page says so and offers
// to try again with the same card. The heading and text are server HTML; the form and
// its answer are an island.
import { useState } from 'react';
import { CardCheckForm } from '../../ui/card-check-form.js';
import { Island, island } from '../../ui/island.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { campaignSlice, savingsChecked, savingsReset, selectSavingsCheck } from '../../store/slices/campaign.js';
import { cardFormSlice, selectCardForm } from '../../store/slices/card-form.js';
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
  if (checkedSavings === true) {
    return (
      <p className="notice notice--success savings__positive">
        По карте есть покупки, участвующие в акции. Баллы будут начислены.
      </p>
    );
  }
  if (checkedSavings === false) return <p className="notice savings__negative">По этой карте пока нет покупок, участвующих в акции.</p>;
  return null;
}

function SavingsForm({ apiSlug }: { apiSlug: string }) {
  const dispatch = useAppDispatch();
  const { checkedSavings, checkFailed, loading } = useAppSelector(selectSavingsCheck);
  const submitted = useAppSelector(selectCardForm);
  const [lastCard, setLastCard] = useState(submitted.value);
  const check = (cardNumber: string) => {
    trackGoal('check-bonus');
    setLastCard(cardNumber);
    void dispatch(savingsChecked({ apiSlug, cardNumber }));
  };
  return (
    <div>
      <CardCheckForm
        block="savings"
        anchor={SAVINGS_ID}
        busy={loading}
        initial={submitted}
        onValid={check}
        onEdit={() => {
          if (checkedSavings !== null || checkFailed) dispatch(savingsReset());
        }}
      />
      <div className="savings__result" role="status">
        <SavingsResult onRetry={() => check(lastCard)} />
      </div>
    </div>
  );
}

export const savingsFormIsland = island('savings-form', SavingsForm, [campaignSlice, cardFormSlice]);

export function SavingsCheck({ apiSlug }: { apiSlug: string }) {
  return (
    <section id={SAVINGS_ID} className="section savings" aria-labelledby="savings-title">
      <div className="container">
        <div className="check-panel">
          <div className="check-panel__intro">
            <h2 id="savings-title">Проверьте, участвуют ли ваши покупки в акции</h2>
            <p>Введите номер клубной карты: покажем, есть ли по ней покупки, за которые начислятся баллы.</p>
          </div>
          <Island of={savingsFormIsland} props={{ apiSlug }} />
        </div>
      </div>
    </section>
  );
}
