// Points accrued per chosen category: this month's while the promotion runs; once it has
// finished, every month of the card's history, the latest first, with the total. The words
// are content/lovecategory.json's (`card`, `status.noAccruals`).
import type { ScoredCategory } from '#shared/api/schemas.js';
import { fillTemplate } from '#shared/content/text-template.js';
import { useAppSelector } from '#shared/store/hooks.js';
import { selectCardCategories, selectCurrentScores } from '#shared/store/slices/card-categories.js';
import { isMonthIndex } from '#shared/store/slices/card-categories-rules.js';
import { formatPoints } from './format-points.js';
import { aboutMonth } from './card-status-texts.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import { POINTS } from './placeholders.js';

function ScoreList({ scores }: { scores: ScoredCategory[] }) {
  const { accrued } = useAppSelector(selectLovecategoryOnPage).card;
  return (
    <ul className="lc-status__scores">
      {scores.map((category) => (
        <li key={category.code} className="lc-status__score">
          <span>{category.name}</span>
          <span className="lc-status__points">{fillTemplate(accrued, { [POINTS]: formatPoints(category.score) })}</span>
        </li>
      ))}
    </ul>
  );
}

export function CurrentAccruals() {
  const scores = useAppSelector(selectCurrentScores);
  const { currentMonth } = useAppSelector(selectCardCategories);
  const { yourCategories } = useAppSelector(selectLovecategoryOnPage).card;
  return (
    <div className="lc-status__chosen">
      <h3>{aboutMonth(yourCategories, currentMonth)}</h3>
      <ScoreList scores={scores} />
    </div>
  );
}

export function AllAccruals() {
  const { categoriesScore, currentMonth } = useAppSelector(selectCardCategories);
  const { card, status } = useAppSelector(selectLovecategoryOnPage);
  const age = (month: number) => (isMonthIndex(currentMonth) ? (currentMonth - month + 12) % 12 : month);
  const months = Object.keys(categoriesScore).map(Number).filter(isMonthIndex).sort((a, b) => age(a) - age(b));
  const scored = months.filter((month) => (categoriesScore[String(month)] ?? []).length > 0);
  if (scored.length === 0) return <p className="lc-status__message">{status.noAccruals}</p>;
  const total = scored.flatMap((month) => categoriesScore[String(month)]!).reduce((sum, c) => sum + c.score, 0);
  return (
    <div className="lc-status__chosen">
      <p className="lc-status__total">{card.total} <strong>{formatPoints(total)}</strong></p>
      {scored.map((month) => (
        <div key={month} className="lc-status__month">
          <h3>{aboutMonth(card.accrualsFor, month)}</h3>
          <ScoreList scores={categoriesScore[String(month)]!} />
        </div>
      ))}
    </div>
  );
}
