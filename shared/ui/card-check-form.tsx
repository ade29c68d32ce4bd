// A card-number form with one check button that shows progress and cannot send twice (its
// words: content/site.json's `cardForm`): the savings check of the campaigns and the karta-elektrika card check. `block`
// names the BEM block of the page's own styles.
//
// The form also works before the page's JS has run (and with JS off): it is a GET of
// the page itself with the card in the query, which the server answers by rendering the
// page with the check's result (server/routes/page-view.ts); `anchor` brings the visitor
// back to the answer. Once hydrated, the submit is handled here and nothing reloads.
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
