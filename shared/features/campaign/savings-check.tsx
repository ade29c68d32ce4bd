// SPEC.md §4.5 and PRODUCT.md §6: the visitor's card number goes to the check call and
// the answer is "positive" (nonzero count) or "negative"; errors answer negative.
import { CardCheckForm } from '../../ui/card-check-form.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { savingsChecked, savingsReset, selectSavingsCheck } from '../../store/slices/campaign.js';
import { trackGoal } from '../../analytics/goals.js';

export function SavingsCheck({ apiSlug }: { apiSlug: string }) {
  const dispatch = useAppDispatch();
  const { checkedSavings, loading } = useAppSelector(selectSavingsCheck);
  return (
    <section className="container savings" aria-labelledby="savings-title">
      <h2 id="savings-title">Проверьте, участвуют ли ваши покупки в акции</h2>
      <CardCheckForm
        block="savings"
        busy={loading}
        onValid={(cardNumber) => {
          trackGoal('check-bonus');
          void dispatch(savingsChecked({ apiSlug, cardNumber }));
        }}
        onEdit={() => {
          if (checkedSavings !== null) dispatch(savingsReset());
        }}
      />
      <div className="savings__result" role="status">
        {checkedSavings === true && <p className="savings__positive">По карте есть покупки, участвующие в акции. Баллы будут начислены.</p>}
        {checkedSavings === false && <p className="savings__negative">По этой карте пока нет покупок, участвующих в акции.</p>}
      </div>
    </section>
  );
}
