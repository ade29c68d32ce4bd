// card-info: the result for a card that is not registered yet, with its status message
// (card-categories-rules.ts). Choosing categories registers the card, so an eligible
// card is offered the way to the chooser — while the promotion runs.
import { Dialog } from '#shared/ui/dialog.js';
import { useAppDispatch, useAppSelector } from '#shared/store/hooks.js';
import { modalClosed, selectCardCategories } from '#shared/store/slices/card-categories.js';
import { isEligibleStatus } from '#shared/store/slices/card-categories-rules.js';
import { fillTemplate } from '#shared/content/text-template.js';
import { statusMessage } from './card-status-texts.js';
import { levelName } from './level-name.js';
import { scrollToStatusBlock } from './scroll-to-status.js';
import { useModal } from './use-modal.js';
import { selectLovecategoryOnPage } from './lovecategory-texts.js';
import { CARD, LEVEL } from './placeholders.js';

export function CardInfoModal() {
  const dispatch = useAppDispatch();
  const { open, dismissed } = useModal('card-info');
  const { cardNumber, cardStatus, currentMonth, isPromoFinished, categoriesSelected } = useAppSelector(selectCardCategories);
  const { card, modals } = useAppSelector(selectLovecategoryOnPage);
  const canChoose = isEligibleStatus(cardStatus) && !isPromoFinished && !categoriesSelected;
  const line = fillTemplate(card.cardInfo, { [CARD]: cardNumber, [LEVEL]: levelName(card.levels, cardStatus) });

  function goToChooser() {
    dispatch(modalClosed('card-info'));
    scrollToStatusBlock({ focus: true });
  }

  const footer = (
    <>
      {canChoose && <button type="button" className="button" onClick={goToChooser}>{modals.choose}</button>}
      <button type="button" className="button button--secondary" onClick={() => dispatch(modalClosed('card-info'))}>{modals.close}</button>
    </>
  );
  return (
    <Dialog open={open} onClose={dismissed} title={modals.cardInfoTitle} footer={footer}>
      <p className="lc-modal__card">{line}</p>
      <p>{statusMessage(card, cardStatus, currentMonth, isPromoFinished, modals.notTakenPart)}</p>
    </Dialog>
  );
}
