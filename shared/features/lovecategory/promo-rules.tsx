// The rules of the promotion, as the spec states them; in the past tense
// once the promotion has finished (checking accruals still works).
import { useAppSelector } from '../../store/hooks.js';
import { selectIsPromoFinished } from '../../store/slices/card-categories.js';
import { programmePeriod, selectProgrammeDates } from './programme-dates.js';

/** The first rule names the days of content/lovecategory.json: the start, and the end when set. */
const whoAndWhen = (period: string, finished: boolean) =>
  `Акция ${finished ? 'проходила' : 'проходит'} ${period} для владельцев клубной карты уровней Профи, Эксперт и Супер-Эксперт.`;

const RULES = [
  'Каждый месяц выберите любимые категории из списка месяца: их число зависит от уровня карты.',
  'За покупки в выбранных категориях начисляются дополнительные баллы.',
  'Выбор категорий подтверждает участие в акции. Выбранные на месяц категории изменить нельзя.',
  'Начисления по выбранным категориям можно проверить по номеру карты.',
];

const FINISHED_RULES = [
  'Каждый месяц участники выбирали любимые категории из списка месяца: их число зависело от уровня карты.',
  'За покупки в выбранных категориях начислялись дополнительные баллы.',
  'Выбор категорий подтверждал участие в акции. Выбранные на месяц категории изменить было нельзя.',
  'Начисления по выбранным категориям можно проверить по номеру карты.',
];

export function PromoRules() {
  const finished = useAppSelector(selectIsPromoFinished);
  const rules = [whoAndWhen(programmePeriod(useAppSelector(selectProgrammeDates)), finished), ...(finished ? FINISHED_RULES : RULES)];
  return (
    <section className="container section lc-rules" aria-labelledby="lc-rules-title">
      <h2 id="lc-rules-title">Правила акции</h2>
      <ol className="card lc-rules__list">
        {rules.map((rule) => <li key={rule}>{rule}</li>)}
      </ol>
    </section>
  );
}
