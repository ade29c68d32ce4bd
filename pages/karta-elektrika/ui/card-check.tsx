// The card check of karta-elektrika: the heading and text are server HTML; the form and its answer an island, usable
// whatever the answer was.
import { formatNumber } from '#shared/ui/format.js';
import { CardCheckForm } from '#shared/ui/card-check-form.js';
import { Island, island } from '#shared/ui/island.js';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { cardChecked, cardCheckReset, cardCheckSlice, selectCardCheck } from '#shared/store/slices/card-check.js';
import { cardFormSlice, selectCardForm } from '#shared/store/slices/card-form.js';
import { trackGoal } from '#shared/analytics/goals.js';
import { KARTA_LANDING } from './links.js';
import type { KartaCheckAnswers, KartaElektrikaTexts } from './karta-schema.js';
import { CARD_NUMBER } from './placeholders.js';
import { fillTemplate } from '#shared/content/text-template.js';

export const KARTA_CHECK_ID = 'karta-check';

/** The answers are the page's content (content/karta-elektrika.json's `check.answers`), the card filled in. */
function CardCheckResult({ answers }: { answers: KartaCheckAnswers }) {
  const { status, info, cardNumber, failureText } = useAppSelector(selectCardCheck);
  if (status === 'failed') return <p className="notice notice--error karta-check__failed">{failureText ?? answers.failed}</p>;
  if (status !== 'loaded') return null;
  const card = { [CARD_NUMBER]: cardNumber };
  if (!info) return <p className="notice karta-check__empty">{fillTemplate(answers.empty, card)}</p>;
  return (
    <p className="notice notice--success karta-check__count">
      {`${fillTemplate(answers.count, card)} `}
      <strong className="karta-check__value">{formatNumber(info.count)}</strong>
    </p>
  );
}

/** The landing's category and the answers come as props: the campaign table and the page's content stay on the server. */
function KartaCheckForm({ landingCategory, answers }: { landingCategory?: string; answers: KartaCheckAnswers }) {
  const dispatch = useAppDispatch();
  const { loading, status } = useAppSelector(selectCardCheck);
  const submitted = useAppSelector(selectCardForm);
  return (
    <div>
      <CardCheckForm
        block="karta-check"
        anchor={KARTA_CHECK_ID}
        busy={loading}
        initial={submitted}
        onValid={(cardNumber) => {
          trackGoal('check-bonus');
          void dispatch(cardChecked({ landing: KARTA_LANDING, landingCategory, cardNumber }));
        }}
        onEdit={() => {
          if (status !== 'idle' && !loading) dispatch(cardCheckReset());
        }}
      />
      <div className="karta-check__result" role="status">
        <CardCheckResult answers={answers} />
      </div>
    </div>
  );
}

export const kartaCheckIsland = island('karta-check-form', KartaCheckForm, [cardCheckSlice, cardFormSlice]);

/** `landingCategory` comes from the page: the campaign table stays out of the island's script. */
export function KartaCardCheck({ landingCategory, texts }: { landingCategory?: string; texts: KartaElektrikaTexts['check'] }) {
  return (
    <section id={KARTA_CHECK_ID} className="container section karta-check" aria-labelledby="karta-check-title">
      <div className="check-panel">
        <div className="check-panel__intro">
          <h2 id="karta-check-title">{texts.heading}</h2>
          <p>{texts.text}</p>
        </div>
        <Island of={kartaCheckIsland} props={{ landingCategory, answers: texts.answers }} />
      </div>
    </section>
  );
}
