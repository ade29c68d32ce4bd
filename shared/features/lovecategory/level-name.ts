// The card's level as a visitor reads it: 'Эксперт', 'Профи', 'Супер-Эксперт' (written as
// the rules and the ineligible message write it), whatever case or quotes the upstream sent
// ('эксперт', '«профи»'); an unknown level is shown
// capitalised.
const NAMES: Record<string, string> = { 'профи': 'Профи', 'эксперт': 'Эксперт', 'супер-эксперт': 'Супер-Эксперт' };

export function levelName(status: string): string {
  const plain = status.trim().replace(/^[«"'„“]+|[»"'“”]+$/g, '').trim().toLocaleLowerCase('ru');
  return NAMES[plain] ?? plain.charAt(0).toLocaleUpperCase('ru') + plain.slice(1);
}
