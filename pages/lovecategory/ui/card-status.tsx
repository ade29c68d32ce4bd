// The card-status block further down the page. Without JS its forms are posted to the page
// (pages/lovecategory/posted-form.ts), and it shows inline what the modals would. Its words are read from the page's
// state (`kindState`), as the modals read theirs: an island's props would carry them a second time in the HTML.
import type { MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { modalOpened, selectCardCategories } from '#shared/store/slices/card-categories.js';
import { selectPage } from '#shared/store/slices/page.js';
import { isEligibleStatus, nextMonthName } from '#shared/store/slices/card-categories-rules.js';
import { fillTemplate } from '#shared/content/text-template.js';
import { selectCardForm } from '#shared/store/slices/card-form.js';
import { CardNumberField } from '#shared/ui/card-number-field.js';
import { useCardNumberForm } from '#shared/ui/use-card-number-form.js';
import { useSingleSubmit } from '#shared/ui/use-single-submit.js';
import { CategoryChooser } from './category-chooser.js';
import { AllAccruals, CurrentAccruals } from './accruals.js';
import { aboutMonth, statusMessage } from './card-status-texts.js';
import { levelName } from './level-name.js';
import { STATUS_BLOCK_ID, useCardLookup } from './scroll-to-status.js';
import { LOVECATEGORY_FORM } from './form-fields.js';
import { FailureDetails, FailureTitle } from './error-modal.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import type { CardStatusTexts } from './lovecategory-schema.js';
import { MONTH } from './placeholders.js';

const ANSWER_ANCHOR = `#${STATUS_BLOCK_ID}`;

/** The block's own words (`status`). */
const useStatusTexts = (): CardStatusTexts => useAppSelector(selectLovecategoryOnPage).status;

function NextMonth() {
  const { currentMonth, nextCategoriesList } = useAppSelector(selectCardCategories);
  const { nextCategories } = useAppSelector(selectLovecategoryOnPage).card;
  if (nextCategoriesList.length === 0) return null;
  return (
    <div className="lc-status__next">
      <h3>{fillTemplate(nextCategories, { [MONTH]: nextMonthName(currentMonth) })}</h3>
      <ul className="lc-status__next-list">
        {nextCategoriesList.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
    </div>
  );
}

/** The card lookup: the modals' form, inline. A registered card then gets the focus on this block. */
function LookupForm() {
  const lookUp = useCardLookup();
  const texts = useStatusTexts();
  const { isPromoFinished, request } = useAppSelector(selectCardCategories);
  const busy = request === 'loading';
  const form = useCardNumberForm({ busy, initial: useAppSelector(selectCardForm), onValid: lookUp });
  return (
    <form className="lc-card-form" method="post" action={ANSWER_ANCHOR} noValidate onSubmit={form.submit}>
      <input type="hidden" name={LOVECATEGORY_FORM.step} value="lookup" />
      <CardNumberField name={LOVECATEGORY_FORM.card} {...form.field} />
      <button type="submit" className="button lc-card-form__submit" disabled={busy} aria-busy={busy}>
        {isPromoFinished ? texts.finishedLookupSubmit : texts.lookupSubmit}
      </button>
    </form>
  );
}

/** A failure the server answered to a posted form: the error modal's words, inline. */
function InlineFailure() {
  return (
    <div className="lc-status__failure" role="alert">
      <p className="lc-status__failure-title"><FailureTitle /></p>
      <FailureDetails />
    </div>
  );
}

/** The confirm step of a choice posted without JS: the choose-category modal's content, inline. */
function InlineConfirm() {
  const { cardNumber, currentCategoryList, currentMonth } = useAppSelector(selectCardCategories);
  const once = useSingleSubmit();
  const { status: texts, card, modals } = useAppSelector(selectLovecategoryOnPage);
  return (
    <form className="lc-status__confirm" method="post" action={ANSWER_ANCHOR} onSubmit={once}>
      <h3>{aboutMonth(card.yourCategories, currentMonth)}</h3>
      <ul className="lc-modal__list">
        {currentCategoryList.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
      <p className="lc-modal__note">{modals.confirmNote}</p>
      <input type="hidden" name={LOVECATEGORY_FORM.card} value={cardNumber} />
      {currentCategoryList.map((category) => (
        <input key={category.code} type="hidden" name={LOVECATEGORY_FORM.category} value={category.code} />
      ))}
      <div className="lc-status__confirm-actions">
        <button type="submit" name={LOVECATEGORY_FORM.step} value="confirm" className="button">{texts.confirm}</button>
        <button type="submit" name={LOVECATEGORY_FORM.step} value="back" className="button button--secondary">{texts.cancel}</button>
      </div>
    </form>
  );
}

function Choice() {
  const { categoriesSelected, serverStep } = useAppSelector(selectCardCategories);
  const { modals } = useAppSelector(selectLovecategoryOnPage);
  if (categoriesSelected) {
    return (
      <>
        {serverStep === 'chosen' && <p className="lc-status__message" role="status">{modals.chosen}</p>}
        <CurrentAccruals />
      </>
    );
  }
  return serverStep === 'confirm' ? <InlineConfirm /> : <CategoryChooser />;
}

/**
 * Another card: without JS a link back to the page's empty card form (a GET, so a reload
 * after it never re-sends the card); with JS the card modal, as the header's buttons.
 */
function OtherCard({ label }: { label: string }) {
  const dispatch = useAppDispatch();
  const { canonicalPath } = useAppSelector(selectPage);
  const finished = useAppSelector(selectCardCategories).isPromoFinished;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    dispatch(modalOpened(finished ? 'check-savings' : 'input-number'));
  };
  return <p className="lc-status__other"><a href={`${canonicalPath}${ANSWER_ANCHOR}`} onClick={open}>{label}</a></p>;
}

function CardDetails() {
  const state = useAppSelector(selectCardCategories);
  const eligible = isEligibleStatus(state.cardStatus);
  const finished = state.isPromoFinished;
  const { status: texts, card, modals } = useAppSelector(selectLovecategoryOnPage);
  const said = statusMessage(card, state.cardStatus, state.currentMonth, finished, modals.notTakenPart);
  const message = <p className="lc-status__message">{said}</p>;
  return (
    <>
      <dl className="lc-status__facts">
        <div><dt>{texts.cardNumber}</dt><dd>{state.cardNumber}</dd></div>
        <div><dt>{texts.cardLevel}</dt><dd>{levelName(card.levels, state.cardStatus)}</dd></div>
      </dl>
      {!eligible && message}
      {eligible && finished && <AllAccruals />}
      {eligible && !finished && !state.categoriesSelected && state.serverStep !== 'confirm' && message}
      {eligible && !finished && <Choice />}
      {eligible && !finished && <NextMonth />}
      <OtherCard label={texts.otherCard} />
    </>
  );
}

export function CardStatus() {
  const { cardStatus, isPromoFinished, request, serverStep } = useAppSelector(selectCardCategories);
  const texts = useStatusTexts();
  const failed = serverStep !== '' && request === 'failed';
  return (
    <section id={STATUS_BLOCK_ID} className="container section lc-status" tabIndex={-1} aria-labelledby="lc-status-title">
      <div className="card lc-status__card">
        <h2 id="lc-status-title">{texts.heading}</h2>
        {failed && <InlineFailure />}
        {cardStatus !== '' ? (
          <CardDetails />
        ) : (
          <>
            <p>{isPromoFinished ? texts.finishedLookupLead : texts.lookupLead}</p>
            <LookupForm />
          </>
        )}
      </div>
    </section>
  );
}
