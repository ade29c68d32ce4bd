// An eligible card ticks up to available_categories_count of this month's categories,
// then confirms in a modal.
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { categoryToggled, modalOpened, selectCardCategories } from '../../store/slices/card-categories.js';
import { monthName } from '../../store/slices/card-categories-rules.js';

export function CategoryChooser() {
  const dispatch = useAppDispatch();
  const { currCategoriesList, currentCategoryList, availableCategoriesCount, currentMonth } = useAppSelector(selectCardCategories);
  const full = currentCategoryList.length >= availableCategoriesCount;
  const isTicked = (code: number) => currentCategoryList.some((c) => c.code === code);
  return (
    <div className="lc-chooser">
      <fieldset className="lc-chooser__fieldset">
        <legend className="lc-chooser__legend">
          Выберите до {availableCategoriesCount} категорий на {monthName(currentMonth)}
        </legend>
        <ul className="lc-chooser__list">
          {currCategoriesList.map((category) => {
            const ticked = isTicked(category.code);
            return (
              <li key={category.code}>
                <label className="lc-chooser__option">
                  <input
                    type="checkbox"
                    checked={ticked}
                    disabled={!ticked && full}
                    onChange={() => dispatch(categoryToggled(category.code))}
                  />
                  <span>{category.name}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="lc-chooser__count" aria-live="polite">
        Выбрано: {currentCategoryList.length} из {availableCategoriesCount}
      </p>
      <button
        type="button"
        className="button lc-chooser__submit"
        disabled={currentCategoryList.length === 0}
        onClick={() => dispatch(modalOpened('choose-category'))}
      >
        Выбрать
      </button>
    </div>
  );
}
