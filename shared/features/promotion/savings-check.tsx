// The visitor's card number goes to the check call and the answer is "positive"
// (nonzero count) or "negative"; a failed call is neither: the page says so and offers
// to try again with the same card, unless a rate limit refused it (its words say when). The heading and text are server
// HTML; the form and its answer are an island, whose answers the server gives their soft hyphens (IslandWordsContext),
// drawn with the page's marks: a long word of an answer breaks at a syllable on a phone with its text enlarged
// (docs/decisions/489-hyphens-as-a-typesetter-would.md).
import { useContext, useState } from 'react';
import { CardCheckForm } from '#shared/ui/card-check-form.js';
import { Island, island } from '#shared/ui/island.js';
import { IslandWordsContext, shownHyphens } from '#shared/typography/hyphen-marks.js';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { campaignSlice, savingsChecked, savingsReset, selectSavingsCheck } from '#shared/store/slices/campaign.js';
import { cardFormSlice, selectCardForm } from '#shared/store/slices/card-form.js';
import { trackGoal } from '#shared/analytics/goals.js';
import { SAVINGS_ID } from './anchors.js';
import type { CampaignTexts, SavingsAnswers } from '#shared/content/campaign-texts-schema.js';

function SavingsResult({ onRetry, answers }: { onRetry: () => void; answers: SavingsAnswers }) {
  const { checkedSavings, checkFailed, failureText, loading } = useAppSelector(selectSavingsCheck);
  if (checkFailed) {
    return (
      <div className="notice notice--error">
        <p>{failureText ?? shownHyphens(answers.failed)}</p>
        {/* A rate limit's refusal says when to try again: no retry is offered before then (the form stays). */}
        {failureText === null && (
          <button type="button" className="button button--secondary" onClick={onRetry} disabled={loading}>{answers.retry}</button>
        )}
      </div>
    );
  }
  if (checkedSavings === true) {
    return (
      <p className="notice notice--success savings__positive">
        {shownHyphens(answers.positive)}
      </p>
    );
  }
  if (checkedSavings === false) return <p className="notice savings__negative">{shownHyphens(answers.negative)}</p>;
  return null;
}

/** `answers`: the kind's file's, as props (the state sent to the browser leaves the file out). */
function SavingsForm({ apiSlug, answers }: { apiSlug: string; answers: SavingsAnswers }) {
  const dispatch = useAppDispatch();
  const { checkedSavings, checkFailed, loading } = useAppSelector(selectSavingsCheck);
  const submitted = useAppSelector(selectCardForm);
  const [lastCard, setLastCard] = useState(submitted.value);
  const check = (cardNumber: string) => {
    trackGoal('check-bonus');
    setLastCard(cardNumber);
    void dispatch(savingsChecked({ apiSlug, cardNumber }));
  };
  return (
    <div>
      <CardCheckForm
        block="savings"
        anchor={SAVINGS_ID}
        busy={loading}
        initial={submitted}
        onValid={check}
        onEdit={() => {
          if (checkedSavings !== null || checkFailed) dispatch(savingsReset());
        }}
      />
      <div className="savings__result" role="status">
        <SavingsResult onRetry={() => check(lastCard)} answers={answers} />
      </div>
    </div>
  );
}

export const savingsFormIsland = island('savings-form', SavingsForm, [campaignSlice, cardFormSlice]);

export function SavingsCheck({ apiSlug, texts }: { apiSlug: string; texts: CampaignTexts['savings'] }) {
  const words = useContext(IslandWordsContext);
  const { positive, negative, failed, retry } = texts.answers;
  const answers = { positive: words(positive), negative: words(negative), failed: words(failed), retry };
  return (
    <section id={SAVINGS_ID} className="section savings" aria-labelledby="savings-title">
      <div className="container">
        <div className="check-panel">
          <div className="check-panel__intro">
            <h2 id="savings-title">{texts.heading}</h2>
            <p>{texts.text}</p>
          </div>
          <Island of={savingsFormIsland} props={{ apiSlug, answers }} />
        </div>
      </div>
    </section>
  );
}
