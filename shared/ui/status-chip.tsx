// A promotion's status in a word, coloured by phase (docs/product.md §4): the campaign hero and
// the hub's cards show the same chip. Its words are content/site.json's `phaseChips` (two page
// kinds show them, so the site's file), as every page's state carries them.
import type { ShownPhase } from '../content/calendar.js';
import type { PhaseChipTexts } from '../content/site-texts.js';
import { useAppSelector } from '../store/hooks.js';
import { selectPage } from '../store/slices/page.js';

/** A state made outside the server's render before the studio has the served texts: the chip says nothing. */
const NO_WORDS: PhaseChipTexts = { upcoming: '', running: '', finished: '' };

export function StatusChip({ phase }: { phase: ShownPhase }) {
  const words = useAppSelector(selectPage).siteTexts?.phaseChips ?? NO_WORDS;
  return <span className={`chip chip--status chip--${phase}`}>{words[phase]}</span>;
}
