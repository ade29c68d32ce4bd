// A card-number form with one check button that cannot send twice: the campaigns' savings check and karta-elektrika's.
// Before the page's JS has run it is a GET of the page itself with the card in the query, answered by rendering the page
// with the check's result; `anchor` brings the visitor back to the answer.
import { CARD_FORM_FIELD } from '../store/slices/card-form.js';
import { CardNumberField } from './card-number-field.js';
import { useAppSelector } from '../store/hooks.js';
import { selectCardFormTexts } from './card-form-texts.js';
import { useCardNumberForm, type CardNumberFormOptions } from './use-card-number-form.js';

export interface CardCheckFormProps extends CardNumberFormOptions {
  block: string;
  /** The id of the section that shows the answer. */
  anchor: string;
}

export function CardCheckForm({ block, anchor, busy = false, onValid, onEdit, initial }: CardCheckFormProps) {
  const form = useCardNumberForm({ busy, onValid, onEdit, initial });
  const texts = useAppSelector(selectCardFormTexts);
  return (
    <form className={`${block}__form`} method="get" action={`#${anchor}`} noValidate onSubmit={form.submit}>
      <CardNumberField name={CARD_FORM_FIELD} {...form.field} />
      <button className={`button ${block}__submit`} type="submit" disabled={busy} aria-busy={busy}>
        {busy ? texts.busy : texts.submit}
      </button>
    </form>
  );
}
