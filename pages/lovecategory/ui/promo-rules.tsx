// The rules of the promotion, as the spec states them (content/lovecategory.json); in the
// past tense once the promotion has finished (checking accruals still works).
import { useAppSelector } from '#shared/store/hooks.js';
import { selectIsPromoFinished } from '#shared/store/slices/card-categories.js';
import { programmePeriod } from './programme-dates.js';
import { selectLovecategoryTexts, withPeriod } from './lovecategory-texts.js';

export function PromoRules() {
  const finished = useAppSelector(selectIsPromoFinished);
  const content = useAppSelector(selectLovecategoryTexts);
  const period = programmePeriod(content);
  const rules = (finished ? content.rules.finished : content.rules.running).map((rule) => withPeriod(rule, period));
  return (
    <section className="container section lc-rules" aria-labelledby="lc-rules-title">
      <h2 id="lc-rules-title">{content.rules.heading}</h2>
      <ol className="card lc-rules__list">
        {rules.map((rule) => <li key={rule}>{rule}</li>)}
      </ol>
    </section>
  );
}
