// The promotion's categories, loaded on the server: the HTML a crawler gets lists them.
// Tiles with a picture, not buttons: choosing happens in the card-status block. Hidden
// when the upstream did not answer (the page never shows an empty block). Its texts are
// content/lovecategory.json's.
import { useAppSelector } from '#shared/store/hooks.js';
import { selectCardCategories } from '#shared/store/slices/card-categories.js';
import { goalAttributes } from '#shared/analytics/goals.js';
import { CATALOG_URL } from './links.js';
import { categoryIcon } from './category-icon.js';
import { selectLovecategoryTexts } from './lovecategory-texts.js';

export function PromoCategories() {
  const { actionCategories, isPromoFinished } = useAppSelector(selectCardCategories);
  const texts = useAppSelector(selectLovecategoryTexts).categories;
  if (actionCategories.length === 0) return null;
  return (
    <section className="container section lc-categories" aria-labelledby="lc-categories-title">
      <h2 id="lc-categories-title">{texts.heading}</h2>
      <p className="lc-lead">{isPromoFinished ? texts.finishedLead : texts.lead}</p>
      <ul className="lc-categories__list">
        {actionCategories.map((category) => (
          <li key={category.code} className="lc-categories__item">
            <span className={`lc-icon lc-icon--${categoryIcon(category.name)}`} aria-hidden="true" />
            {category.name}
          </li>
        ))}
      </ul>
      <a className="lc-categories__link" href={CATALOG_URL} {...goalAttributes('go-to-category-petrovichru')}>
        {texts.link}
      </a>
    </section>
  );
}
