// The card's level as a visitor reads it: content/lovecategory.json's names (`card.levels`),
// whatever case or quotes the upstream sent ('эксперт', '«профи»'); an unknown level is shown
// capitalised.
import type { CardTexts } from './lovecategory-schema.js';

/** The upstream's levels (lower case), and the name each has in the content. */
const LEVELS: Record<string, keyof CardTexts['levels']> = { 'профи': 'profi', 'эксперт': 'expert', 'супер-эксперт': 'superExpert' };

export function levelName(levels: CardTexts['levels'], status: string): string {
  const plain = status.trim().replace(/^[«"'„“]+|[»"'“”]+$/g, '').trim().toLocaleLowerCase('ru');
  const known = Object.hasOwn(LEVELS, plain) ? LEVELS[plain] : undefined;
  return known ? levels[known] : plain.charAt(0).toLocaleUpperCase('ru') + plain.slice(1);
}
