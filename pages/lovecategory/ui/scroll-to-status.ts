// After a lookup of a registered card the page scrolls smoothly to the card-status
// block, 100 ms later. Visitors who ask for reduced motion get a jump instead of the
// smooth scroll.
export const STATUS_BLOCK_ID = 'card-status';
export const SCROLL_TO_STATUS_DELAY_MS = 100;

export interface ScrollOptions {
  delay?: number;
  /** Move keyboard focus there too (not while a modal is about to open). */
  focus?: boolean;
}

export function scrollToStatusBlock({ delay = SCROLL_TO_STATUS_DELAY_MS, focus = false }: ScrollOptions = {}): void {
  setTimeout(() => {
    const block = document.getElementById(STATUS_BLOCK_ID);
    if (!block) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    block.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    if (focus) block.focus({ preventScroll: true });
  }, delay);
}
