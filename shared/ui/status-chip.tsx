// A promotion's status in a word, coloured by phase (docs/product.md §4): the campaign hero and
// the hub's cards show the same chip.
import type { ShownPhase } from '../content/calendar.js';


const WORDS: Record<ShownPhase, string> = { upcoming: 'Скоро', running: 'Идёт', finished: 'Завершена' };

export function StatusChip({ phase }: { phase: ShownPhase }) {
  return <span className={`chip chip--status chip--${phase}`}>{WORDS[phase]}</span>;
}
