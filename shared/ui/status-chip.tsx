// A promotion's status in a word, coloured by phase (docs/product.md §4): the campaign hero and
// the hub's cards show the same chip. Its words are content/site.json's `phaseChips` (two page
// kinds show them, so the site's file), as every page's state carries them.
import type { ShownPhase } from '../content/calendar.js';
import { NO_PAGE_SITE_TEXTS } from '../content/site-texts.js';
import { useAppSelector } from '../store/hooks.js';
import { selectPage } from '../store/slices/page.js';

export function StatusChip({ phase }: { phase: ShownPhase }) {
  // Outside the server's render (the studio's preview) the chip says no word.
  const words = useAppSelector(selectPage).siteTexts?.phaseChips ?? NO_PAGE_SITE_TEXTS.phaseChips;
  return <span className={`chip chip--status chip--${phase}`}>{words[phase]}</span>;
}
