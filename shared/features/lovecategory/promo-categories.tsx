// The promotion's categories, loaded on the server: the HTML a crawler gets lists them.
// Tiles with a picture, not buttons: choosing happens in the card-status block. Hidden
// when the upstream did not answer (the page never shows an empty block).
import { useAppSelector } from '../../store/hooks.js';
import { selectCardCategories } from '../../store/slices/card-categories.js';
import { trackGoal } from '../../analytics/goals.js';
import { CATALOG_URL } from './links.js';
import { categoryIcon } from './category-icon.js';

export function PromoCategories() {
  const { actionCategories, isPromoFinished } = useAppSelector(selectCardCategories);
  if (actionCategories.length === 0) return null;
  return (
    <section className="container section lc-categories" aria-labelledby="lc-categories-title">
      <h2 id="lc-categories-title">Категории акции</h2>
      <p className="lc-lead">
        {isPromoFinished
          ? 'В акции участвовали эти категории: каждый месяц участники выбирали любимые из списка месяца.'
          : 'Каждый месяц выбирайте любимые категории из списка месяца и получайте за покупки в них больше баллов.'}
      </p>
      <ul className="lc-categories__list">
        {actionCategories.map((category) => (
          <li key={category.code} className="lc-categories__item">
            <span className={`lc-icon lc-icon--${categoryIcon(category.name)}`} aria-hidden="true" />
            {category.name}
          </li>
        ))}
      </ul>
      <a className="lc-categories__link" href={CATALOG_URL} onClick={() => trackGoal('go-to-category-petrovichru', 'link')}>
        Смотреть товары на petrovich.ru
      </a>
    </section>
  );
}
