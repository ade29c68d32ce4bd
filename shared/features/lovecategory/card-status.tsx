// The card-status block further down the page: the card's level, either the ineligible
// message, this month's categories with their accruals, or the chooser; and next
// month's list. Once the promotion has finished: the accruals only, nothing to choose.
// Before a lookup it asks for the card in a form of its own; after one, «Другая карта»
// asks for another.
//
// Every form here is posted to the page when JS has not run (or is off); the server
// answers with the page (pages/lovecategory/posted-form.ts), and this block then shows
// inline what the modals would: a failure, the confirm step, the confirmed choice.
import type { MouseEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { cardSubmitted, modalOpened, selectCardCategories } from '../../store/slices/card-categories.js';
import { selectPage } from '../../store/slices/page.js';
import { isEligibleStatus, monthName, nextMonth } from '../../store/slices/card-categories-rules.js';
import { selectCardForm } from '../../store/slices/card-form.js';
import { CardNumberField } from '../../ui/card-number-field.js';
import { useCardNumberForm } from '../../ui/use-card-number-form.js';
import { useSingleSubmit } from '../../ui/use-single-submit.js';
import { CategoryChooser } from './category-chooser.js';
import { AllAccruals, CurrentAccruals } from './accruals.js';
import { statusMessage } from './card-status-texts.js';
import { levelName } from './level-name.js';
import { STATUS_BLOCK_ID, scrollToStatusBlock } from './scroll-to-status.js';
import { LOVECATEGORY_FORM } from './form-fields.js';
import { FailureDetails, TITLE_SHOWN } from './error-modal.js';
import { CONFIRM_NOTE } from './choose-category-modal.js';
import { CHOSEN_TEXT } from './choosen-categories-modal.js';
import type { CardStatusTexts } from './lovecategory-texts.js';

const ANSWER_ANCHOR = `#${STATUS_BLOCK_ID}`;

function NextMonth() {
  const { currentMonth, nextCategoriesList } = useAppSelector(selectCardCategories);
  const next = nextMonth(currentMonth);
  if (nextCategoriesList.length === 0) return null;
  return (
    <div className="lc-status__next">
      <h3>Категории на {next === -1 ? 'следующий месяц' : monthName(next)}</h3>
      <ul className="lc-status__next-list">
        {nextCategoriesList.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
    </div>
  );
}

/** The card lookup: the modals' form, inline. A registered card then gets the focus on this block. */
function LookupForm({ texts }: { texts: CardStatusTexts }) {
  const dispatch = useAppDispatch();
  const { isPromoFinished, request } = useAppSelector(selectCardCategories);
  const busy = request === 'loading';
  const form = useCardNumberForm({
    busy,
    initial: useAppSelector(selectCardForm),
    onValid: async (cardNumber) => {
      const result = await dispatch(cardSubmitted(cardNumber));
      if (cardSubmitted.fulfilled.match(result) && result.payload.card.is_registered) scrollToStatusBlock({ focus: true });
    },
  });
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
      <p className="lc-status__failure-title">{TITLE_SHOWN}</p>
      <FailureDetails />
    </div>
  );
}

/** The confirm step of a choice posted without JS: the choose-category modal's content, inline. */
function InlineConfirm({ texts }: { texts: CardStatusTexts }) {
  const { cardNumber, currentCategoryList, currentMonth } = useAppSelector(selectCardCategories);
  const once = useSingleSubmit();
  return (
    <form className="lc-status__confirm" method="post" action={ANSWER_ANCHOR} onSubmit={once}>
      <h3>{`Ваши категории на ${monthName(currentMonth)}`}</h3>
      <ul className="lc-modal__list">
        {currentCategoryList.map((category) => <li key={category.code}>{category.name}</li>)}
      </ul>
      <p className="lc-modal__note">{CONFIRM_NOTE}</p>
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

function Choice({ texts }: { texts: CardStatusTexts }) {
  const { categoriesSelected, serverStep } = useAppSelector(selectCardCategories);
  if (categoriesSelected) {
    return (
      <>
        {serverStep === 'chosen' && <p className="lc-status__message" role="status">{CHOSEN_TEXT}</p>}
        <CurrentAccruals />
      </>
    );
  }
  return serverStep === 'confirm' ? <InlineConfirm texts={texts} /> : <CategoryChooser />;
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

function CardDetails({ texts }: { texts: CardStatusTexts }) {
  const state = useAppSelector(selectCardCategories);
  const eligible = isEligibleStatus(state.cardStatus);
  const finished = state.isPromoFinished;
  const message = <p className="lc-status__message">{statusMessage(state.cardStatus, state.currentMonth, finished)}</p>;
  return (
    <>
      <dl className="lc-status__facts">
        <div><dt>{texts.cardNumber}</dt><dd>{state.cardNumber}</dd></div>
        <div><dt>{texts.cardLevel}</dt><dd>{levelName(state.cardStatus)}</dd></div>
      </dl>
      {!eligible && message}
      {eligible && finished && <AllAccruals noAccruals={texts.noAccruals} />}
      {eligible && !finished && !state.categoriesSelected && state.serverStep !== 'confirm' && message}
      {eligible && !finished && <Choice texts={texts} />}
      {eligible && !finished && <NextMonth />}
      <OtherCard label={texts.otherCard} />
    </>
  );
}

/** The block's words come as the island's props (content/lovecategory.json's `status`). */
export function CardStatus({ texts }: { texts: CardStatusTexts }) {
  const { cardStatus, isPromoFinished, request, serverStep } = useAppSelector(selectCardCategories);
  const failed = serverStep !== '' && request === 'failed';
  return (
    <section id={STATUS_BLOCK_ID} className="container section lc-status" tabIndex={-1} aria-labelledby="lc-status-title">
      <div className="card lc-status__card">
        <h2 id="lc-status-title">{texts.heading}</h2>
        {failed && <InlineFailure />}
        {cardStatus !== '' ? (
          <CardDetails texts={texts} />
        ) : (
          <>
            <p>{isPromoFinished ? texts.finishedLookupLead : texts.lookupLead}</p>
            <LookupForm texts={texts} />
          </>
        )}
      </div>
    </section>
  );
}
