// A promotion's status in a word, coloured by phase (docs/product.md §4): the campaign hero and
// the hub's cards show the same chip. Its words are content/site.json's `phaseChips` (two page
// kinds show them, so the site's file), as every page's state carries them.
import type { ShownPhase } from '../content/calendar.js';
import { useAppSelector } from '../store/hooks.js';
import { selectSiteTexts } from './site-texts.js';

const selectPhaseChips = selectSiteTexts('phaseChips');

export function StatusChip({ phase }: { phase: ShownPhase }) {
  const words = useAppSelector(selectPhaseChips);
  return <span className={`chip chip--status chip--${phase}`}>{words[phase]}</span>;
}
