// The lovecategory page scrolls itself to its status block after a lookup of a registered
// card, a card-info choice or a confirmed choice: smoothly, SCROLL_TO_STATUS_DELAY_MS after
// the answer (pages/lovecategory/ui/scroll-to-status.ts, the product's spec). A click whose
// press lands before that scroll and whose release lands during it is pressed on one element
// and released on another the scroll moved under the pointer: the browser clicks their
// common parent, the control never hears it, and Playwright's click still reports it done.
// A test that clicks in the page after such an answer waits for the page to come to rest.
import type { Page } from 'playwright-core';

/**
 * Resolves once the page rests where its scroll to the status block ends: the block's top
 * its scroll-margin-top below the viewport's top, or, for a block the page's end keeps lower,
 * the page at its end with the block's top in view. A state, not the scroll's end event,
 * so a scroll that ended before the wait began is seen as ended.
 */
export async function waitForStatusAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const block = document.getElementById('card-status')!;
    const top = block.getBoundingClientRect().top - parseFloat(getComputedStyle(block).scrollMarginTop);
    const atEnd = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
    return Math.abs(top) < 2 || (atEnd && top > 0 && top < innerHeight);
  }, undefined, { polling: 'raf' });
}
