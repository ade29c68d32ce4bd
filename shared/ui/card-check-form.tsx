// A card-number form with one "Проверить" button that shows progress and cannot send
// twice: the savings check of the campaigns and the karta-elektrika card check. `block`
// names the BEM block of the page's own styles.
import { CardNumberField } from './card-number-field.js';
import { useCardNumberForm, type CardNumberFormOptions } from './use-card-number-form.js';

export function CardCheckForm({ block, busy = false, onValid, onEdit }: CardNumberFormOptions & { block: string }) {
  const form = useCardNumberForm({ busy, onValid, onEdit });
  return (
    <form className={`${block}__form`} noValidate onSubmit={form.submit}>
      <CardNumberField label="Номер клубной карты" {...form.field} />
      <button className={`button ${block}__submit`} type="submit" disabled={busy} aria-busy={busy}>
        {busy ? 'Проверяем…' : 'Проверить'}
      </button>
    </form>
  );
}
