// An eligible card ticks up to available_categories_count of this month's categories,
// then confirms in a modal. Without JS the same form is posted to the page, which answers
// with its confirm step (pages/lovecategory/posted-form.ts): the card rides along hidden.
// Its words are content/lovecategory.json's (`chooser`, `modals.chooserPrompt`).
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { categoryToggled, modalOpened, selectCardCategories } from '#shared/store/slices/card-categories.js';
import { fillTemplate } from '#shared/content/text-template.js';
import { useHydrated } from '#shared/ui/use-hydrated.js';
import { LOVECATEGORY_FORM } from './form-fields.js';
import { STATUS_BLOCK_ID } from './scroll-to-status.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import { OF, TICKED } from './placeholders.js';
import { chooserPrompt } from './card-status-texts.js';

export function CategoryChooser() {
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const {
    cardNumber, currCategoriesList, currentCategoryList, availableCategoriesCount, currentMonth, chooserError,
  } = useAppSelector(selectCardCategories);
  const { chooser, modals } = useAppSelector(selectLovecategoryOnPage);
  const prompt = chooserPrompt(modals.chooserPrompt, availableCategoriesCount, currentMonth);
  const full = currentCategoryList.length >= availableCategoriesCount;
  const isTicked = (code: number) => currentCategoryList.some((c) => c.code === code);
  return (
    <form
      className="lc-chooser"
      method="post"
      action={`#${STATUS_BLOCK_ID}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (currentCategoryList.length > 0) dispatch(modalOpened('choose-category'));
      }}
    >
      <input type="hidden" name={LOVECATEGORY_FORM.step} value="choose" />
      <input type="hidden" name={LOVECATEGORY_FORM.card} value={cardNumber} />
      <fieldset className="lc-chooser__fieldset">
        <legend className="lc-chooser__legend">{prompt}</legend>
        <ul className="lc-chooser__list">
          {currCategoriesList.map((category) => {
            const ticked = isTicked(category.code);
            return (
              <li key={category.code}>
                <label className="lc-chooser__option">
                  <input
                    type="checkbox"
                    name={LOVECATEGORY_FORM.category}
                    value={category.code}
                    checked={ticked}
                    disabled={hydrated && !ticked && full}
                    onChange={() => dispatch(categoryToggled(category.code))}
                  />
                  <span>{category.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {chooserError && (
        <p className="lc-chooser__error" role="alert">{chooserError === 'nothingChosen' ? chooser.nothingChosen : prompt}</p>
      )}
      <p className="lc-chooser__count" aria-live="polite">
        {fillTemplate(chooser.count, { [TICKED]: currentCategoryList.length, [OF]: availableCategoriesCount })}
      </p>
      <button type="submit" className="button lc-chooser__submit" disabled={hydrated && currentCategoryList.length === 0}>
        {chooser.submit}
      </button>
    </form>
  );
}
