// input-number and check-savings: the card number entry.
// A valid number clears the modal and looks the card up; a registered card then
// scrolls to the status block, an unregistered one opens card-info (the slice).
// The form lives inside the Dialog, so closing it empties the field.
import { Dialog } from '#shared/ui/dialog.js';
import { CardNumberField } from '#shared/ui/card-number-field.js';
import { useCardNumberForm } from '#shared/ui/use-card-number-form.js';
import { useCardLookup } from './scroll-to-status.js';
import { useModal } from './use-modal.js';
import { useAppSelector } from '#shared/store/hooks.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';

function CardNumberForm({ submitLabel }: { submitLabel: string }) {
  const lookUp = useCardLookup();
  const form = useCardNumberForm({ onValid: lookUp });

  return (
    <form className="lc-card-form" noValidate onSubmit={form.submit}>
      <CardNumberField {...form.field} />
      <button type="submit" className="button lc-card-form__submit">{submitLabel}</button>
    </form>
  );
}

/** input-number (the running programme's) and check-savings (the finished one's): one form, each its own words. */
export function CardNumberModal({ name }: { name: 'input-number' | 'check-savings' }) {
  const { open, dismissed } = useModal(name);
  const { modals, status } = useAppSelector(selectLovecategoryOnPage);
  const running = name === 'input-number';
  return (
    <Dialog open={open} onClose={dismissed} title={running ? modals.inputNumberTitle : modals.checkSavingsTitle}>
      <p>{running ? modals.inputNumberLead : modals.checkSavingsLead}</p>
      <CardNumberForm submitLabel={running ? status.lookupSubmit : status.finishedLookupSubmit} />
    </Dialog>
  );
}
