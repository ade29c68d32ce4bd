// After a lookup of a registered card the page scrolls smoothly to the card-status
// block, 100 ms later. Visitors who ask for reduced motion get a jump instead of the
// smooth scroll. Both card forms (the modal's, the status block's) look a card up by
// useCardLookup.
import { useAppDispatch } from '#shared/store/hooks.js';
import { cardSubmitted } from '#shared/store/slices/card-categories.js';
import { scrollToBlock } from '#shared/ui/scroll-to-block.js';

export const STATUS_BLOCK_ID = 'card-status';
export const SCROLL_TO_STATUS_DELAY_MS = 100;

export interface ScrollOptions {
  delay?: number;
  /** Move keyboard focus there too (not while a modal is about to open). */
  focus?: boolean;
}

export function scrollToStatusBlock({ delay = SCROLL_TO_STATUS_DELAY_MS, focus = false }: ScrollOptions = {}): void {
  setTimeout(() => scrollToBlock(STATUS_BLOCK_ID, focus), delay);
}

/** Looks a valid card number up; a registered card's status block is scrolled to and focused. */
export function useCardLookup(): (cardNumber: string) => Promise<void> {
  const dispatch = useAppDispatch();
  return async (cardNumber) => {
    const result = await dispatch(cardSubmitted(cardNumber));
    if (cardSubmitted.fulfilled.match(result) && result.payload.card.is_registered) scrollToStatusBlock({ focus: true });
  };
}
