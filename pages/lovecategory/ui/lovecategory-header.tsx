// lovecategory's header. Once finished checking accruals still works, since points were earned until the end. Server
// HTML but for the two buttons (an island): without JS they lead to the status block's card form, with JS the modals.
import type { MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { cardCategoriesSlice, modalOpened, selectCanScrollToStatus, selectIsPromoFinished } from '#shared/store/slices/card-categories.js';
import { selectPage } from '#shared/store/slices/page.js';
import { trackGoal } from '#shared/analytics/goals.js';
import { STATUS_BLOCK_ID, scrollToStatusBlock } from './scroll-to-status.js';
import { programmeLabel, programmePeriod } from './programme-dates.js';
import { selectLovecategoryOnPage, selectLovecategoryTexts, withPeriod } from './lovecategory-texts.js';
import { SiteBar } from '#shared/ui/site-bar.js';
import { Island, island } from '#shared/ui/island.js';

/** The choose and check buttons: the header's only interactive part (an island: its words are in the page's state). */
function HeaderActions() {
  const dispatch = useAppDispatch();
  const finished = useAppSelector(selectIsPromoFinished);
  const canScroll = useAppSelector(selectCanScrollToStatus);
  const texts = useAppSelector(selectLovecategoryOnPage).headerActions;

  // With the card already known, the button goes to its status block instead of asking again.
  function choose() {
    trackGoal('go-to-choose-category');
    if (canScroll) scrollToStatusBlock({ delay: 0, focus: true });
    else dispatch(modalOpened('input-number'));
  }

  function check() {
    trackGoal('check-bonus');
    dispatch(modalOpened('check-savings'));
  }

  const scripted = (action: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    action();
  };
  return (
    <form className="lc-header__actions" method="get" action={`#${STATUS_BLOCK_ID}`}>
      {!finished && (
        <button type="submit" className="button button--lg button--on-dark lc-header__choose" onClick={scripted(choose)}>
          {texts.choose}
        </button>
      )}
      <button
        type="submit" className={`button button--lg ${finished ? 'button--on-dark' : 'button--ghost-on-dark'}`} onClick={scripted(check)}
      >
        {texts.check}
      </button>
    </form>
  );
}

export const headerActionsIsland = island('lc-header-actions', HeaderActions, [cardCategoriesSlice]);

export function LoveCategoryHeader() {
  const finished = useAppSelector(selectIsPromoFinished);
  const { base } = useAppSelector(selectPage);
  const content = useAppSelector(selectLovecategoryTexts);
  const { hero } = content;
  return (
    <header className="lc-header">
      <SiteBar hubHref={base} />
      <div className="hero lc-hero">
        <div className="container hero__grid">
          <div className="hero__text">
            {finished
              ? <p className="chip lc-header__finished">{hero.finishedChip}</p>
              : <p className="chip">{programmeLabel(content)}</p>}
            <h1 className="lc-header__title">{hero.heading}</h1>
            <p className="hero__lead">{finished ? withPeriod(hero.finishedLead, programmePeriod(content)) : hero.lead}</p>
            <div className="hero__actions">
              <Island of={headerActionsIsland} />
            </div>
          </div>
          <img
            className="lc-hero__art" src={`${base}static/illustrations/lovecategory.svg`} alt=""
            width={600} height={440} fetchPriority="high"
          />
        </div>
      </div>
    </header>
  );
}
